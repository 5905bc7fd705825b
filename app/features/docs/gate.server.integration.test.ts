import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { parseEnv } from "#app/env.server.ts";
import type { AppContext } from "#app/load-context.ts";
import { ACCESS_COOKIE, docsGateAction, hasDocsAccess, PASSWORD_ATTEMPTS, requireDocsAccess, safeNextPath } from "./gate.server.ts";
import { docsPhrase } from "./phrase.server.ts";

/** What the action returns: a redirect Response, or data() with a status (React Router's DataWithResponseInit). */
type ActionResult = Response | { data: { error: string }; init: ResponseInit | null };

function statusOf(result: ActionResult): number {
  return result instanceof Response ? result.status : (result.init?.status ?? 200);
}
function headersOf(result: ActionResult): Headers {
  return result instanceof Response ? result.headers : new Headers(result.init?.headers);
}

describe.each(testDatabaseTargets())("docs gate on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let ipCounter = 0;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  const context = (env: Record<string, string> = {}, overrides: Partial<AppContext> = {}): AppContext => ({
    env: parseEnv({ DOCS_PASSWORD: "trust but verify", ...env }),
    db: handle.db,
    logger: pino({ level: "silent" }),
    cspNonce: "n",
    clientIp: `198.51.100.${ipCounter++}`,
    secure: false,
    ...overrides,
  });

  const post = (fields: Record<string, string>, url = "http://localhost/docs") =>
    new Request(url, { method: "POST", body: new URLSearchParams(fields) });

  const cookieFrom = (result: ActionResult) => {
    const header = headersOf(result).get("Set-Cookie") ?? "";
    return header.split(";")[0]!;
  };

  const withCookie = (cookie: string) => new Request("http://localhost/docs", { headers: { Cookie: cookie } });

  it("refuses a wrong phrase with the spec's message and no cookie", async () => {
    const result = (await docsGateAction(post({ intent: "unlock", password: "trust me" }), context(), "/docs")) as ActionResult;
    expect(statusOf(result)).toBe(401);
    expect(result).not.toBeInstanceOf(Response);
    expect((result as { data: { error: string } }).data.error).toBe("Invalid password. Please try again.");
    expect(headersOf(result).get("Set-Cookie")).toBeNull();
    expect(headersOf(result).get("Cache-Control")).toBe("private, no-store");
  });

  it("accepts the phrase in any case with spaces around, sets a signed HttpOnly cookie and returns to the page", async () => {
    const ctx = context();
    const result = (await docsGateAction(
      post({ intent: "unlock", password: "  TRUST but Verify \n", fragment: "#deployment-scenarios" }),
      ctx,
      "/docs",
    )) as ActionResult;
    expect(statusOf(result)).toBe(303);
    expect(headersOf(result).get("Location")).toBe("/docs#deployment-scenarios");
    const setCookie = headersOf(result).get("Set-Cookie")!;
    expect(setCookie).toMatch(new RegExp(`^${ACCESS_COOKIE}=\\d+\\.[\\w-]{43}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));

    expect(await hasDocsAccess(withCookie(cookieFrom(result)), ctx)).toBe(true);
    expect(await hasDocsAccess(new Request("http://localhost/docs"), ctx)).toBe(false);
    const tampered = cookieFrom(result).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(await hasDocsAccess(withCookie(tampered), ctx)).toBe(false);
  });

  it("marks the cookie Secure over HTTPS and ignores fragments that are not plain anchors", async () => {
    const result = (await docsGateAction(
      post({ intent: "unlock", password: "trust but verify", fragment: "#x\"><script>" }),
      context({}, { secure: true }),
      "/docs/api",
    )) as ActionResult;
    expect(headersOf(result).get("Location")).toBe("/docs/api");
    expect(headersOf(result).get("Set-Cookie")).toContain("; Secure");
  });

  it("sends a locked reader of a docs file to the password screen, and back to the file once unlocked", async () => {
    const ctx = context();
    const refusal = await requireDocsAccess(new Request("http://localhost/docs/llms.txt"), ctx).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(303);
    expect((refusal as Response).headers.get("Location")).toBe("/docs?next=%2Fdocs%2Fllms.txt");
    expect((refusal as Response).headers.get("Cache-Control")).toBe("private, no-store");

    const unlocked = (await docsGateAction(
      post({ intent: "unlock", password: "trust but verify", fragment: "#overview" }, "http://localhost/docs?next=%2Fdocs%2Fllms.txt"),
      ctx,
      "/docs",
    )) as ActionResult;
    expect(headersOf(unlocked).get("Location")).toBe("/docs/llms.txt");
    await expect(requireDocsAccess(new Request("http://localhost/docs/llms.txt", { headers: { Cookie: cookieFrom(unlocked) } }), ctx)).resolves.toBeUndefined();
  });

  it("returns an unlocked reader only to a plain docs path", () => {
    expect(safeNextPath("/docs/deployment/upgrading.md")).toBe("/docs/deployment/upgrading.md");
    for (const next of ["https://evil.example/docs", "//evil.example", "/docs/../admin", "/admin", "/docs\\evil", "/docs/a b", null]) {
      expect(safeNextPath(next)).toBeUndefined();
    }
  });

  it("signs everybody out when the phrase changes", async () => {
    const result = (await docsGateAction(post({ intent: "unlock", password: "trust but verify" }), context(), "/docs")) as ActionResult;
    const cookie = cookieFrom(result);
    expect(await hasDocsAccess(withCookie(cookie), context())).toBe(true);
    expect(await hasDocsAccess(withCookie(cookie), context({ DOCS_PASSWORD: "a brand new phrase" }))).toBe(false);
  });

  it("clears the cookie on sign-out", async () => {
    const result = (await docsGateAction(post({ intent: "sign-out" }), context(), "/docs/api")) as ActionResult;
    expect(statusOf(result)).toBe(303);
    expect(headersOf(result).get("Location")).toBe("/docs/api");
    expect(headersOf(result).get("Set-Cookie")).toMatch(new RegExp(`^${ACCESS_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax$`));
  });

  it("rate-limits attempts per address, even the right one, and tells when to retry", async () => {
    const ctx = context();
    for (let i = 0; i < PASSWORD_ATTEMPTS.points; i++) {
      expect(statusOf((await docsGateAction(post({ intent: "unlock", password: `guess ${i}` }), ctx, "/docs")) as ActionResult)).toBe(401);
    }
    const blocked = (await docsGateAction(post({ intent: "unlock", password: "trust but verify" }), ctx, "/docs")) as ActionResult;
    expect(statusOf(blocked)).toBe(429);
    expect(Number(headersOf(blocked).get("Retry-After"))).toBeGreaterThan(0);
    expect((blocked as { data: { error: string } }).data.error).toBe("Too many attempts. Please try again in 15 minutes.");

    // Another address is unaffected.
    const other = (await docsGateAction(post({ intent: "unlock", password: "trust but verify" }), context(), "/docs")) as ActionResult;
    expect(statusOf(other)).toBe(303);
  });

  it("a success clears the address's failed attempts", async () => {
    const ctx = context();
    for (let i = 0; i < PASSWORD_ATTEMPTS.points - 1; i++) await docsGateAction(post({ intent: "unlock", password: "no" }), ctx, "/docs");
    expect(statusOf((await docsGateAction(post({ intent: "unlock", password: "trust but verify" }), ctx, "/docs")) as ActionResult)).toBe(303);
    for (let i = 0; i < PASSWORD_ATTEMPTS.points; i++) {
      expect(statusOf((await docsGateAction(post({ intent: "unlock", password: "no" }), ctx, "/docs")) as ActionResult)).toBe(401);
    }
  });

  it("refuses an empty submission before it reaches the limiter", async () => {
    const result = (await docsGateAction(post({ intent: "unlock", password: "   " }), context(), "/docs")) as ActionResult;
    expect(statusOf(result)).toBe(400);
  });

  it("without DOCS_PASSWORD uses one generated phrase, the same for every process", async () => {
    const env = parseEnv({});
    const first = await docsPhrase({ env, db: handle.db });
    expect(first).toMatch(/^[a-z0-9]{5}(-[a-z0-9]{5}){3}$/);
    expect(await docsPhrase({ env, db: handle.db })).toBe(first);
    const ctx = context({}, { env });
    const result = (await docsGateAction(post({ intent: "unlock", password: first.toUpperCase() }), ctx, "/docs")) as ActionResult;
    expect(statusOf(result)).toBe(303);
  });
});
