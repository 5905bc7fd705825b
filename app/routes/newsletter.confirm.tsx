// /newsletter/confirm/<token>: the link in the double opt-in e-mail. Opening it shows one button;
// pressing it activates the subscription. (Mail scanners open links by themselves: a subscription
// starts only when a person presses the button. Decision 031.)
import { CircleCheck, MailQuestion, MailCheck } from "lucide-react";
import { data, Link } from "react-router";
import { brand, newsletter } from "#app/config/site.ts";
import { consumeRateLimit } from "#app/features/leads/rate-limit.server.ts";
import { confirmByLink, confirmLinkState, unlessUnavailable, type ConfirmState } from "#app/features/newsletter/newsletter.server.ts";
import {
  LINK_PAGE_HEADERS,
  LinkPageButton,
  linkPageMeta,
  NewsletterLinkPage,
  SubscribeAgainLink,
} from "#app/features/newsletter/newsletter-link-page.tsx";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/newsletter.confirm";

export const headers: Route.HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { ...Object.fromEntries(errorHeaders ?? []), ...LINK_PAGE_HEADERS, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

/** Server HTML plus the enhancer: the one button is a plain form post. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = () => linkPageMeta(`Confirm your subscription | ${brand.name}`);

type PageState = ConfirmState | "limited" | "unavailable";

const answer = (state: PageState, retryAfterSeconds?: number) =>
  data(
    { state },
    {
      status: state === "unknown" ? 404 : state === "limited" ? 429 : state === "unavailable" ? 503 : 200,
      headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
    },
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  return answer(await unlessUnavailable(context, "confirmation lookup", () => confirmLinkState(context, params.token)));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await readFormBody(request);
  const verdict = await unlessUnavailable(context, "confirmation limit", () => consumeRateLimit(context, "newsletter-confirm", context.clientIp));
  if (verdict !== "unavailable" && verdict.limited) return answer("limited", verdict.retryAfterSeconds);
  return answer(await unlessUnavailable(context, "confirmation", () => confirmByLink(context, params.token)));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  switch (state) {
    case "ready":
      return (
        <NewsletterLinkPage icon={MailCheck} title={`Confirm your subscription to ${newsletter.name}`}>
          <p>One click, and the monthly {newsletter.name} e-mail comes to the address this link was sent to.</p>
          <LinkPageButton label="Confirm subscription" pendingLabel="Confirming..." />
        </NewsletterLinkPage>
      );
    case "confirmed":
      return (
        <NewsletterLinkPage icon={CircleCheck} title="You're subscribed">
          <p>
            Thanks for confirming. The next {newsletter.name} issue will reach your inbox; every issue has a link to
            unsubscribe in one click.
          </p>
          <p>
            <Link to={newsletter.nextPath} className="font-medium text-primary underline underline-offset-4">
              Read the latest AI Trust Score report
            </Link>
          </p>
        </NewsletterLinkPage>
      );
    case "limited":
      return (
        <NewsletterLinkPage icon={MailQuestion} title="Please wait a minute">
          <p>Too many requests from your network. Please wait a minute and press the link in your e-mail again.</p>
        </NewsletterLinkPage>
      );
    case "unavailable":
      return (
        <NewsletterLinkPage icon={MailQuestion} title="Something went wrong">
          <p>We could not confirm your subscription just now. Please try the link again in a minute.</p>
        </NewsletterLinkPage>
      );
    default:
      return (
        <NewsletterLinkPage icon={MailQuestion} title="This link does not work">
          <p>
            The confirmation link has expired, was replaced by a newer one, or belongs to an address that unsubscribed.
            Sign up again and we will send a fresh link.
          </p>
          <SubscribeAgainLink>Sign up again</SubscribeAgainLink>
        </NewsletterLinkPage>
      );
  }
}
