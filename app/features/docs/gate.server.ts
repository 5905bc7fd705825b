// The server side of the docs password screen: who may read /docs and /docs/api, and the form
// actions that unlock and sign out. Checked in every docs loader (never only in the browser).
import { parseCookie, stringifySetCookie } from "cookie";
import { data, redirect } from "react-router";
import type { AppContext } from "#app/load-context.ts";
import { getOrCreateSecret, randomKey } from "#app/lib/app-secrets.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { rateLimiter, type RateLimitPolicy } from "#app/lib/rate-limit.server.ts";
import {
  phraseFingerprint,
  phrasesMatch,
  signAccessToken,
  verifyAccessToken,
  type TokenInput,
} from "./access-token.server.ts";
import { docsPhrase, SECRET_NAMES } from "./phrase.server.ts";
import { GATE_INTENT, INVALID_PASSWORD_MESSAGE, tooManyAttemptsMessage, type GateActionData } from "./gate.ts";

export const ACCESS_COOKIE = "docs_access";
/** A reader stays signed in for 30 days, or until the phrase changes or they sign out. */
const ACCESS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Ten tries per quarter hour per address: plenty for people, useless for guessing. */
export const PASSWORD_ATTEMPTS: RateLimitPolicy = { name: "docs-password", points: 10, windowSeconds: 15 * 60 };

type GateContext = Pick<AppContext, "env" | "db">;

async function tokenInput(context: GateContext): Promise<TokenInput> {
  const [phrase, key] = await Promise.all([
    docsPhrase(context),
    getOrCreateSecret(context.db, SECRET_NAMES.cookieKey, randomKey).then((secret) => secret.value),
  ]);
  return { key, fingerprint: phraseFingerprint(phrase) };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function hasDocsAccess(request: Request, context: GateContext): Promise<boolean> {
  const header = request.headers.get("Cookie");
  if (!header) return false;
  const token = parseCookie(header)[ACCESS_COOKIE];
  if (!token) return false;
  return verifyAccessToken(token, await tokenInput(context), nowSeconds(), ACCESS_MAX_AGE_SECONDS);
}

function accessCookie(value: string, secure: boolean, maxAge: number): string {
  return stringifySetCookie(ACCESS_COOKIE, value, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge });
}

/** Docs answers differ per reader and must never sit in a shared cache. */
export const privateHeaders = { "Cache-Control": "private, no-store", Vary: "Cookie" } as const;

/**
 * What a docs loader returns to a reader who has unlocked: the docs themselves are not for search
 * engines. The password screen stays indexable, so a search for the docs finds the way in.
 */
export const unlockedDocs = <T>(value: T) => data(value, { headers: { "X-Robots-Tag": "noindex" } });

/**
 * To throw at a docs address with nothing there, for a reader who has unlocked (a locked one gets
 * the password screen at every address, so which pages exist stays unknown): the site's 404 page.
 */
export const docsNotFound = () => data(null, { status: 404, headers: privateHeaders });

/** The headers of a docs file (llms.txt, a page's Markdown…) sent to a reader who has unlocked. */
export const docsFileHeaders = (contentType: string) => ({ ...privateHeaders, "X-Robots-Tag": "noindex", "Content-Type": contentType });

/**
 * The docs routes' `headers` export: the private headers always, the loader's noindex when the
 * docs were sent (and its Content-Type when it answers a page's address with a file, see
 * app/entry.server.tsx), and the action's Retry-After (React Router builds document headers from
 * this function, not from the loader's or action's response).
 */
export function docsRouteHeaders({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(privateHeaders);
  for (const [name, source] of [["X-Robots-Tag", loaderHeaders], ["Content-Type", loaderHeaders], ["Retry-After", actionHeaders]] as const) {
    const value = source.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * Where a reader goes once unlocked, when they came from a docs file (llms.txt, a page's Markdown,
 * the OpenAPI document…): only a docs path of plain characters, never another site or page.
 */
export function safeNextPath(value: string | null): string | undefined {
  return value !== null && /^\/docs(\/[\w.~-]+)*$/.test(value) && !value.includes("..") ? value : undefined;
}

/**
 * For a docs route that answers with a file instead of a page: a locked reader is sent to the
 * password screen, which brings them back here once the phrase is accepted. Throws the redirect.
 */
export async function requireDocsAccess(request: Request, context: GateContext): Promise<void> {
  if (await hasDocsAccess(request, context)) return;
  const next = safeNextPath(new URL(request.url).pathname);
  throw redirect(next ? `/docs?next=${encodeURIComponent(next)}` : "/docs", { status: 303, headers: privateHeaders });
}

/** Only a plain section id may ride along as the fragment to land on after unlocking. */
function safeFragment(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^#[A-Za-z][\w-]{0,63}$/.test(value) ? value : "";
}

/**
 * The action behind both docs pages: unlock (password form) and sign out.
 * `path` is the page to return to, so a success is a fresh GET that renders the docs.
 */
export async function docsGateAction(
  request: Request,
  context: AppContext,
  path: string,
) {
  const form = await readFormBody(request);
  const intent = form.get("intent");

  if (intent === GATE_INTENT.signOut) {
    return redirect(path, { status: 303, headers: { ...privateHeaders, "Set-Cookie": accessCookie("", context.secure, 0) } });
  }
  const refuse = (error: string, status: number, headers: Record<string, string> = {}) =>
    data<GateActionData>({ error }, { status, headers: { ...privateHeaders, ...headers } });

  if (intent !== GATE_INTENT.unlock) return refuse("Unknown action.", 400);

  const entered = form.get("password");
  if (typeof entered !== "string" || entered.trim() === "") {
    return refuse(INVALID_PASSWORD_MESSAGE, 400);
  }

  const limiter = rateLimiter(context.db, PASSWORD_ATTEMPTS);
  const limit = await limiter.consume(context.clientIp);
  if (limit.limited) {
    context.logger.warn({ ip: context.clientIp }, "docs password attempts rate-limited");
    return refuse(tooManyAttemptsMessage(limit.retryAfterSeconds), 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  if (!phrasesMatch(entered, await docsPhrase(context))) {
    return refuse(INVALID_PASSWORD_MESSAGE, 401);
  }

  await limiter.reset(context.clientIp);
  const token = signAccessToken(await tokenInput(context), nowSeconds());
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  return redirect(next ?? `${path}${safeFragment(form.get("fragment"))}`, {
    status: 303,
    headers: { ...privateHeaders, "Set-Cookie": accessCookie(token, context.secure, ACCESS_MAX_AGE_SECONDS) },
  });
}
