import { data } from "react-router";
import { ContactPage } from "#app/features/leads/contact-page.tsx";
import { submitContactPost } from "#app/features/leads/form-post.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/contact-us";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer; the form is an island, hydrated when the visitor first uses it. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Contact Us | ${brand.name}`,
    description:
      `Contact the ${brand.name} team about AI security, pricing, partnerships or deployments. We reply within one business day.`,
    path: "/contact-us",
  });

export function loader() {
  // Names a no-JS post, so a repeated post (double click, reload) stores one message.
  return { idempotencyKey: crypto.randomUUID() };
}

/** The form without JavaScript: a plain POST handled by the same lead service as the JSON API. */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await submitContactPost(request, context);
  return result.ok ? result : data(result, { status });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage postResult={actionData} idempotencyKey={loaderData.idempotencyKey} />;
}
