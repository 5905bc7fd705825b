// Thousands of hostile requests against the whole site (fast-check, plus the Big List of Naughty
// Strings): every route with an action and every page without one, in every encoding a client can
// choose (urlencoded, multipart, JSON, none, broken, oversized, other methods, React Router's
// .data), with NUL bytes, unicode and wrong types in names, values and query strings. Invariants:
// no answer is a 5xx, and a request stores something only when the rules the server uses (the
// lead parser, the post form) accept it; anything else leaves every table as it was.
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { pages } from "#app/config/pages.ts";
import { HONEYPOT_FIELD } from "#app/config/site.ts";
import { fieldOverLimit, parsePostForm, postFormDefaults, postFormValues } from "#app/features/blog/post.schema.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { collections } from "#app/features/site-content/collections.ts";
import { createEntry } from "#app/features/site-content/entries.server.ts";
import { entryValuesFrom, parseEntry } from "#app/features/site-content/entry-form.ts";
import { seedBlogPosts } from "#app/features/blog/seed.server.ts";
import { CONTACT_FIELDS } from "#app/features/leads/form-fields.ts";
import { createLeadParser } from "#app/features/leads/lead-forms.server.ts";
import { utmFrom, utmValueOf } from "#app/features/leads/lead-rules.ts";
import { formDataToLeadBody } from "#app/features/leads/lead-submission.server.ts";
import { ADMIN_FORM_BODY_LIMIT, FORM_BODY_LIMIT } from "#app/lib/form-body.server.ts";
import { isbot } from "isbot";
import { visitBeacon } from "#app/config/site.ts";
import { visitPath } from "#app/features/insights/visit-paths.ts";
import { NewsletterSignupSchema } from "#app/features/newsletter/newsletter.schema.ts";
import { hashConfirmToken, newConfirmToken, unsubscribeToken } from "#app/features/newsletter/newsletter-tokens.server.ts";
import { eq } from "drizzle-orm";
import { admins, newsletterSubscribers } from "#db/schema.ts";
import { hostileString } from "#tests/integration/support/hostile-input.ts";
import { rowCounts, type RowCounts } from "#tests/integration/support/row-counts.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, loadServerBuild, signedInAdmin, startSite, TEST_ADMIN, type Site } from "#tests/integration/support/site-harness.ts";

/**
 * Requests per database: routes with an action, pages without one, and pages read with hostile
 * parameters. The full set runs on
 * PGlite; PostgreSQL (when TEST_DATABASE_URL is set) gets fewer, for its own driver. With the lead
 * API's own property test (lead-api.property.integration.test.ts, about 3,000 requests), more
 * than 5,000 hostile requests reach the server per database run.
 */
const RUNS_PER_TARGET = {
  pglite: { actions: 2000, pages: 200, reads: 300, beacons: 300 },
  postgres: { actions: 600, pages: 100, reads: 100, beacons: 100 },
};

/** Per property: thousands of requests one after another. */
const LONG = 240_000;


const POST_FIELDS = Object.keys(postFormDefaults);

/** A subscriber whose links the newsletter's pages are fuzzed with (made in beforeAll). */
const SUBSCRIBER = { id: "0f8d2c3e-1b4a-4c5d-9e6f-7a8b9c0d1e2f", confirmToken: newConfirmToken(), unsubscribeToken: "" };

/**
 * Every route with an action, the fields its form has, whether it needs a signed-in admin, and (for
 * a path with a parameter) the address it is reached at.
 */
const ACTIONS: Record<string, { fields: readonly string[]; admin?: boolean; valid?: Record<string, string>; url?: () => string }> = {
  "/contact-us": {
    fields: [...CONTACT_FIELDS, HONEYPOT_FIELD, "idempotencyKey", "utm_source", "sourcePage"],
    valid: { firstName: "Ada", lastName: "Lovelace", workEmail: "ada@engines.example", phoneNumber: "", message: "Hello", website: "" },
  },
  // A campaign landing page carrying the contact form (made in beforeAll): the same post as /contact-us.
  "/lp/:slug": {
    fields: [...CONTACT_FIELDS, HONEYPOT_FIELD, "idempotencyKey", "utm_source", "sourcePage"],
    valid: { firstName: "Ada", lastName: "Lovelace", workEmail: "ada@engines.example", phoneNumber: "", message: "Hello", website: "" },
    url: () => LANDING_PAGE,
  },
  // The Redport partner's landing page: its form is the demo booking (an island), so a post is refused whatever it holds.
  "/demo/redport": {
    fields: [...CONTACT_FIELDS, HONEYPOT_FIELD, "idempotencyKey", "utm_source", "sourcePage"],
    valid: { firstName: "Ada", lastName: "Lovelace", workEmail: "ada@engines.example", phoneNumber: "", message: "Hello", website: "" },
  },
  "/docs": { fields: ["intent", "password", "fragment"], valid: { intent: "unlock", password: "a wrong guess" } },
  "/docs/api": { fields: ["intent", "password", "fragment"], valid: { intent: "sign-out" } },
  "/docs/api/:operation": { fields: ["intent", "password", "fragment"], valid: { intent: "sign-out" }, url: () => "/docs/api/list-aliases" },
  "/docs/*": { fields: ["intent", "password", "fragment"], valid: { intent: "unlock", password: "a wrong guess" }, url: () => "/docs/deployment/upgrading" },
  "/docs/search": { fields: ["intent", "password", "fragment"], valid: { intent: "unlock", password: "a wrong guess" } },
  "/admin/login": { fields: ["email", "password", "next"], valid: { email: TEST_ADMIN.email, password: "not the password", next: "/admin/leads" } },
  // Signing in with a passkey: options (a challenge in a cookie), and an answer that names no passkey of ours.
  "/admin/login/passkey/options": { fields: ["x"] },
  "/admin/login/passkey": {
    fields: ["credential", "next"],
    valid: { credential: JSON.stringify({ id: "AAAA", rawId: "AAAA", type: "public-key", response: {} }), next: "/admin/leads" },
  },
  // One's own passkeys: renaming one the admin does not have, and asking to add one.
  "/admin/account/passkeys": { admin: true, fields: ["intent", "id", "name"], valid: { intent: "rename", id: "AAAA", name: "Fuzzed" } },
  "/admin/account/passkeys/registration": { admin: true, fields: ["intent", "name", "credential", "currentPassword"], valid: { intent: "options" } },
  "/admin/blog": {
    admin: true,
    fields: [...POST_FIELDS, "intent", "id", "version", "newPostKey"],
    valid: { intent: "create", title: "Fuzzed", content: "Body" },
  },
  // The post editor's JSON endpoints.
  "/admin/blog/autosave": {
    admin: true,
    fields: [...POST_FIELDS, "id", "newPostKey", "version", "autosave"],
    valid: { newPostKey: "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b", title: "Fuzzed draft", content: "Typed" },
  },
  "/admin/blog/render": { admin: true, fields: ["content"], valid: { content: "## Heading\n\n**bold** ![x](/images/0123456789abcdef01234567-10x10.webp)" } },
  "/admin/blog/images": { admin: true, fields: ["file"] },
  // The site's content: a news item's editor (a new one), the list's moves and deletes, the autosave.
  "/admin/content/:collection/:id": {
    admin: true,
    fields: ["intent", "version", "restored", "published", "showFrom", "showUntil", ...collections.news.fields.map((field) => field.name)],
    valid: { intent: "save", headline: "Fuzzed news", label: "Press release", link: "/blog", date: "2026-01-05", place: "both" },
    url: () => "/admin/content/news/new",
  },
  "/admin/content/:collection": {
    admin: true,
    fields: ["intent", "id", "direction"],
    valid: { intent: "move", id: "00000000-0000-4000-8000-000000000000", direction: "up" },
    url: () => "/admin/content/news",
  },
  "/admin/content/autosave": {
    admin: true,
    fields: ["id", "version", "autosave", ...collections.announcement.fields.map((field) => field.name)],
    valid: { id: "00000000-0000-4000-8000-000000000000", version: "1", text: "Typed" },
  },
  "/admin/blog/preview-link": { admin: true, fields: ["id", "intent", "link"], valid: { id: "00000000-0000-4000-8000-000000000000", intent: "create" } },
  "/admin/leads": {
    admin: true,
    // A retry of a dead e-mail, and the staff's reschedule and cancel of a lead's booking.
    fields: ["intent", "id", "date", "time", "reason", "status", "owner", "body", "confirm"],
    valid: { intent: "reschedule-booking", id: "00000000-0000-4000-8000-000000000000", date: "2030-01-07", time: "11:00 AM", reason: "Asked by phone" },
  },
  // Signing out with the right token would end the session the other admin requests use.
  "/admin/logout": { admin: true, fields: ["intent"] },
  // Staff accounts: the test's admin is the only one, so neither demoting nor deactivating it can work.
  "/admin/staff": {
    admin: true,
    fields: ["intent", "id", "email", "role"],
    valid: { intent: "change-role", id: "00000000-0000-4000-8000-000000000000", role: "sales" },
  },
  // An invitation's link: the literal ":token" is no invitation.
  "/admin/invitation/:token": { fields: ["password", "confirm", "username"], valid: { password: "a long enough passphrase", confirm: "a long enough passphrase" } },
  // A member's own account: a password change (never with the right current one), ending a session.
  "/admin/account": {
    admin: true,
    fields: ["intent", "current", "password", "confirm", "username"],
    valid: { intent: "change-password", current: "not the password", password: "a long enough passphrase", confirm: "a long enough passphrase" },
  },
  "/admin/account/sessions": { admin: true, fields: ["intent", "id"], valid: { intent: "end", id: "0123456789abcdef" } },
  // Two-step sign-in: one's own authenticator app (a wrong code; no app is being set up), and the
  // sign-in's second step and enrolment without the halfway cookie.
  "/admin/account/security": { admin: true, fields: ["intent", "code", "currentCode", "currentPassword"], valid: { intent: "confirm-totp", code: "123456" } },
  "/admin/login/verify": { fields: ["code", "recovery"], valid: { code: "123456" } },
  "/admin/login/enrol": { fields: ["code"], valid: { code: "123456" } },
  // A reset link asked for an address without an account (no mail), and used with the literal ":token".
  "/admin/forgot-password": { fields: ["email"], valid: { email: "nobody@lumenguard.example" } },
  "/admin/reset-password/:token": { fields: ["password", "confirm", "username"], valid: { password: "a long enough passphrase", confirm: "a long enough passphrase" } },
  // The newsletter: the block's sign-up, and the links in its e-mails (one-click unsubscribe included).
  "/newsletter": { fields: ["email", HONEYPOT_FIELD, "sourcePage"], valid: { email: "ada@engines.example", website: "", sourcePage: "/" } },
  "/newsletter/confirm/:token": { fields: ["x"], url: () => `/newsletter/confirm/${SUBSCRIBER.confirmToken}` },
  "/newsletter/unsubscribe/:token": {
    fields: ["List-Unsubscribe", "intent"],
    valid: { "List-Unsubscribe": "One-Click" },
    url: () => `/newsletter/unsubscribe/${SUBSCRIBER.unsubscribeToken}`,
  },
  "/admin/subscribers": { admin: true, fields: ["intent", "id"], valid: { intent: "unsubscribe", id: SUBSCRIBER.id } },
  "/admin/suppressions": { admin: true, fields: ["intent", "mailbox"], valid: { intent: "clear", mailbox: "gone@bounce.example" } },
  // The test's admin's own availability: settings, ranges, days off, calendars.
  "/admin/availability/:adminId": {
    admin: true,
    fields: ["intent", "displayName", "takesMeetings", "meetingKinds", "timeZone", "hours.1.0.from", "hours.1.0.until", "hours.2.1.until", "bufferBefore", "bufferAfter", "dailyMax", "meetingUrl", "firstDay", "lastDay", "id", "kind", "icalUrl", "caldavUrl", "caldavUsername", "caldavPassword"],
    valid: { intent: "save-settings", takesMeetings: "on", meetingKinds: "demo", timeZone: "Europe/Berlin", "hours.1.0.from": "09:00", "hours.1.0.until": "17:00", bufferBefore: "0", bufferAfter: "5", dailyMax: "" },
    url: () => `/admin/availability/${TEST_ADMIN_ID.value}`,
  },
};

/** The landing page whose contact form is fuzzed (made in beforeAll). */
const LANDING_PAGE = "/lp/fuzz-campaign";

/** The signed-in admin's id, for the availability page's address (set in beforeAll). */
const TEST_ADMIN_ID = { value: "" };

const ENCODINGS = [
  "urlencoded", "urlencoded", "urlencoded", "raw-urlencoded", "multipart", "multipart", "multipart-file", "json", "text", "none",
  "broken-multipart", "no-boundary", "huge", "other-method",
] as const;

/** One generated request, before it is turned into fetch() arguments. */
const requestShape = (fieldNames: readonly string[]) =>
  fc.record({
    encoding: fc.constantFrom(...ENCODINGS),
    fromValid: fc.boolean(),
    fields: fc.array(fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fieldNames, "x") }, hostileString), hostileString), { maxLength: 8 }),
    // Mostly React Router's .data requests: the same actions, without a whole page to render.
    dataRequest: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    query: fc.option(fc.dictionary(fc.constantFrom("utm_source", "utm_campaign", "q", "next", "index"), hostileString, { maxKeys: 2 }), { nil: undefined }),
    origin: fc.constantFrom("site", "site", "site", "evil", "none"),
    csrf: fc.constantFrom("session", "session", "wrong", "none"),
    method: fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS"),
    raw: fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.constantFrom("a=%", "%ZZ=1", "a=%C0%80", "=&=&&", "a=1&a=2&a=3")),
    json: fc.jsonValue({ maxDepth: 3 }),
  });
type RequestShape = ReturnType<typeof requestShape> extends fc.Arbitrary<infer T> ? T : never;

type Built = { url: string; init: RequestInit; bytes?: Uint8Array<ArrayBuffer>; contentType?: string };

const BOUNDARY = "----fuzz";
/** encodeURIComponent throws on these; a browser sends U+FFFD instead. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The fetch() arguments for a shape; `bytes` and `contentType` are the body as the server will read it. */
async function buildRequest(base: string, path: string, shape: RequestShape, entries: Array<[string, string]>, headers: Record<string, string>): Promise<Built> {
  const query = shape.query ? `?${new URLSearchParams(shape.query)}` : "";
  const url = `${base}${path}${shape.dataRequest ? ".data" : ""}${query}`;
  const encoded = new URLSearchParams(entries).toString();
  const withType = (contentType: string | undefined, body: BodyInit, method = "POST"): Built => ({
    url,
    init: { method, body, headers: { ...headers, ...(contentType ? { "Content-Type": contentType } : {}) } },
    contentType,
  });
  switch (shape.encoding) {
    case "urlencoded":
      return { ...withType("application/x-www-form-urlencoded", encoded), bytes: new TextEncoder().encode(encoded) };
    case "raw-urlencoded":
      return { ...withType("application/x-www-form-urlencoded", shape.raw), bytes: new TextEncoder().encode(shape.raw) };
    case "multipart":
    case "multipart-file": {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      if (shape.encoding === "multipart-file") form.append(entries[0]?.[0] ?? "file", new Blob([shape.raw]), "naughty\u0000.txt");
      // Encoded here (not by fetch) so the oracle reads exactly the bytes the server receives.
      const request = new Request("http://encode.invalid", { method: "POST", body: form });
      const bytes = new Uint8Array(await request.arrayBuffer());
      const contentType = request.headers.get("Content-Type")!;
      return { ...withType(contentType, bytes), bytes };
    }
    case "json":
      return withType("application/json", JSON.stringify(shape.fromValid ? Object.fromEntries(entries) : shape.json));
    case "text":
      return withType("text/plain", encoded);
    case "none":
      return withType(undefined, new Blob([encoded]));
    case "broken-multipart": {
      const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${shape.raw}"\r\n\r\n${shape.raw}`;
      return { ...withType(`multipart/form-data; boundary=${BOUNDARY}`, body), bytes: new TextEncoder().encode(body) };
    }
    case "no-boundary":
      return withType("multipart/form-data", `--${BOUNDARY}\r\n\r\n${encoded}`);
    case "huge": {
      const body = `${encoded}&pad=${"x".repeat(FORM_BODY_LIMIT)}`;
      return { ...withType("application/x-www-form-urlencoded", body), bytes: new TextEncoder().encode(body) };
    }
    case "other-method":
      return withType("application/x-www-form-urlencoded", encoded, shape.method);
  }
}

/** The form the server's readFormBody would accept from this request, or null when it refuses it. */
async function acceptedForm(built: Built, limit: number): Promise<FormData | null> {
  const { url, init, bytes, contentType } = built;
  if (init.method !== "POST" || !bytes || !contentType || bytes.byteLength > limit) return null;
  if (/%00/i.test(url)) return null;
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return null;
  }
  for (const [name, value] of form.entries()) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) return null;
  }
  return form;
}

/** The full path of each route module with an action, from the route tree of the build. */
function actionPaths(build: ServerBuild): string[] {
  const pathOf = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId ? pathOf(route.parentId) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  return Object.keys(build.routes)
    .filter((id) => build.routes[id]?.module.action)
    .map(pathOf);
}

/** Every page a visitor can read: those with parameters, and those that read a query string. */
const readablePages = [
  ...pages.map(({ path }) => path).filter((path) => /[:*]/.test(path)),
  "", "blog", "docs/api", "docs/search", "admin/login", "admin/blog", "admin/leads", "admin/audit", "admin/subscribers", "admin/suppressions", "admin/availability", "newsletter", "aitrustscore-report",
  // Routes outside the page table that read a path parameter.
  "blog/preview/:token", "admin/blog/preview/:token", "admin/blog/revisions/:id", "images/:file", "social/cards/:file",
];

/** Every page that has no action, with sample values for its parameters. */
const pagesWithoutActions = pages
  .filter(({ path }) => !(`/${path}` in ACTIONS))
  .map(({ path }) => `/${path}`.replace("/*", "/enterprise").replace(":author", "lumenguard-team").replace(":tag", "ai-governance").replace(":slug", "no-such-post").replace(":token", "x".repeat(43)))
  .filter((path) => !(path in ACTIONS));

/** A page-view beacon (server/visit-api.ts): a report, hostile or not, in whatever a client may send. */
const beaconShape = fc.record({
  method: fc.constantFrom("POST", "POST", "POST", "POST", "POST", "POST", "POST", "POST", "PUT", "GET"),
  contentType: fc.constantFrom("text/plain;charset=UTF-8", "text/plain;charset=UTF-8", "text/plain;charset=UTF-8", "text/plain", "application/json", "application/x-www-form-urlencoded", "text/plain; charset=utf-16", undefined),
  body: fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record(
          {
            path: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("/", "/pricing", "/blog/ai-governance", "/docs/deployment/upgrading", "/admin/leads", "/bookings/abc") }, hostileString),
            referrer: fc.oneof(fc.constantFrom("", "news.example"), hostileString),
            campaign: fc.oneof({ weight: 2, arbitrary: fc.constantFrom("spring", " Spring ", "", "c".repeat(201), "a\nb") }, hostileString),
          },
          { requiredKeys: ["path", "referrer"] },
        )
        .map((report) => JSON.stringify(report)),
    },
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constant(JSON.stringify({ path: "/pricing", referrer: "x".repeat(visitBeacon.maxBodyBytes) })),
  ),
  userAgent: fc.constantFrom(
    "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    "Googlebot/2.1 (+http://www.google.com/bot.html)",
    "",
  ),
  gpc: fc.constantFrom(false, false, false, true),
  origin: fc.constantFrom("site", "site", "evil", "none"),
});
type BeaconShape = typeof beaconShape extends fc.Arbitrary<infer T> ? T : never;

/** The campaign a beacon's view is counted under when it is counted: a lead's utm_campaign spelling, "" for none. */
function beaconCampaign(body: string): string {
  try {
    const { campaign } = JSON.parse(body) as { campaign?: unknown };
    return typeof campaign === "string" ? (utmValueOf(campaign) ?? "") : "";
  } catch {
    return "";
  }
}

/** What the beacon endpoint should make of a request: refused (4xx), or answered 204 and maybe counted. */
function beaconVerdict({ method, contentType, body, userAgent, gpc, origin }: BeaconShape): "refused" | "ignored" | "countable" {
  const bytes = new TextEncoder().encode(body);
  if (method !== "POST" || !contentType || !/^(text\/plain|application\/json)(;|$)/.test(contentType) || /utf-16/.test(contentType)) return "refused";
  if (bytes.byteLength > visitBeacon.maxBodyBytes) return "refused";
  let report: unknown;
  try {
    report = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return "refused";
  }
  const { path, referrer, campaign } = (report ?? {}) as { path?: unknown; referrer?: unknown; campaign?: unknown };
  if (typeof report !== "object" || report === null || typeof path !== "string" || typeof referrer !== "string") return "refused";
  // Only a beacon's keys, and a campaign a lead form would keep.
  if (Object.keys(report).some((key) => !["path", "referrer", "campaign"].includes(key))) return "refused";
  if (campaign !== undefined && (typeof campaign !== "string" || utmValueOf(campaign) === null)) return "refused";
  if (origin === "evil") return "refused";
  return !gpc && userAgent && !isbot(userAgent) && visitPath(path) ? "countable" : "ignored";
}

describe.each(testDatabaseTargets())("hostile requests on $name", ({ name: dialect, open }) => {
  const RUNS = RUNS_PER_TARGET[dialect];
  let handle: TestDatabaseHandle;
  let site: Site;
  let admin: { cookie: string; csrf: string };
  const env = testEnv({ SLOT_CAPACITY: "1000", DOCS_PASSWORD: "trust but verify" });
  const parseLead = createLeadParser({ slotMinutes: env.BOOKING_SLOTS, horizonDays: env.BOOKING_HORIZON_DAYS });
  const sent = { total: 0, stored: 0, refused: 0 };

  beforeAll(async () => {
    handle = await open();
    await seedBlogPosts(handle.db);
    admin = await signedInAdmin(handle.db);
    TEST_ADMIN_ID.value = (await handle.db.select({ id: admins.id }).from(admins).where(eq(admins.email, TEST_ADMIN.email)))[0]!.id;
    await handle.db.insert(newsletterSubscribers).values({
      id: SUBSCRIBER.id,
      email: "fuzz@engines.example",
      mailbox: "fuzz@engines.example",
      confirmTokenHash: hashConfirmToken(SUBSCRIBER.confirmToken),
      confirmExpiresAt: new Date(Date.now() + 86_400_000),
    });
    SUBSCRIBER.unsubscribeToken = await unsubscribeToken(handle.db, SUBSCRIBER.id);
    await createEntry(
      handle.db,
      collections.landing,
      {
        data: { headline: "Fuzzed campaign", subheading: "Hostile posts welcome.", slug: LANDING_PAGE.slice("/lp/".length), form: "contact", campaign: "Fuzz", indexing: "noindex" },
        published: true,
        showFrom: null,
        showUntil: null,
      },
      { adminId: TEST_ADMIN_ID.value, email: TEST_ADMIN.email },
    );
    site = await startSite({ env, db: handle.db });
  });
  afterAll(async () => {
    await site.close();
    await handle.close();
  });

  /** The counts after the previous request (requests go one at a time). */
  let last: RowCounts | undefined;

  /** Sends one request and checks it: never a 5xx, and rows only where `mayStore` allows them. */
  /**
   * `subscriber`: the request may sign up an address (one new row at most, one e-mail at most);
   * `subscription`: it may change a subscriber's state (confirm, unsubscribe, sign up again).
   */
  async function sendAndCheck(
    built: Built,
    mayStore: { lead: boolean; post: boolean; autosave?: boolean; subscriber?: boolean; subscription?: boolean; entry?: boolean; view?: boolean },
    label: string,
  ) {
    const before = (last ??= await rowCounts(handle.db));
    const response = await fetch(built.url, { ...built.init, redirect: "manual" });
    await response.arrayBuffer();
    sent.total++;
    expect(response.status, `${label} ${built.init.method} ${built.url}`).toBeLessThan(500);
    const after = (last = await rowCounts(handle.db));
    const grew = {
      lead: after.leads - before.leads,
      post: after.posts - before.posts,
    };
    const autosaved = after.autosaves - before.autosaves;
    expect(after.images, `an image stored from ${label} ${built.url}`).toBe(before.images);
    // (A save of a new post, or Discard, ends an autosave: fewer is always allowed.)
    expect(autosaved, `an autosave stored from ${label} ${built.url}`).toBeLessThanOrEqual(mayStore.autosave ? 1 : 0);
    // A revision is kept only with a post's save.
    if (grew.post === 0) expect(after.revisions, `a revision without a save from ${label}`).toBe(before.revisions);
    if (grew.lead === 0 && grew.post === 0 && autosaved === 0 && after.subscribers === before.subscribers) sent.refused++;
    else sent.stored++;
    expect(after.sessions, "no request signs anyone in").toBe(before.sessions);
    expect(grew.lead, `a lead stored from ${label} ${built.url}`).toBe(mayStore.lead && grew.lead === 1 ? 1 : 0);
    expect(after.subscribers - before.subscribers, `a subscriber stored from ${label} ${built.url}`).toBeLessThanOrEqual(mayStore.subscriber ? 1 : 0);
    if (!mayStore.subscriber && !mayStore.subscription) {
      expect(after.subscriberStates, `a subscription changed by ${label} ${built.url}`).toBe(before.subscriberStates);
    }
    if (grew.lead === 0) {
      expect(after.outbox - before.outbox, "mail queued without a lead or a sign-up").toBeLessThanOrEqual(mayStore.subscriber ? 1 : 0);
      expect(after.bookings, "a seat taken without a lead").toBe(before.bookings);
    }
    expect(grew.post, `a post stored from ${label} ${built.url}`).toBe(mayStore.post && grew.post === 1 ? 1 : 0);
    // Site content: a new entry (with its one revision) only from a save the entry form accepts; no
    // other request changes, moves or drafts one (the fuzz names no entry that exists).
    const grewEntries = after.siteEntries - before.siteEntries;
    expect(grewEntries, `a site entry stored from ${label} ${built.url}`).toBe(mayStore.entry && grewEntries === 1 ? 1 : 0);
    if (grewEntries === 0) expect(after.siteEntryState, `a site entry changed by ${label} ${built.url}`).toBe(before.siteEntryState);
    expect(after.siteEntryRevisions - before.siteEntryRevisions, `a site entry revision from ${label}`).toBe(grewEntries);
    expect(after.siteEntryAutosaves, `a site entry draft from ${label} ${built.url}`).toBe(before.siteEntryAutosaves);
    // A page view (with its visitor's hashes, one each for the site, the page and the campaign) only from a beacon that may count it.
    expect(after.pageViews - before.pageViews, `a page view counted from ${label} ${built.url}`).toBeLessThanOrEqual(mayStore.view ? 1 : 0);
    expect(after.campaignViews - before.campaignViews, `a campaign's view counted from ${label} ${built.url}`).toBeLessThanOrEqual(mayStore.view ? 1 : 0);
    expect(after.visitorHashes - before.visitorHashes, `a visitor hash from ${label} ${built.url}`).toBeLessThanOrEqual(mayStore.view ? 3 : 0);
    return response;
  }

  it("covers every route with an action", async () => {
    const build = await loadServerBuild();
    expect(actionPaths(build).sort()).toEqual(Object.keys(ACTIONS).sort());
  });

  it("form actions: hostile bodies in every encoding", { timeout: LONG }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(ACTIONS)).chain((path) => fc.tuple(fc.constant(path), requestShape(ACTIONS[path]!.fields))),
        async ([path, shape]) => {
          const target = ACTIONS[path]!;
          const entries: Array<[string, string]> = [
            ...(shape.fromValid && target.valid ? Object.entries(target.valid) : []),
            ...(target.admin && shape.csrf !== "none" ? [["csrf", shape.csrf === "session" && path !== "/admin/logout" ? admin.csrf : "forged"] as [string, string]] : []),
            ...shape.fields,
          ];
          const headers: Record<string, string> = {
            ...(shape.origin === "site" ? { Origin: site.url } : shape.origin === "evil" ? { Origin: "https://evil.example" } : {}),
            ...(target.admin ? { Cookie: admin.cookie } : {}),
          };
          const built = await buildRequest(site.url, target.url?.() ?? path, shape, entries, headers);
          const form = await acceptedForm(built, target.admin ? ADMIN_FORM_BODY_LIMIT : FORM_BODY_LIMIT);
          const mayStore = { lead: false, post: false, autosave: false, subscriber: false, subscription: false, entry: false };
          if (form && path === "/newsletter") {
            const honeypot = form.get(HONEYPOT_FIELD);
            mayStore.subscriber = NewsletterSignupSchema.safeParse({ email: form.get("email") }).success && (typeof honeypot !== "string" || honeypot.trim() === "");
            mayStore.subscription = mayStore.subscriber;
          }
          if (form && (path === "/newsletter/confirm/:token" || path === "/newsletter/unsubscribe/:token")) mayStore.subscription = true;
          if (form && path === "/admin/subscribers" && form.get("csrf") === admin.csrf && form.get("intent") === "unsubscribe") mayStore.subscription = true;
          if (form && (path === "/contact-us" || path === "/lp/:slug")) {
            const body = formDataToLeadBody(form);
            body.sourcePage ??= target.url?.() ?? path;
            body.utm ??= utmFrom(new URL(built.url).searchParams);
            const honeypot = form.get(HONEYPOT_FIELD);
            mayStore.lead = parseLead("send-contact-email", body).ok && (typeof honeypot !== "string" || honeypot.trim() === "");
          }
          if (form && path === "/admin/blog" && form.get("csrf") === admin.csrf && form.get("intent") === "create") {
            mayStore.post = parsePostForm(postFormValues(form)).ok;
          }
          if (form && path === "/admin/content/:collection/:id" && form.get("csrf") === admin.csrf && form.get("intent") === "save") {
            mayStore.entry = parseEntry(collections.news, entryValuesFrom(collections.news, form)).ok;
          }
          if (form && path === "/admin/blog/autosave" && form.get("csrf") === admin.csrf && form.get("autosave") !== "discard") {
            const key = form.get("newPostKey");
            mayStore.autosave = !form.get("id") && typeof key === "string" && isUuid(key) && fieldOverLimit(postFormValues(form)) === null;
          }
          await sendAndCheck(built, mayStore, path);
        },
      ),
      { numRuns: RUNS.actions },
    );
  });

  it("pages without an action: posts and other methods are refused", { timeout: LONG }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pagesWithoutActions), requestShape(["firstName", "email", "date", "time"]), async (path, shape) => {
        const built = await buildRequest(site.url, path, shape, shape.fields, shape.origin === "site" ? { Origin: site.url } : {});
        const response = await sendAndCheck(built, { lead: false, post: false }, path);
        // (OPTIONS on a .data URL reads like a GET; every write method is refused.)
        if (built.init.method !== "OPTIONS") expect(response.status, `${built.init.method} ${built.url}`).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS.pages },
    );
  });

  it("pages read with hostile path parameters and query strings", { timeout: LONG }, async () => {
    const rawSegment = fc.constantFrom("%00", "a%00b", "%C0", "%C0%80", "%", "%E0%A4%A", "..%2F..%2Fetc", "%2e%2e", "%EF%BF%BD", "%F0%9F%92%A9");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...readablePages),
        fc.oneof(hostileString.map((text) => encodeURIComponent(text.replace(LONE_SURROGATE, "\ufffd"))), rawSegment),
        fc.dictionary(fc.constantFrom("q", "category", "next", "id", "edit", "kind", "page", "status", "view", "utm_source", "week", "zone"), hostileString, { maxKeys: 3 }),
        fc.boolean(),
        async (route, segment, query, dataRequest) => {
          const path = `/${route}`.replace(/:\w+|\*/, segment);
          const url = `${site.url}${path === "/" && dataRequest ? "/_root" : path}${dataRequest ? ".data" : ""}?${new URLSearchParams(query)}`;
          await sendAndCheck({ url, init: { method: "GET", headers: route.startsWith("admin") ? { Cookie: admin.cookie } : {} } }, { lead: false, post: false }, route);
        },
      ),
      { numRuns: RUNS.reads },
    );
  });

  it("the page-view beacon: hostile reports in every encoding count nothing but a public page's view", { timeout: LONG }, async () => {
    const verdicts = { refused: 0, ignored: 0, countable: 0 };
    await fc.assert(
      fc.asyncProperty(beaconShape, async (shape) => {
        const verdict = beaconVerdict(shape);
        verdicts[verdict]++;
        const headers: Record<string, string> = {
          "User-Agent": shape.userAgent,
          ...(shape.contentType ? { "Content-Type": shape.contentType } : {}),
          ...(shape.gpc ? { "Sec-GPC": "1" } : {}),
          ...(shape.origin === "site" ? { Origin: site.url } : shape.origin === "evil" ? { Origin: "https://evil.example" } : {}),
        };
        const body = shape.method === "GET" ? undefined : shape.contentType ? shape.body : new Blob([shape.body]);
        const url = `${site.url}${visitBeacon.endpoint}`;
        const campaignViews = last?.campaignViews ?? 0;
        const response = await sendAndCheck({ url, init: { method: shape.method, headers, body } }, { lead: false, post: false, view: verdict === "countable" }, "beacon");
        // A campaign's view only from a counted view whose report names one.
        if (verdict !== "countable" || !beaconCampaign(shape.body)) expect(last!.campaignViews, `a campaign counted from ${shape.body.slice(0, 80)}`).toBe(campaignViews);
        if (verdict === "refused") expect(response.status, `${shape.method} ${shape.contentType} ${shape.body.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        else expect(response.status, `${shape.contentType} ${shape.body.slice(0, 80)}`).toBe(204);
      }),
      { numRuns: RUNS.beacons },
    );
    expect(verdicts.countable).toBeGreaterThan(0);
    expect(verdicts.refused).toBeGreaterThan(0);
    // Some were counted (the beacon's own rate limit stops the rest of a run from one address).
    expect(last!.pageViews).toBeGreaterThan(0);
  });

  it(`sent at least ${RUNS.actions + RUNS.pages + RUNS.reads} requests, and both stored and refused some`, () => {
    expect(sent.total).toBeGreaterThanOrEqual(RUNS.actions + RUNS.pages + RUNS.reads + RUNS.beacons);
    expect(sent.stored).toBeGreaterThan(0);
    expect(sent.refused).toBeGreaterThan(sent.stored);
  });
});

afterAll(closeServerBuild);
