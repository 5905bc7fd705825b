// The page cache (server/page-cache.ts) on the whole site over a real database: which requests it
// answers, its validators and headers, the CSP of stored pages, invalidation by a post write made
// through another connection (another process, as far as the cache can tell), the background
// recompression of a miss, and a storm of junk addresses.
import { createHash } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { seedBlogPosts } from "#app/features/blog/seed.server.ts";
import { createPost, deletePost, getPublishedPost, listPublishedPosts, updatePost } from "#app/features/blog/posts.server.ts";
import { SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import type { PostFormValues, PostInput } from "#app/features/blog/post.schema.ts";
import type { Editor } from "#app/features/blog/revisions.server.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { postInput } from "#tests/support/post-input.ts";
import { pageCompression } from "#app/config/page-cache.ts";
import { STORED_CACHE_CONTROL } from "#server/page-cache.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, startSite, type Site } from "#tests/integration/support/site-harness.ts";

/** One GET without fetch's automatic decoding: status, headers and the raw bytes. */
function rawGet(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const scriptSrc = (csp: string | undefined) => (csp ?? "").split("; ").find((d) => d.startsWith("script-src")) ?? "";
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/src=|json/.test(attrs!)).map(([, , body]) => body!);
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** `count` distinct spellings of one search: its letters' case, and blanks around it, spelled several ways. */
function spellings(search: string, count: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const cased = [...search].map((letter, at) => ((n >> at) & 1 ? letter.toUpperCase() : letter)).join("");
    return `${"%20".repeat(n % 40)}${encodeURIComponent(cased).replace(/%20/g, "+")}${"+".repeat(Math.floor(n / 40))}`;
  });
}

/** GETs every path, a few at a time, and counts the statuses. */
async function storm(base: string, paths: string[]): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const { status } = await rawGet(`${base}${paths[next++]}`, { "accept-encoding": "br" });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return statuses;
}

const draft = (title: string, overrides: Partial<PostFormValues> = {}): PostInput =>
  postInput({ title, excerpt: "An excerpt.", content: "The first version of the body.", category: "Research", tags: "agents", published: true, ...overrides });

describe.each(testDatabaseTargets())("page cache on $name", ({ name, open }) => {
  let handle: TestDatabaseHandle;
  /** Writes through a connection of its own on PostgreSQL: what another process would do. */
  let writer: TestDatabaseHandle["db"];
  let closeWriter = async () => {};
  let site: Site;
  let editor: Editor;

  beforeAll(async () => {
    handle = await open();
    await seedBlogPosts(handle.db);
    const { admin } = await createOrResetAdmin(handle.db, "editor@lumenguard.example", "a long and careful passphrase");
    editor = { adminId: admin.id, email: admin.email };
    if (handle.reopen) {
      const other = await handle.reopen();
      writer = other.db;
      closeWriter = other.close;
    } else writer = handle.db;
    site = await startSite({ env: testEnv({ DOCS_PASSWORD: "trust but verify" }), db: handle.db, pageCache: true });
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await closeWriter();
    await handle.close();
  });

  it("answers a public page from stored bytes: the same ETag, brotli and gzip made once, CDN headers", async () => {
    const first = await rawGet(`${site.url}/pricing`, { "accept-encoding": "br" });
    const second = await rawGet(`${site.url}/pricing`, { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe(STORED_CACHE_CONTROL);
    expect(STORED_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(first.headers.etag).toMatch(/^"[\w-]{27}-br"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
    const html = zlib.brotliDecompressSync(first.body).toString("utf8");
    expect(html).toContain("<h1");

    const gz = await rawGet(`${site.url}/pricing`, { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString("utf8")).toBe(html);
    const plain = await rawGet(`${site.url}/pricing`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(html);
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
  });

  it("answers If-None-Match with 304 and no body, in any encoding's validator, and HEAD without a body", async () => {
    const page = await rawGet(`${site.url}/about-us`, { "accept-encoding": "br" });
    const revalidated = await rawGet(`${site.url}/about-us`, { "accept-encoding": "gzip", "if-none-match": page.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(page.headers.etag!.replace("-br", "-gz"));
    expect(revalidated.headers["cache-control"]).toBe(STORED_CACHE_CONTROL);
    const stale = await rawGet(`${site.url}/about-us`, { "accept-encoding": "br", "if-none-match": '"another-version"' });
    expect(stale.status).toBe(200);
    const head = await rawGet(`${site.url}/about-us`, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(page.headers.etag);
  });

  it("sends a stored page with a CSP of exactly its inline scripts' hashes and 'strict-dynamic', no nonce", async () => {
    for (const path of ["/", "/pricing", "/blog", "/solutions/red-teaming", "/thank-you"]) {
      const page = await rawGet(`${site.url}${path}`, { "accept-encoding": "identity" });
      expect(page.status, path).toBe(200);
      const html = page.body.toString("utf8");
      const policy = scriptSrc(page.headers["content-security-policy"] as string);
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(policy, path).toBe(["script-src 'self'", ...new Set(scripts.map(sha))].join(" ") + " 'strict-dynamic'");
      expect(policy).not.toMatch(/unsafe|nonce/);
      expect(html).not.toMatch(/\bnonce=/);
      // The entry module is loaded by an element the hashed script creates (see server/strict-csp.ts).
      expect(html).not.toMatch(/import\("\/[^"]*entry\.client/);
    }
  });

  it("keys the blog list by its search, so ?q= never answers another search, and a spelling of one answers its page", async () => {
    const [post] = await listPublishedPosts(handle.db);
    const found = await (await fetch(`${site.url}/blog?q=${encodeURIComponent(post!.title)}`)).text();
    const none = await (await fetch(`${site.url}/blog?q=zzzz-no-such-words`)).text();
    expect(found).toContain(post!.title);
    expect(none).toContain("No blog posts found matching your criteria.");
    expect(await (await fetch(`${site.url}/blog?q=${encodeURIComponent(post!.title)}`)).text()).toBe(found);
    // The page is rendered from the normalised search, so it shows the search it answers.
    expect(found).toContain(`value="${post!.title.toLowerCase()}"`);
    expect(await (await fetch(`${site.url}/blog?q=${encodeURIComponent(`  ${post!.title.toUpperCase()} `)}`)).text()).toBe(found);
  });

  it("answers a legacy archive's spellings with the page of its canonical address", async () => {
    const canonical = await rawGet(`${site.url}/blog/tag/red-teaming`, { "accept-encoding": "identity" });
    expect(canonical.status).toBe(200);
    expect(canonical.body.toString("utf8")).toMatch(/<link rel="canonical" href="[^"]*\/blog\/tag\/red-teaming"/);
    for (const spelling of ["/blog/tag/Red%20Teaming", "/blog/tag/RED-TEAMING", "/blog/tag/red%2Dteaming"]) {
      const page = await rawGet(`${site.url}${spelling}`, { "accept-encoding": "identity" });
      expect(page.headers.etag, spelling).toBe(canonical.headers.etag);
    }
  });

  it("renders per request, with a nonce and private, no-store: unknown queries, docs, signed-in cookies, posts", async () => {
    const before = site.pageCache!.stats().entries;
    for (let n = 0; n < 25; n++) {
      const page = await fetch(`${site.url}/pricing?utm_source=campaign-${n}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(scriptSrc(page.headers.get("content-security-policy")!)).toMatch(/'nonce-[^']+'$/);
    }
    expect(site.pageCache!.stats().entries).toBe(before);

    const docs = await fetch(`${site.url}/docs`);
    expect(docs.headers.get("cache-control")).toContain("no-store");
    expect(scriptSrc(docs.headers.get("content-security-policy")!)).toContain("'nonce-");

    const withSession = await fetch(`${site.url}/pricing`, { headers: { cookie: `${SESSION_COOKIE}=whatever` } });
    expect(withSession.headers.get("cache-control")).toBe("private, no-store");
    expect(withSession.headers.get("etag")).toBeNull();

    const posted = await fetch(`${site.url}/contact-us`, {
      method: "POST",
      headers: { Origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "", lastName: "", workEmail: "not-an-address", message: "" }).toString(),
    });
    expect(posted.status).toBe(422);
    expect(posted.headers.get("cache-control")).toBe("private, no-store");
    expect(scriptSrc(posted.headers.get("content-security-policy")!)).toContain("'nonce-");
  });

  it("answers a missing article with its 404 page, not stored, its scripts allowed by hash", async () => {
    const missing = await rawGet(`${site.url}/blog/no-such-article-at-all`, { "accept-encoding": "identity" });
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("private, no-store");
    expect(missing.headers.etag).toBeUndefined();
    const policy = scriptSrc(missing.headers["content-security-policy"] as string);
    for (const script of inlineScripts(missing.body.toString("utf8"))) expect(policy).toContain(sha(script));
  });

  it("answers a miss at once at the fast levels, then serves the smaller best-quality bytes under the same ETag", async () => {
    site.pageCache!.invalidate();
    const first = await rawGet(`${site.url}/glossary`, { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    const html = zlib.brotliDecompressSync(first.body);
    const best = zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: pageCompression.best.brotli,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
    // The first answer did not wait for the best-quality bytes.
    expect(first.body.length).toBeGreaterThan(best.length);
    await expect.poll(async () => (await rawGet(`${site.url}/glossary`, { "accept-encoding": "br" })).body.length, { timeout: 10_000 }).toBe(best.length);
    const later = await rawGet(`${site.url}/glossary`, { "accept-encoding": "br" });
    expect(later.body.equals(best)).toBe(true);
    expect(Number(later.headers["content-length"])).toBe(best.length);
    expect(later.headers.etag).toBe(first.headers.etag);
    const gz = await rawGet(`${site.url}/glossary`, { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gz.body).equals(html)).toBe(true);
    expect(gz.body.length).toBe(Math.min(zlib.gzipSync(html, { level: pageCompression.miss.gzip }).length, zlib.gzipSync(html, { level: pageCompression.best.gzip }).length));
    const revalidated = await rawGet(`${site.url}/glossary`, { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(revalidated.status).toBe(304);
  });

  it("keeps the hot pages stored and its memory bounded through 5,000 junk searches and 500 junk archive and post addresses", async () => {
    const cache = site.pageCache!;
    cache.invalidate();
    const [post] = await listPublishedPosts(handle.db);
    const hot = ["/pricing", "/blog"];
    const etags = await Promise.all(hot.map(async (path) => (await rawGet(`${site.url}${path}`, { "accept-encoding": "br" })).headers.etag));
    const before = cache.stats();
    expect(before).toMatchObject({ entries: 2, parameterisedEntries: 0 });

    // 4,000 spellings of three searches (one key each) and 1,000 searches of their own, all distinct.
    const searches = [...spellings("e", 1334), ...spellings("agents", 1333), ...spellings("red team", 1333)].map((q) => `/blog?q=${q}`);
    const junkSearches = Array.from({ length: 1000 }, (_, n) => `/blog?q=${n % 2 ? "%20" : ""}zz-Junk-${n}`);
    expect(new Set([...searches, ...junkSearches]).size).toBe(5000);
    const junkAddresses = Array.from({ length: 500 }, (_, n) => [`/blog/junk-slug-${n}`, `/blog/tag/Junk%20${n}`, `/blog/author/nobody-${n}`][n % 3]!);
    const archiveSpellings = ["/blog/tag/Red%20Teaming", "/blog/tag/RED-TEAMING", "/blog/tag/red-teaming", `/blog/%${post!.slug.charCodeAt(0).toString(16)}${post!.slug.slice(1)}`, `/blog/${post!.slug}`];
    const paths = [...searches, ...junkSearches, ...junkAddresses, ...archiveSpellings];
    // Interleaved, as a storm comes: a fixed shuffle.
    const order = paths.map((path, n) => ({ path, rank: (n * 7919) % paths.length })).sort((a, b) => a.rank - b.rank);
    const statuses = await storm(site.url, order.map(({ path }) => path));
    expect(statuses).toEqual({ 200: 5000 + archiveSpellings.length, 404: 500 });

    const after = cache.stats();
    // Kept: the three searches, the tag's archive and the post, each asked for more than once.
    expect(after.parameterisedEntries).toBe(5);
    expect(after.entries).toBe(before.entries + 5);
    expect(after.bytes - before.bytes).toBeLessThan(2 * 1024 * 1024);
    // Each junk value was rendered once and forgotten; each spelling of a kept key was a hit.
    expect(after.renders - before.renders).toBeLessThanOrEqual(junkSearches.length + junkAddresses.length + 2 * 5);
    expect(after.seenKeys).toBeLessThanOrEqual(junkSearches.length + 5);

    for (const [n, path] of hot.entries()) {
      const page = await rawGet(`${site.url}${path}`, { "accept-encoding": "br" });
      expect(page.headers.etag, path).toBe(etags[n]);
    }
    expect(cache.stats()).toMatchObject({ hits: after.hits + hot.length, renders: after.renders });
  }, 240_000);

  it("serves a post's edit, a new post and a deletion written through another connection within a second", async () => {
    const post = await createPost(writer, draft(`Cache proof ${name}`), { editor });
    const url = `${site.url}/blog/${post.slug}`;
    const sitemap = `${site.url}/sitemap.xml`;
    const feed = `${site.url}/blog/rss.xml`;
    await expect.poll(async () => (await fetch(url)).status, { timeout: 1000, interval: 50 }).toBe(200);
    expect(await (await fetch(url)).text()).toContain("The first version of the body.");
    await expect.poll(async () => (await fetch(sitemap)).text(), { timeout: 1000, interval: 50 }).toContain(post.slug);
    const feedBefore = await (await fetch(feed)).text();
    expect(feedBefore).toContain(`Cache proof ${name}`);

    const editedAt = Date.now();
    await updatePost(writer, post.id, draft(`Cache proof ${name}`, { content: "The edited version of the body." }), {
      editor,
      expectedVersion: post.version,
    });
    await expect.poll(async () => (await fetch(url)).text(), { timeout: 1000, interval: 25 }).toContain("The edited version of the body.");
    expect(Date.now() - editedAt).toBeLessThan(1000);
    expect((await getPublishedPost(handle.db, post.slug))?.content).toBe("The edited version of the body.");

    await deletePost(writer, post.id, editor);
    await expect.poll(async () => (await fetch(url)).status, { timeout: 1000, interval: 25 }).toBe(404);
    await expect.poll(async () => (await fetch(feed)).text(), { timeout: 1000, interval: 25 }).not.toContain(`Cache proof ${name}`);
    await expect.poll(async () => (await fetch(sitemap)).text(), { timeout: 1000, interval: 25 }).not.toContain(post.slug);
  });
});

afterAll(() => closeServerBuild());
