// /newsletter: the "AI Circle of Trust" sign-up on a page of its own, and where every newsletter
// block posts. A sign-up goes on to the report (as the spec has Subscribe do), which then says to
// check the inbox; a refused one is answered here, in the block, with what was typed.
import { data, redirect } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { brand, newsletter } from "#app/config/site.ts";
import { NewsletterSignup } from "#app/features/newsletter/newsletter-signup.tsx";
import { signUp } from "#app/features/newsletter/newsletter.server.ts";
import { SIGNED_UP_PARAM } from "#app/features/newsletter/signed-up-notice.tsx";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/newsletter";

/** Server HTML plus the enhancer; the newsletter block is an island. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `${newsletter.name} newsletter | ${brand.name}`,
    description: `Subscribe to ${newsletter.name}, ${brand.name}'s monthly e-mail on jailbreak techniques, model trust scores, regulatory deadlines and what security leaders do about them.`,
    path: newsletter.path,
  });

export const headers: Route.HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { ...Object.fromEntries(errorHeaders ?? []), ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const sourcePage = form.get("sourcePage");
  const outcome = await signUp(context, form, typeof sourcePage === "string" && sourcePage.startsWith("/") ? sourcePage : newsletter.path);
  if (outcome.result.ok) {
    return redirect(outcome.signedUp ? `${newsletter.nextPath}?${SIGNED_UP_PARAM}=1` : newsletter.nextPath);
  }
  return data(outcome.result, {
    status: outcome.status,
    headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
  });
}

export default function Page({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="secondary">Monthly newsletter</Badge>}
        title={newsletter.name}
        lead={`What we learn from scoring, guarding and red-teaming AI models and agents, once a month: new attack techniques, how the leading models score, the regulatory dates that matter and how security teams respond.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <NewsletterSignup postResult={actionData} />
      </div>
    </>
  );
}
