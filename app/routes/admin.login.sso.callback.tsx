import { data, redirect } from "react-router";
import { brand } from "#app/config/site.ts";
import { adminHeaders, landingFor } from "#app/features/admin/guard.server.ts";
import { startSession } from "#app/features/admin/sign-in.server.ts";
import { resolveSsoMember } from "#app/features/admin/sso-members.server.ts";
import { SSO_PROBLEMS, SsoProblemCard, type SsoProblem } from "#app/features/admin/sso-problem.tsx";
import { clearedFlowCookie, finishSso, oidcSettings, readFlow, SsoError, type SsoIdentity } from "#app/features/admin/sso.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.login.sso.callback";

/** A refusal keeps the cleared flow cookie; every answer is private like the rest of the admin. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({ ...Object.fromEntries(loaderHeaders), ...adminHeaders() });

/**
 * Where the identity provider sends the browser back. Every answer ends the flow (its cookie is
 * cleared), so a callback works once; one that cannot be trusted or signs nobody in ends on a page
 * saying why, with the way back to the sign-in page, and the reason in the log (never a token).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers({ "Set-Cookie": clearedFlowCookie(context.secure) });
  const problem = (name: SsoProblem, email: string | null, detail: Record<string, unknown> = {}) => {
    // An outage is the operator's to see (error); any other refusal is the visitor's (warn).
    context.logger[name === "unavailable" ? "error" : "warn"]({ problem: name, ip: context.clientIp, ...detail }, "single sign-on did not sign in");
    return data({ problem: name, email }, { status: SSO_PROBLEMS[name].status, headers });
  };

  const settings = oidcSettings(context.env);
  if (!settings) return problem("off", null);
  const params = new URL(request.url).searchParams;
  const providerError = params.get("error");
  if (providerError) return problem("provider-error", null, { error: providerError.slice(0, 100) });
  const flow = readFlow(request);
  if (!flow) return problem("expired", null);
  // openid-client checks it too; checked first so a mismatch never reaches the provider.
  if (params.get("state") !== flow.state) return problem("bad-state", null);

  let identity: SsoIdentity;
  try {
    identity = await finishSso(context.env, settings, request, flow);
  } catch (error) {
    if (!(error instanceof SsoError)) throw error;
    return problem(error.kind, null, error.detail);
  }
  const rules = { allowedDomains: context.env.OIDC_ALLOWED_DOMAINS ?? [], defaultRole: context.env.OIDC_DEFAULT_ROLE };
  const outcome = await resolveSsoMember(context.db, rules, identity);
  if (!outcome.ok) return problem(outcome.reason, outcome.email, { subject: identity.subject });

  if (outcome.joined) context.logger.info({ adminId: outcome.member.adminId, role: outcome.member.role }, "staff member joined through single sign-on");
  headers.append("Set-Cookie", await startSession(context, request, outcome.member, "sso"));
  return redirect(landingFor(outcome.member.role, flow.next), { headers });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Single sign-on | ${brand.name} Admin`, description: `Sign in to the ${brand.name} admin with single sign-on.`, path: "/admin/login/sso/callback", noindex: true });

export default function SsoCallbackPage({ loaderData }: Route.ComponentProps) {
  return <SsoProblemCard problem={loaderData.problem} email={loaderData.email} />;
}
