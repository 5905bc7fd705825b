// /newsletter/unsubscribe/<token>: the link in every newsletter e-mail (List-Unsubscribe). A mail
// client's one-click POST (RFC 8058: body "List-Unsubscribe=One-Click", no cookies) unsubscribes
// and gets a 200, never a redirect; a person opening the link sees a button that posts the same.
// No per-IP limit here: one-click requests of many people come from their mail provider's few
// addresses, and a signed link is checked without a lookup. Once unsubscribed, the page offers
// "Subscribe again": the one way back past the suppression an unsubscribe leaves (decision 037).
import { CircleCheck, MailQuestion, MailX } from "lucide-react";
import { data } from "react-router";
import { addresses, brand, newsletter } from "#app/config/site.ts";
import {
  resubscribeByLink,
  unlessUnavailable,
  unsubscribeByLink,
  unsubscribeLinkState,
  type UnsubscribeState,
} from "#app/features/newsletter/newsletter.server.ts";
import {
  LINK_PAGE_HEADERS,
  LinkPageButton,
  linkPageMeta,
  NewsletterLinkPage,
} from "#app/features/newsletter/newsletter-link-page.tsx";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { mailtoHref } from "#app/lib/href.ts";
import type { Route } from "./+types/newsletter.unsubscribe";

export const headers: Route.HeadersFunction = ({ errorHeaders }) => ({ ...Object.fromEntries(errorHeaders ?? []), ...LINK_PAGE_HEADERS });

/** Server HTML plus the enhancer: the one button is a plain form post. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = () => linkPageMeta(`Unsubscribe | ${brand.name}`);

type PageState = UnsubscribeState["status"] | "unavailable" | "resubscribed";

const answer = (state: PageState) => data({ state }, { status: state === "unknown" ? 404 : state === "unavailable" ? 503 : 200 });

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await unlessUnavailable(context, "unsubscribe lookup", () => unsubscribeLinkState(context, params.token));
  return answer(state === "unavailable" ? state : state.status);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The one-click body and the button's post alike: what matters is the signed link.
  const form = await readFormBody(request);
  if (form.get("intent") === "resubscribe") {
    const state = await unlessUnavailable(context, "subscribe again", () => resubscribeByLink(context, params.token));
    return answer(state === "unavailable" ? state : state.status === "active" ? "resubscribed" : state.status);
  }
  const state = await unlessUnavailable(context, "unsubscribe", () => unsubscribeByLink(context, params.token));
  return answer(state === "unavailable" ? state : state.status);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  switch (state) {
    case "pending":
    case "active":
      return (
        <NewsletterLinkPage icon={MailX} title={`Unsubscribe from ${newsletter.name}?`}>
          <p>You will get no more {newsletter.name} e-mails at the address this link was sent to.</p>
          <LinkPageButton label="Unsubscribe" pendingLabel="Unsubscribing..." />
        </NewsletterLinkPage>
      );
    case "unsubscribed":
      return (
        <NewsletterLinkPage icon={CircleCheck} title="You're unsubscribed">
          <p>You will get no more {newsletter.name} e-mails. Changed your mind? You can subscribe again here at any time.</p>
          <LinkPageButton label="Subscribe again" pendingLabel="Subscribing..." variant="outline" intent="resubscribe" />
        </NewsletterLinkPage>
      );
    case "resubscribed":
      return (
        <NewsletterLinkPage icon={CircleCheck} title="You're subscribed again">
          <p>Welcome back: the next {newsletter.name} e-mail comes to the address this link was sent to.</p>
        </NewsletterLinkPage>
      );
    case "unavailable":
      return (
        <NewsletterLinkPage icon={MailQuestion} title="Something went wrong">
          <p>We could not unsubscribe you just now. Please try the link again in a minute.</p>
        </NewsletterLinkPage>
      );
    default:
      return (
        <NewsletterLinkPage icon={MailQuestion} title="This link does not work">
          <p>
            We could not find a subscription for this unsubscribe link. Please use the link in your latest e-mail from us,
            or write to{" "}
            <a href={mailtoHref(addresses.newsletter, { subject: "Unsubscribe" })} className="font-medium text-primary underline underline-offset-4">
              {addresses.newsletter}
            </a>{" "}
            and we will remove your address.
          </p>
        </NewsletterLinkPage>
      );
  }
}
