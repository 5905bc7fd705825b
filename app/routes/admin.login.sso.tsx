import { data, redirect } from "react-router";
import { brand } from "#app/config/site.ts";
import { adminHeaders, safeAdminPath } from "#app/features/admin/guard.server.ts";
import { SSO_PROBLEMS, SsoProblemCard } from "#app/features/admin/sso-problem.tsx";
import { oidcSettings, SsoError, startSso } from "#app/features/admin/sso.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.login.sso";

/** Every answer is private like the rest of the admin. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({ ...Object.fromEntries(loaderHeaders), ...adminHeaders() });

/**
 * Sends the browser to the identity provider, remembering the flow in a cookie (sso.server.ts). A
 * link, not a form: the site's CSP (form-action 'self') stops a form's redirect to another origin,
 * and starting a flow grants nothing; the callback's state check is what stops a forged sign-in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = oidcSettings(context.env);
  if (!settings) return data({ problem: "off" as const }, { status: SSO_PROBLEMS.off.status });
  const next = safeAdminPath(new URL(request.url).searchParams.get("next"));
  try {
    const { url, cookie } = await startSso(context.env, settings, { next, secure: context.secure });
    return redirect(url, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (!(error instanceof SsoError)) throw error;
    context.logger.error(error.detail, "single sign-on: the identity provider is unavailable");
    return data({ problem: "unavailable" as const }, { status: SSO_PROBLEMS.unavailable.status });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Single sign-on | ${brand.name} Admin`, description: `Sign in to the ${brand.name} admin with single sign-on.`, path: "/admin/login/sso", noindex: true });

export default function SsoStartPage({ loaderData }: Route.ComponentProps) {
  return <SsoProblemCard problem={loaderData.problem} email={null} />;
}
