// Issue 37, item 5: no request line or header makes a 5xx or an error-level log line. Raw bytes
// over a socket (no HTTP client would send them) to the whole site as production runs it: the
// Express stack with the request guard, the page cache, static files, React Router's pages and
// actions, the lead API, the CONNECT refusal on the http server, and the production logger.
import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { rawRequest } from "#tests/integration/support/raw-http.ts";
import { closeServerBuild, startSite, type Site } from "#tests/integration/support/site-harness.ts";
import { createLogger } from "#server/logger.ts";

/**
 * Every kind of address the site answers (a stored page, a page rendered per request, a static
 * file, an action, the API), with what a well-formed GET gets.
 */
const TARGETS = {
  "cached page": ["/pricing", 200],
  "uncached page": ["/docs", 200],
  "static file": ["/favicon.svg", 200],
  action: ["/newsletter", 200],
  "lead API": ["/api/functions/send-contact-email", 405],
  "availability API": ["/api/availability", 422],
} as const;

const HOST = "Host: localhost";

/** A request line and headers for `path`, each malformed in one way. */
const MALFORMED: Record<string, (path: string) => string> = {
  "TRACE": (path) => `TRACE ${path} HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "PROPFIND": (path) => `PROPFIND ${path} HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "OPTIONS": (path) => `OPTIONS ${path} HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "a made-up method": (path) => `BREW ${path} HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "a lowercase method": (path) => `get ${path} HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "CONNECT to the path": (path) => `CONNECT ${path} HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "an absolute-form target": (path) => `GET http://evil.example${path} HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "an absolute-form POST": (path) => `POST http://evil.example${path} HTTP/1.1\r\n${HOST}\r\nContent-Length: 3\r\n\r\na=b`,
  "the asterisk target": () => `GET * HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "Host a b": (path) => `GET ${path} HTTP/1.1\r\nHost: a b\r\n\r\n`,
  "Host [::1": (path) => `GET ${path} HTTP/1.1\r\nHost: [::1\r\n\r\n`,
  "Host x:99999": (path) => `GET ${path} HTTP/1.1\r\nHost: x:99999\r\n\r\n`,
  "Host with a path": (path) => `GET ${path} HTTP/1.1\r\nHost: evil.example/x\r\n\r\n`,
  "Host with credentials": (path) => `GET ${path} HTTP/1.1\r\nHost: user@evil.example\r\n\r\n`,
  "an empty Host": (path) => `GET ${path} HTTP/1.1\r\nHost: \r\n\r\n`,
  "two Host headers": (path) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n`,
  "no Host on HTTP/1.1": (path) => `GET ${path} HTTP/1.1\r\n\r\n`,
  "no Host on HTTP/1.0": (path) => `GET ${path} HTTP/1.0\r\n\r\n`,
  "a bad X-Forwarded-Host behind a trusted proxy": (path) => `GET ${path} HTTP/1.1\r\n${HOST}\r\nX-Forwarded-Host: x:99999\r\n\r\n`,
  "a bad X-Forwarded-Proto behind a trusted proxy": (path) => `GET ${path} HTTP/1.1\r\n${HOST}\r\nX-Forwarded-Proto: 1x\r\n\r\n`,
  "POST with Host a b": (path) => `POST ${path} HTTP/1.1\r\nHost: a b\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=b`,
  "HTTP/9.9": (path) => `GET ${path} HTTP/9.9\r\n${HOST}\r\n\r\n`,
  "a space in the path": (path) => `GET ${path}/a b HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "an overlong header": (path) => `GET ${path} HTTP/1.1\r\n${HOST}\r\nX-Filler: ${"x".repeat(20_000)}\r\n\r\n`,
  "a header without a colon": (path) => `GET ${path} HTTP/1.1\r\n${HOST}\r\nNoColonHere\r\n\r\n`,
  "a control character in the path": (path) => `GET ${path}\u0001 HTTP/1.1\r\n${HOST}\r\n\r\n`,
  "a bare LF request": (path) => `GET ${path} HTTP/1.1\n${HOST}\n\n`,
  "Content-Length and chunked together": (path) =>
    `POST ${path} HTTP/1.1\r\n${HOST}\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
};

/**
 * Odd but readable: Node's parser takes them (HTTP/1.1 answers a 2.0 or a 0.9-style request line),
 * so they reach the routes like any request. They must simply not fail.
 */
const TOLERATED: Record<string, (path: string) => string> = {
  "HTTP/2.0 in a request line": (path) => `GET ${path} HTTP/2.0\r\n${HOST}\r\n\r\n`,
  "no version": (path) => `GET ${path}\r\n${HOST}\r\n\r\n`,
};

describe.each(testDatabaseTargets())("request lines and headers on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let site: Site;
  let lines: Array<{ level: number; msg?: string; err?: unknown; res?: { statusCode?: number } }>;
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });

  beforeAll(async () => {
    lines = [];
    handle = await open();
    // TRUST_PROXY set: React Router then reads X-Forwarded-Host, whoever sends it.
    site = await startSite({
      env: testEnv({ TRUST_PROXY: "1" }),
      db: handle.db,
      pageCache: true,
      clientDir: "public",
      logger: createLogger("info", { destination }),
    });
  });
  afterAll(async () => {
    await site.close();
    await handle.close();
  });
  beforeEach(() => {
    lines = [];
  });

  const send = (text: string) => rawRequest(site.url, text);

  /** The test's log lines at error level or above, and any 4xx line carrying an error (a stack). */
  const faults = () => lines.filter((line) => line.level >= 50 || ((line.res?.statusCode ?? 0) >= 400 && line.err));

  it("serves every target to a well-formed request (the cases below reach what they aim at)", async () => {
    for (const [path, status] of Object.values(TARGETS)) {
      const answer = await send(`GET ${path} HTTP/1.1\r\n${HOST}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(status);
    }
  });

  const cases = (requests: Record<string, (path: string) => string>) =>
    Object.entries(TARGETS).flatMap(([kind, [path]]) => Object.keys(requests).map((name) => [name, kind, path] as const));

  it.each(cases(MALFORMED))("%s to the %s (%s): a 4xx, no error line", async (name, _kind, path) => {
    const answer = await send(MALFORMED[name]!(path));
    expect(answer.status, answer.head).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.head).toBeLessThan(500);
    expect(faults()).toEqual([]);
  });

  it.each(cases(TOLERATED))("%s to the %s (%s): no 5xx, no error line", async (name, _kind, path) => {
    const answer = await send(TOLERATED[name]!(path));
    expect(answer.status, answer.head).toBeGreaterThanOrEqual(200);
    expect(answer.status, answer.head).toBeLessThan(500);
    expect(faults()).toEqual([]);
  });

  it.each(["/pricing", "/docs", "/favicon.svg", "/newsletter", "/healthz", "/blog.data"])(
    "TRACE, OPTIONS, PROPFIND, PUT and DELETE %s are 405 with Allow: GET, HEAD, POST",
    async (path) => {
      for (const method of ["TRACE", "OPTIONS", "PROPFIND", "PUT", "DELETE"]) {
        const answer = await send(`${method} ${path} HTTP/1.1\r\n${HOST}\r\nConnection: close\r\n\r\n`);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
      }
      expect(faults()).toEqual([]);
    },
  );

  it("the lead API keeps its own 405s: each endpoint's Allow, in its JSON envelope", async () => {
    const fn = await send(`TRACE /api/functions/send-contact-email HTTP/1.1\r\n${HOST}\r\nConnection: close\r\n\r\n`);
    expect(fn.status).toBe(405);
    expect(fn.head).toMatch(/\r\nAllow: POST\r\n/i);
    expect(fn.head).toMatch(/\r\nContent-Type: application\/json/i);
    const availability = await send(`PROPFIND /api/availability HTTP/1.1\r\n${HOST}\r\nConnection: close\r\n\r\n`);
    expect(availability.status).toBe(405);
    expect(availability.head).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
  });

  it("a bad Host on the API is a 400 in the API's envelope; on a page, a page", async () => {
    const api = await send(`GET /api/availability HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`);
    expect(api.status).toBe(400);
    expect(api.head).toMatch(/\r\nContent-Type: application\/json/i);
    const page = await send(`GET /pricing HTTP/1.1\r\nHost: a b\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
    expect(page.status).toBe(400);
    expect(page.head).toMatch(/\r\nContent-Type: text\/html/i);
  });

  it("CONNECT is answered 405 and closed, not dropped, and logged as a warning", async () => {
    const answer = await send(`CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`);
    expect(answer.status).toBe(405);
    expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    expect(answer.closed).toBe(true);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, res: { statusCode: 405 } }));
    expect(faults()).toEqual([]);
  });

  it("valid hosts still pass: a port, an IPv6 literal, a name with underscores", async () => {
    for (const host of ["localhost:3000", "[::1]:8080", "127.0.0.1", "app_1.internal"]) {
      const answer = await send(`GET /pricing HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, host).toBe(200);
    }
  });

  it("a cross-origin form post is a 400 logged as a warning without a stack", async () => {
    const body = "email=ada%40engines.example";
    const answer = await send(
      `POST /newsletter HTTP/1.1\r\n${HOST}\r\nOrigin: https://evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(400);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: "cross-origin action refused" }));
    expect(JSON.stringify(lines)).not.toMatch(/"stack"/);
    expect(faults()).toEqual([]);
  });
});

afterAll(closeServerBuild);
