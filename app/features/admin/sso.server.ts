// Single sign-on through an OpenID provider (docs/decisions/046): the authorization code flow with
// PKCE (S256), state and nonce, by openid-client. What one browser's sign-in needs between leaving
// for the provider and coming back travels in a short-lived HttpOnly cookie scoped to the sign-in
// pages; the server keeps nothing per flow, so any process can finish a flow another began.
import { parse, serialize } from "cookie";
import * as oidc from "openid-client";
import type { Env } from "#app/env.server.ts";
import { LOGIN_PATH, safeAdminPath } from "./guard.server.ts";

export const SSO_START_PATH = `${LOGIN_PATH}/sso`;
export const SSO_CALLBACK_PATH = `${LOGIN_PATH}/sso/callback`;
export const SSO_COOKIE = "lumenguard_sso";
/** How long a browser may take at the provider before the sign-in must start over. */
export const SSO_FLOW_TTL_MS = 10 * 60 * 1000;
/** How long discovery and each call to the provider may take before the provider counts as down. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export type OidcEnv = Pick<Env, "SITE_URL" | "OIDC_ISSUER" | "OIDC_CLIENT_ID" | "OIDC_CLIENT_SECRET">;
type OidcSettings = { issuer: string; clientId: string; clientSecret: string };

/** The provider's settings, or null when single sign-on is off (env.server.ts asks for all three or none). */
export function oidcSettings(env: OidcEnv): OidcSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET };
}

export const ssoEnabled = (env: OidcEnv) => oidcSettings(env) !== null;

/** The address the provider sends the browser back to; the provider must list it for this client. */
export const ssoRedirectUri = (env: Pick<Env, "SITE_URL">) => `${env.SITE_URL}${SSO_CALLBACK_PATH}`;

const configurations = new Map<string, Promise<oidc.Configuration>>();

/**
 * The provider's discovered configuration, fetched once per process and kept. A failed discovery is
 * forgotten, so the next sign-in asks again.
 */
function configuration({ issuer, clientId, clientSecret }: OidcSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([issuer, clientId, clientSecret]);
  let pending = configurations.get(key);
  if (!pending) {
    // Plain http is only for a provider run beside the site (the tests'); https everywhere else.
    const execute = new URL(issuer).protocol === "http:" ? [oidc.allowInsecureRequests] : [];
    pending = oidc.discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(clientSecret), { timeout: PROVIDER_TIMEOUT_SECONDS, execute });
    pending.catch(() => configurations.delete(key));
    configurations.set(key, pending);
  }
  return pending;
}

/** What the callback checks the provider's answer against. */
type Flow = { state: string; nonce: string; verifier: string; next: string; startedAt: number };

const FLOW_VALUE = /^[A-Za-z0-9_-]{20,200}$/;

function flowCookie(flow: Flow, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(flow)).toString("base64url");
  // SameSite=Lax: the provider sends the browser back with a top-level GET from its own site, which
  // Strict would strip the cookie from.
  return serialize(SSO_COOKIE, value, { httpOnly: true, sameSite: "lax", secure, path: LOGIN_PATH, maxAge: SSO_FLOW_TTL_MS / 1000 });
}

/** Set on every answer of the callback: one flow, one try. */
export const clearedFlowCookie = (secure: boolean) => serialize(SSO_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: LOGIN_PATH, maxAge: 0 });

/**
 * The flow in the request's cookie, or null when there is none, it is malformed or older than the
 * flow's lifetime. No signature: each value is random and only compared with what the provider
 * sends back, and whoever could write this cookie could as well get a genuine one by starting a flow.
 */
export function readFlow(request: Request, now = Date.now()): Flow | null {
  const raw = parse(request.headers.get("Cookie") ?? "")[SSO_COOKIE];
  if (!raw || raw.length > 2048) return null;
  let flow: Partial<Flow>;
  try {
    flow = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Partial<Flow>;
  } catch {
    return null;
  }
  const { state, nonce, verifier, next, startedAt } = flow;
  if (![state, nonce, verifier].every((value) => typeof value === "string" && FLOW_VALUE.test(value))) return null;
  if (typeof startedAt !== "number" || now - startedAt > SSO_FLOW_TTL_MS || startedAt > now + 60_000) return null;
  return { state: state!, nonce: nonce!, verifier: verifier!, next: safeAdminPath(typeof next === "string" ? next : null), startedAt };
}

/** Why the provider could not be used: down or unreachable (503), or the exchange itself failed (400). */
export class SsoError extends Error {
  constructor(
    readonly kind: "unavailable" | "failed",
    readonly detail: Record<string, unknown>,
  ) {
    super(`single sign-on ${kind}`);
  }
}

/**
 * Whether the provider is down rather than the exchange wrong: a network failure or a timeout (as
 * fetch reports them), or a 5xx from it, anywhere in the error's causes.
 */
function isUnreachable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof TypeError || current.name === "TimeoutError" || current.name === "AbortError") return true;
    const status = current.cause instanceof Response ? current.cause.status : (current as { status?: unknown }).status;
    if (typeof status === "number" && status >= 500) return true;
  }
  return false;
}

/** What is safe to log about a failure: names and codes, never a token (error objects carry none in these fields). */
function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const { name, message } = error;
  const code = (error as { code?: unknown }).code;
  const oauthError = error instanceof oidc.ResponseBodyError ? { oauthError: error.error, description: error.error_description } : {};
  const cause = error.cause instanceof Error ? { cause: error.cause.message } : error.cause instanceof Response ? { status: error.cause.status } : {};
  return { name, message, ...(code ? { code } : {}), ...oauthError, ...cause };
}

async function reachProvider(settings: OidcSettings): Promise<oidc.Configuration> {
  try {
    return await configuration(settings);
  } catch (error) {
    throw new SsoError("unavailable", { step: "discovery", ...describe(error) });
  }
}

/** Starts a flow: the provider's authorization URL to send the browser to, and the cookie that remembers the flow. */
export async function startSso(env: OidcEnv, settings: OidcSettings, { next, secure }: { next: string; secure: boolean }) {
  const config = await reachProvider(settings);
  const flow: Flow = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    next: safeAdminPath(next),
    startedAt: Date.now(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: ssoRedirectUri(env),
    scope: "openid email",
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
  });
  return { url: url.toString(), cookie: flowCookie(flow, secure) };
}

export type SsoIdentity = { subject: string; email: string | null; emailVerified: boolean };

/**
 * Finishes a flow: exchanges the code (with the PKCE verifier) and validates the ID token (issuer,
 * audience, nonce, expiry), all by openid-client; then who signed in. The address comes
 * from the ID token, or from the UserInfo endpoint for providers that keep it there.
 */
export async function finishSso(env: OidcEnv, settings: OidcSettings, request: Request, flow: Flow): Promise<SsoIdentity> {
  const config = await reachProvider(settings);
  // The URL the provider redirected to, at the site's public address (behind a proxy the request's own may differ).
  const currentUrl = new URL(ssoRedirectUri(env));
  currentUrl.search = new URL(request.url).search;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    const source = typeof claims.email === "string" ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    return {
      subject: claims.sub,
      email: typeof source.email === "string" ? source.email : null,
      emailVerified: source.email_verified === true,
    };
  } catch (error) {
    throw new SsoError(isUnreachable(error) ? "unavailable" : "failed", { step: "code exchange", ...describe(error) });
  }
}
