// Every /admin loader and action calls one of these itself; there is no middleware to forget.
import { data, redirect } from "react-router";
import type { AppContext } from "#app/load-context.ts";
import { ADMIN_FORM_BODY_LIMIT, readFormBody } from "#app/lib/form-body.server.ts";
import { ADMIN_SECTIONS, roleAllows, roleHome, type StaffCapability, type StaffRole } from "./roles.ts";
import { SIGN_IN_IN_PLACE_FIELD } from "./sign-in-in-place.ts";
import { clearedSessionCookie, csrfTokenMatches, getSession, readSessionToken, type AdminSession } from "./session.server.ts";

/**
 * Where a sign-in lands without a `next`. Not /admin itself: a client-side navigation there asks
 * for /admin.data, which the session cookie (Path=/admin) does not reach. A role without the blog
 * is sent to its own home instead (landingFor).
 */
export const ADMIN_HOME = "/admin/blog";
export const LOGIN_PATH = "/admin/login";

type GuardContext = Pick<AppContext, "db" | "env" | "secure">;

/** Resolves `next` the way a browser would; only the result's origin and path are judged. */
const RESOLVE_BASE = "http://next.invalid";

/**
 * Where a sign-in may send the admin afterwards: only back into the admin, never elsewhere. The
 * value is resolved as a browser resolves a Location (dot segments, %2e, backslashes, tabs), and
 * the resolved path is what is checked and returned.
 */
export function safeAdminPath(next: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  if (!next || !next.startsWith("/") || /[\u0000-\u0020\u007f\\]/.test(next)) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(next, RESOLVE_BASE);
  } catch {
    return ADMIN_HOME;
  }
  const { origin, pathname, search } = url;
  const inAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  if (origin !== RESOLVE_BASE || !inAdmin || pathname.includes("//")) return ADMIN_HOME;
  if (pathname.startsWith(LOGIN_PATH) || pathname.startsWith("/admin/logout")) return ADMIN_HOME;
  return pathname + search;
}

/** Where a role goes after signing in: `next`, unless that is a section the role may not use. */
export function landingFor(role: StaffRole, next: string): string {
  const section = ADMIN_SECTIONS.find(({ href }) => next === href || next.startsWith(`${href}/`) || next.startsWith(`${href}?`));
  if (next === "/admin" || (section && !roleAllows(role, section.capability))) return roleHome(role);
  return next;
}

export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  return `${LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`;
}

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * What a write without a live session is told. `sessionEnded` lets a page ask to sign in in place;
 * `intent` (when the page gets it back) says which of its forms was refused.
 */
export type SessionEnded = { sessionEnded: true; message: string; intent?: string };

/** The 401 for a write without a live session (clearing a stale cookie). */
function sessionEndedAnswer(request: Request, context: GuardContext, intent?: string) {
  const headers = readSessionToken(request) ? { "Set-Cookie": clearedSessionCookie(context.secure) } : undefined;
  const body: SessionEnded = { sessionEnded: true, message: "Your session has ended. Please sign in again.", ...(intent ? { intent } : {}) };
  return data(body, { status: 401, headers });
}

export type { StaffCapability } from "./roles.ts";

/**
 * Whether a session may do this: its role's capabilities (roles.ts names them and what each role
 * has). The role is read with the session on every request, so a change applies at once.
 */
export function allows(session: Pick<AdminSession, "role">, capability: StaffCapability): boolean {
  return roleAllows(session.role, capability);
}

/** The refusal's text; with it goes the role's home, which the admin's error page links to (AdminErrorPage). */
export const NOT_ALLOWED_MESSAGE = "Your account's role does not include this. Ask an admin if you need it.";

function notAllowed(session: AdminSession): never {
  throw data({ message: NOT_ALLOWED_MESSAGE, home: roleHome(session.role) }, { status: 403 });
}

/** For a page whose parts need more than the page itself: 403 unless the session's role allows this too. */
export function requireAllowed(session: AdminSession, capability: StaffCapability): void {
  if (!allows(session, capability)) notAllowed(session);
}

/**
 * The signed-in staff member, or: a redirect to the sign-in page for page views, and 401 for
 * anything that writes (a form post without a live session must never look like it worked). A
 * session whose role lacks the capability gets 403. Every admin loader names what it reads.
 */
export async function requireAdmin(request: Request, context: GuardContext, can: StaffCapability): Promise<AdminSession> {
  const token = readSessionToken(request);
  const session = await getSession(context.db, token);
  if (session) {
    if (!allows(session, can)) notAllowed(session);
    return session;
  }
  if (isRead(request)) {
    throw redirect(loginUrl(request), { headers: token ? { "Set-Cookie": clearedSessionCookie(context.secure) } : undefined });
  }
  throw sessionEndedAnswer(request, context);
}

/**
 * A same-origin check on writes. Browsers send Origin on every POST; a request with neither Origin
 * nor Sec-Fetch-Site comes from a non-browser client, which cannot be a cross-site forgery (and
 * still needs the session's CSRF token).
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  return !fetchSite || fetchSite === "same-origin" || fetchSite === "none";
}

export function forbidden(): never {
  throw data({ message: "This request could not be verified. Reload the page and try again." }, { status: 403 });
}

/**
 * What a write asks for besides a session: a capability (see `allows`), or a list of which any one
 * will do (an endpoint two editors share, such as the Markdown preview), and how large a body its
 * route accepts (an admin form by default; the image upload declares its own).
 */
export type WriteOptions = { can: StaffCapability | readonly StaffCapability[]; bodyLimit?: number };

const allowsAny = (session: AdminSession, can: WriteOptions["can"]) => (typeof can === "string" ? [can] : can).some((capability) => allows(session, capability));

/** Same origin and the session's CSRF token (403 without); reads the form within the route's limit (413 past it). */
async function verifiedWrite(request: Request, context: GuardContext, session: AdminSession, options: WriteOptions) {
  if (!allowsAny(session, options.can)) notAllowed(session);
  if (!isSameOrigin(request, context.env.SITE_URL)) forbidden();
  const form = await readFormBody(request, { limit: options.bodyLimit ?? ADMIN_FORM_BODY_LIMIT });
  if (!csrfTokenMatches(session, form.get("csrf"))) forbidden();
  return { session, form };
}

/** For actions: a live session (401 without), same origin and the session's CSRF token (403 without). */
export async function requireAdminWrite(
  request: Request,
  context: GuardContext,
  options: WriteOptions,
): Promise<{ session: AdminSession; form: FormData }> {
  return verifiedWrite(request, context, await requireAdmin(request, context, "account"), options);
}

/**
 * requireAdminWrite for a page whose form must outlive its session (the post editor): when the
 * post says the page can sign in again in place (SIGN_IN_IN_PLACE_FIELD), a write without a live
 * session gets its 401 returned instead of thrown, naming the refused form's `intent`, so the
 * action answers with it and the page stays on screen with what was typed (a thrown 401 replaces
 * the page with the error page, which is still what a post without the field gets). Origin and
 * CSRF checks throw as always.
 */
export async function requireAdminWriteInPlace(
  request: Request,
  context: GuardContext,
  options: WriteOptions,
): Promise<{ session: AdminSession; form: FormData } | { signedOut: ReturnType<typeof sessionEndedAnswer> }> {
  const session = await getSession(context.db, readSessionToken(request));
  if (session) return verifiedWrite(request, context, session, options);
  // Nothing is done with the body but reading whether and where to answer in place; one that is
  // refused (too large, not a form) gets the plain 401.
  const form = await readFormBody(request, { limit: options.bodyLimit ?? ADMIN_FORM_BODY_LIMIT }).catch(() => null);
  if (form?.get(SIGN_IN_IN_PLACE_FIELD) !== "1") throw sessionEndedAnswer(request, context);
  const intent = form.get("intent");
  return { signedOut: sessionEndedAnswer(request, context, typeof intent === "string" && /^[a-z-]{1,20}$/.test(intent) ? intent : undefined) };
}

/** Admin responses are private and never indexed. */
export const adminHeaders = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });
