// The abuse cases of the hardening review (issue 16, items 1-3 and 11), reproduced against the
// whole site (Express, the lead API and React Router's pages) over a real database: oversized and
// malformed form bodies, NUL bytes, the CSP nonce, the sign-in redirect, the legacy archives and
// the walkthrough video's server HTML.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { seedBlogPosts } from "#app/features/blog/seed.server.ts";
import { FORM_BODY_MESSAGES } from "#app/lib/form-body.server.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { streamPost } from "#tests/integration/support/raw-http.ts";
import { rowCounts } from "#tests/integration/support/row-counts.ts";
import { GUARD_MESSAGES } from "#server/request-guard.ts";
import { closeServerBuild, signedInAdmin, startSite, TEST_ADMIN, type Site } from "#tests/integration/support/site-harness.ts";

const MB = 1024 * 1024;

const contactFields = (overrides: Record<string, string> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  workEmail: "ada@engines.example",
  phoneNumber: "",
  message: "Do you support on-premises deployment?",
  website: "",
  idempotencyKey: "",
  ...overrides,
});

/** The longest run of one character in a text: how much of a long value was echoed back. */
const longestRun = (text: string, char: string) => Math.max(0, ...(text.match(new RegExp(`${char}+`, "g")) ?? []).map((run) => run.length));

describe.each(testDatabaseTargets())("request hardening on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let site: Site;
  let admin: { cookie: string; csrf: string };

  beforeAll(async () => {
    handle = await open();
    await seedBlogPosts(handle.db);
    admin = await signedInAdmin(handle.db);
    site = await startSite({ env: testEnv({ DOCS_PASSWORD: "trust but verify" }), db: handle.db });
  });
  afterAll(async () => {
    await site.close();
    await handle.close();
  });

  const storedRows = () => rowCounts(handle.db);

  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${site.url}${path}`, { redirect: "manual", ...init, headers: { Origin: site.url, ...init.headers } });

  describe("item 1: every form body has a size limit", () => {
    const publicForms = ["/contact-us", "/docs", "/docs/api", "/admin/login"];

    it.each(publicForms.flatMap((path) => [
      [path, "declared"],
      [path, "chunked"],
    ]))("%s answers a 20 MB %s body with 413 before reading it, then closes the connection", async (path, kind) => {
      const before = await storedRows();
      const answer = await streamPost(site.url, path, { headers: { Origin: site.url }, chunked: kind === "chunked", maxBytes: 20 * MB });
      expect(answer.status).toBe(413);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.body).toContain(FORM_BODY_MESSAGES.tooLarge(64 * 1024));
      // Answered long before the body was all sent: the server stopped reading at the limit.
      expect(answer.bytesSent).toBeLessThan(10 * MB);
      expect(answer.closed).toBe(true);
      expect(await storedRows()).toEqual(before);
    });

    it("a body past the limit gets its 413 every time, and the connection stays usable", { timeout: 15_000 }, async () => {
      const body = new URLSearchParams(contactFields({ message: "x".repeat(70_000) })).toString();
      for (let i = 0; i < 20; i++) {
        const answer = await request("/contact-us", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
        expect(answer.status).toBe(413);
        await answer.text();
      }
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const send = (method: string, path: string, payload?: string) =>
        new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
          const outgoing = http.request(`${site.url}${path}`, { method, agent, headers: payload ? { "Content-Type": "application/x-www-form-urlencoded" } : {} }, (incoming) => {
            incoming.resume();
            incoming.on("end", () => resolve({ status: incoming.statusCode!, reused: outgoing.reusedSocket }));
          });
          outgoing.on("error", reject);
          outgoing.end(payload);
        });
      // Well past what the request stream buffers ahead: the rest must be drained for the next request.
      const large = new URLSearchParams(contactFields({ message: "x".repeat(400_000) })).toString();
      expect(await send("POST", "/contact-us", large)).toEqual({ status: 413, reused: false });
      expect(await send("GET", "/healthz")).toEqual({ status: 200, reused: true });
      agent.destroy();
    });

    it("a signed-in admin's save may be larger (a full post), but not unbounded", async () => {
      const headers = { Cookie: admin.cookie };
      const fits = await request("/admin/blog", {
        method: "POST",
        headers,
        body: new URLSearchParams({ csrf: admin.csrf, intent: "create", title: "Long read", content: "é".repeat(100_000) }),
      });
      expect(fits.status).toBe(302);
      const tooLarge = await streamPost(site.url, "/admin/blog", { headers: { ...headers, Origin: site.url }, chunked: true, maxBytes: 20 * MB });
      expect(tooLarge.status).toBe(413);
    });

    it("a refused contact post echoes only the form's fields, each cut to 5,000 characters", async () => {
      const answer = await request("/contact-us", {
        method: "POST",
        body: new URLSearchParams(contactFields({ message: "x".repeat(20_000), firstName: "", extra: "y".repeat(30_000) })),
      });
      expect(answer.status).toBe(422);
      const html = await answer.text();
      expect(longestRun(html, "x")).toBe(5000);
      expect(html).not.toContain("yyyy");
      expect(html.length).toBeLessThan(80_000);
    });
  });

  describe("item 2: a malformed form body is a 4xx with a clear message, never a 500", () => {
    const multipartBoundary = "----lumenguard";
    const bodies = {
      "JSON": { status: 415, message: FORM_BODY_MESSAGES.unsupportedType, init: { headers: { "Content-Type": "application/json" }, body: '{"firstName":"Ada"}' } },
      "no content type": { status: 415, message: FORM_BODY_MESSAGES.unsupportedType, init: { headers: {}, body: new Blob(["firstName=Ada"]) } },
      "text/plain": { status: 415, message: FORM_BODY_MESSAGES.unsupportedType, init: { headers: { "Content-Type": "text/plain" }, body: "firstName=Ada" } },
      "broken multipart": {
        status: 400,
        message: FORM_BODY_MESSAGES.unreadable,
        init: { headers: { "Content-Type": `multipart/form-data; boundary=${multipartBoundary}` }, body: `--${multipartBoundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end` },
      },
      "multipart without a boundary": {
        status: 400,
        message: FORM_BODY_MESSAGES.missingBoundary,
        init: { headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\n\r\n" },
      },
    } satisfies Record<string, { status: number; message: string; init: RequestInit }>;
    const actions = ["/contact-us", "/docs", "/docs/api", "/admin/login", "/admin/blog", "/admin/leads", "/admin/logout"];
    const signedIn = (path: string): Record<string, string> =>
      path.startsWith("/admin/") && path !== "/admin/login" ? { Cookie: admin.cookie } : {};

    const kinds = Object.keys(bodies) as Array<keyof typeof bodies>;
    it.each(actions.flatMap((path) => kinds.map((kind) => [path, kind] as const)))(
      "POST %s with %s",
      async (path, kind) => {
        const { status, message, init } = bodies[kind];
        const before = await storedRows();
        const answer = await request(path, { ...init, method: "POST", headers: { ...init.headers, ...signedIn(path) } });
        expect(answer.status).toBe(status);
        // A page answers with its error page; sign-out, a resource route, with the message as JSON.
        expect(answer.headers.get("Content-Type")).toMatch(path === "/admin/logout" ? /^application\/json/ : /^text\/html/);
        expect(await answer.text()).toContain(message);
        expect(await storedRows()).toEqual(before);
      },
    );

    // Refused by the request guard before the route (server/request-guard.ts).
    it.each(actions.flatMap((path) => ["DELETE", "PUT", "PATCH"].map((method) => [method, path])))("%s %s is 405 with Allow", async (method, path) => {
      const answer = await request(path, { method, headers: signedIn(path) });
      expect(answer.status).toBe(405);
      expect(answer.headers.get("Allow")).toBe("GET, HEAD, POST");
      expect(await answer.text()).toContain(GUARD_MESSAGES.method);
    });

    it("POST /contact-us.data with JSON is 415 for React Router's client too", async () => {
      const answer = await request("/contact-us.data", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      expect(answer.status).toBe(415);
      expect(await answer.text()).toContain(FORM_BODY_MESSAGES.unsupportedType);
    });
  });

  describe("item 3: a NUL byte is a 404 in a path and a 400 in a query string or a body", () => {
    it.each(["/blog/%00", "/blog/a%00b", "/blog/author/%00", "/contact-us%00"])("GET %s is 404", async (path) => {
      const answer = await request(path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("Content-Type")).toMatch(/^text\/html/);
    });

    it.each(["/pricing/%", "/blog/%C0", "/blog/author/%E0%A4%A"])("GET %s, whose escapes do not decode, is 400", async (path) => {
      expect((await request(path)).status).toBe(400);
    });

    it("GET /blog/%00.data is 404 for React Router's client", async () => {
      expect((await request("/blog/%00.data")).status).toBe(404);
    });

    it.each(["/blog?q=%00", "/admin/leads?id=%00", "/api/availability?date=%00"])("GET %s is 400", async (path) => {
      expect((await request(path)).status).toBe(400);
    });

    it.each([
      ["/admin/login", { email: "a\u0000@b.example", password: "x" }],
      ["/contact-us", contactFields({ firstName: "Ada\u0000" })],
      ["/docs", { intent: "unlock", password: "trust\u0000" }],
    ])("POST %s with a NUL in a field is 400 and stores nothing", async (path, fields) => {
      const before = await storedRows();
      const answer = await request(path, { method: "POST", body: new URLSearchParams(fields) });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(FORM_BODY_MESSAGES.nulByte);
      expect(await storedRows()).toEqual(before);
    });
  });

  describe("item 11", () => {
    it("the CSP nonce is on the scripts and nowhere in loader data", async () => {
      const page = await request("/contact-us");
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get("Content-Security-Policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      const html = await page.text();
      const mentions = html.split(nonce!).length - 1;
      expect(mentions).toBeGreaterThan(0);
      expect(html.split(`nonce="${nonce}"`).length - 1).toBe(mentions);

      const data = await request("/contact-us.data");
      const nonceOfData = /'nonce-([^']+)'/.exec(data.headers.get("Content-Security-Policy") ?? "")?.[1];
      const body = await data.text();
      expect(body).not.toContain(nonceOfData!);
      expect(body).not.toMatch(/nonce/i);
    });

    it.each([
      ["/admin/leads?kind=booking", "/admin/leads?kind=booking"],
      ["//evil.example", "/admin/blog"],
      ["/\\evil.example", "/admin/blog"],
      ["/admin/../evil.example", "/admin/blog"],
      ["/admin/%2e%2e/evil.example", "/admin/blog"],
      ["/admin/.%2E/%2e./blog", "/admin/blog"],
      ["https://evil.example/admin", "/admin/blog"],
    ])("sign-in with next=%s lands on %s", async (next, landing) => {
      const form = await request(`/admin/login?next=${encodeURIComponent(next)}`);
      expect(await form.text()).toContain(`name="next" value="${landing.replace(/&/g, "&amp;")}"`);
      const answer = await request("/admin/login", { method: "POST", body: new URLSearchParams({ ...TEST_ADMIN, next }) });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(landing);
    });

    it.each([
      ["/blog/author/lumenguard-team", 200, "Author: Lumenguard Team"],
      ["/blog/author/Lumenguard%20Team", 200, "Author: Lumenguard Team"],
      ["/blog/tag/ai-governance", 200, "Tag: AI Governance"],
      ["/blog/tag/prompt-injection", 200, "Tag: Prompt Injection"],
      ["/blog/author/jane-doe", 404, "Oops! Page not found"],
      ["/blog/tag/anything-at-all", 404, "Oops! Page not found"],
      ["/blog/author/---", 404, "Oops! Page not found"],
    ] as const)("%s answers %i", async (path, status, text) => {
      const answer = await request(path);
      expect(answer.status).toBe(status);
      const html = await answer.text();
      expect(html).toContain(text);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    });

    it("the walkthrough video hides its download control in the server's HTML", async () => {
      const html = await (await request("/platform-walkthrough")).text();
      expect(html).toMatch(/<video [^>]*controlsList="nodownload"/i);
    });
  });
});

afterAll(closeServerBuild);
