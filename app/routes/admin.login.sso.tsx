import { data, redirect } from "react-router";
import { brand } from "#app/config/site.ts";
import { adminHeaders, isSameOrigin, LOGIN_PATH, safeAdminPath } from "#app/features/admin/guard.server.ts";
import { SSO_PROBLEMS, SsoProblemCard, type SsoProblem } from "#app/features/admin/sso-problem.tsx";
import { oidcSettings, SsoError, startSso } from "#app/features/admin/sso.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.login.sso";

/** Single sign-on starts from the sign-in page's button (a POST); a plain visit goes there. */
export function loader() {
  throw redirect(LOGIN_PATH);
}

/** A refused start keeps its Retry-After; every answer is private like the rest of the admin. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({ ...Object.fromEntries(actionHeaders), ...adminHeaders() });

/** Sends the browser to the identity provider, remembering the flow in a cookie (sso.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const problem = (name: SsoProblem, headers: Record<string, string> = {}) => data({ problem: name }, { status: SSO_PROBLEMS[name].status, headers });
  if (!isSameOrigin(request, context.env.SITE_URL)) return problem("forbidden");
  const form = await readFormBody(request);
  const settings = oidcSettings(context.env);
  if (!settings) return problem("off");
  try {
    const { url, cookie } = await startSso(context.env, settings, { next: safeAdminPath(String(form.get("next") ?? "")), secure: context.secure });
    return redirect(url, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (!(error instanceof SsoError)) throw error;
    context.logger.error(error.detail, "single sign-on: the identity provider is unavailable");
    return problem("unavailable", { "Retry-After": "60" });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Single sign-on | ${brand.name} Admin`, description: `Sign in to the ${brand.name} admin with single sign-on.`, path: "/admin/login/sso", noindex: true });

export default function SsoStartPage({ actionData }: Route.ComponentProps) {
  return <SsoProblemCard problem={actionData?.problem ?? "expired"} email={null} />;
}
