// The "AI Circle of Trust" newsletter through the whole site (React Router pages over Express, as a
// browser or a mail client reaches them): sign-up with double opt-in, the confirmation link (stored
// only as a hash), the one-click unsubscribe of RFC 8058 without signing in, repeated clicks,
// unknown and tampered links, signing up again, the limits of public forms, the admin's list and
// CSV, and log lines without addresses or tokens.
import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { asSent } from "#tests/support/queued-mail.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { confirmByLink, signUp, unsubscribeByLink } from "#app/features/newsletter/newsletter.server.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, signedInAdmin, startSite, type Site } from "#tests/integration/support/site-harness.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";

const SITE = "https://www.lumenguard.example";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual" as const,
});

describe.each(testDatabaseTargets())("newsletter on $name", { timeout: 90_000 }, ({ open }) => {
  let handle: TestDatabaseHandle;
  let site: Site;
  let limited: Site;
  const env = testEnv({ VISITOR_MAIL_PER_ADDRESS: "3" });

  beforeAll(async () => {
    handle = await open();
    site = await startSite({ env, db: handle.db });
    limited = await startSite({ env: testEnv({ RATE_LIMIT_PER_MINUTE: "2" }), db: handle.db });
    // The first page a test asks for compiles the app (slow on a busy machine): once, here.
    await (await fetch(`${site.url}/newsletter`)).arrayBuffer();
  }, 240_000);
  beforeEach(async () => {
    await handle.db.delete(schema.outbox);
    await handle.db.delete(schema.newsletterSubscribers);
    await handle.db.delete(schema.rateLimits);
  });
  afterAll(async () => {
    await Promise.all([site.close(), limited.close()]);
    await handle.close();
  });

  const subscribe = (email: string, extra: Record<string, string> = {}, base = site.url) =>
    fetch(`${base}/newsletter`, form({ email, sourcePage: "/about-us", website: "", ...extra }));
  const subscriberOf = async (email: string) =>
    (await handle.db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.mailbox, email.toLowerCase())))[0];
  const confirmations = async () =>
    asSent(await handle.db.select().from(schema.outbox).where(eq(schema.outbox.template, "newsletter-confirmation")));
  /** The links in the newest confirmation e-mail: its path on the site, from the e-mail's own text. */
  async function linksOf(to: string) {
    const mail = (await confirmations()).filter((row) => row.recipient === to).sort((a, b) => +b.createdAt - +a.createdAt)[0]!;
    const confirm = new RegExp(`${SITE}(/newsletter/confirm/[A-Za-z0-9_-]{43})`).exec(mail.message.text)![1]!;
    const unsubscribe = /<https:\/\/www\.lumenguard\.example(\/newsletter\/unsubscribe\/[^>]+)>/.exec(mail.message.headers!["List-Unsubscribe"]!)![1]!;
    return { mail, confirm, unsubscribe };
  }
  const page = async (response: Response) => ({ status: response.status, html: await response.text() });

  it("signs up with double opt-in: a pending subscriber, a confirmation e-mail, then on to the report", async () => {
    const response = await subscribe("Ada.Lovelace@Engines.example");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aitrustscore-report?subscribed=1");
    const subscriber = await subscriberOf("ada.lovelace@engines.example");
    expect(subscriber).toMatchObject({ email: "Ada.Lovelace@Engines.example", status: "pending", sourcePage: "/about-us", confirmedAt: null });

    const { mail, confirm, unsubscribe } = await linksOf("Ada.Lovelace@Engines.example");
    expect(mail).toMatchObject({ status: "held", leadId: null, channel: "email", subject: "Confirm your subscription to AI Circle of Trust" });
    // A reply reaches the newsletter's inbox, not the no-reply sender.
    expect(mail.message.replyTo).toBe("newsletter@lumenguard.example");
    // RFC 8058: an https link and a mailto, and the one-click POST header.
    expect(mail.message.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        /^<https:\/\/www\.lumenguard\.example\/newsletter\/unsubscribe\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}>, <mailto:newsletter@lumenguard\.example\?subject=unsubscribe%20[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.message.html).toContain(`${SITE}${confirm}`);
    // Only the confirmation token's hash is kept.
    const token = confirm.split("/").pop()!;
    expect(subscriber!.confirmTokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(await handle.db.select().from(schema.newsletterSubscribers))).not.toContain(token);
    expect(unsubscribe).toContain(subscriber!.id);

    // The report says to check the inbox.
    const report = await page(await fetch(`${site.url}/aitrustscore-report?subscribed=1`));
    expect(report.html).toContain("Almost there: please check your inbox.");
  });

  it("the confirmation link shows a button; pressing it activates the subscription, again and again", async () => {
    await subscribe("grace@navy.example");
    const { confirm } = await linksOf("grace@navy.example");
    const opened = await page(await fetch(`${site.url}${confirm}`));
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("Confirm your subscription to AI Circle of Trust");
    expect(opened.html).toMatch(/<meta name="referrer" content="same-origin"/);
    // Opening the link (a mail scanner does) activates nothing.
    expect((await subscriberOf("grace@navy.example"))!.status).toBe("pending");

    const confirmed = await page(await fetch(`${site.url}${confirm}`, form({})));
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain("You&#x27;re subscribed");
    const active = await subscriberOf("grace@navy.example");
    expect(active).toMatchObject({ status: "active", confirmedAt: expect.any(Date) });
    const again = await page(await fetch(`${site.url}${confirm}`, form({})));
    expect(again.status).toBe(200);
    expect(again.html).toContain("You&#x27;re subscribed");
    expect((await subscriberOf("grace@navy.example"))!.confirmedAt).toEqual(active!.confirmedAt);
    expect((await page(await fetch(`${site.url}${confirm}`))).html).toContain("You&#x27;re subscribed");
  });

  it("unknown, malformed and expired confirmation links say so with a 404", async () => {
    for (const token of ["A".repeat(43), "short", `${"b".repeat(42)}!`]) {
      const answer = await page(await fetch(`${site.url}/newsletter/confirm/${token}`));
      expect(answer.status, token).toBe(404);
      expect(answer.html).toContain("This link does not work");
      expect((await fetch(`${site.url}/newsletter/confirm/${token}`, form({}))).status, token).toBe(404);
    }
    await subscribe("late@corp.example");
    const { confirm } = await linksOf("late@corp.example");
    await handle.db.update(schema.newsletterSubscribers).set({ confirmExpiresAt: new Date(Date.now() - 1000) });
    expect((await fetch(`${site.url}${confirm}`, form({}))).status).toBe(404);
    expect((await subscriberOf("late@corp.example"))!.status).toBe("pending");
  });

  it("one-click unsubscribe (RFC 8058): a POST without cookies or origin, answered 200, not a redirect; repeats change nothing", async () => {
    await subscribe("linus@kernel.example");
    const { confirm, unsubscribe } = await linksOf("linus@kernel.example");
    await fetch(`${site.url}${confirm}`, form({}));

    const oneClick = await fetch(`${site.url}${unsubscribe}`, form({ "List-Unsubscribe": "One-Click" }));
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("You&#x27;re unsubscribed");
    const gone = await subscriberOf("linus@kernel.example");
    expect(gone).toMatchObject({ status: "unsubscribed", unsubscribedAt: expect.any(Date), confirmTokenHash: null });

    // A mail client may send multipart; a second click is the same answer and keeps the first date.
    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    const repeat = await fetch(`${site.url}${unsubscribe}`, { method: "POST", body: multipart, redirect: "manual" });
    expect(repeat.status).toBe(200);
    expect((await subscriberOf("linus@kernel.example"))!.unsubscribedAt).toEqual(gone!.unsubscribedAt);
    // The old confirmation link no longer subscribes the address.
    expect((await fetch(`${site.url}${confirm}`, form({}))).status).toBe(404);
    expect((await subscriberOf("linus@kernel.example"))!.status).toBe("unsubscribed");
  });

  it("the unsubscribe link opened in a browser shows a button that works without signing in", async () => {
    await subscribe("pending@corp.example");
    const { unsubscribe } = await linksOf("pending@corp.example");
    const opened = await page(await fetch(`${site.url}${unsubscribe}`));
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("Unsubscribe from AI Circle of Trust?");
    expect((await subscriberOf("pending@corp.example"))!.status).toBe("pending");
    const pressed = await page(await fetch(`${site.url}${unsubscribe}`, { ...form({}), headers: { ...form({}).headers, Origin: site.url } }));
    expect(pressed.status).toBe(200);
    expect(pressed.html).toContain("You&#x27;re unsubscribed");
    expect((await page(await fetch(`${site.url}${unsubscribe}`))).html).toContain("You&#x27;re unsubscribed");
  });

  it("a tampered or unknown unsubscribe link changes nothing and says so", async () => {
    await subscribe("keep@corp.example");
    await subscribe("other@corp.example");
    const keep = await subscriberOf("keep@corp.example");
    const other = await subscriberOf("other@corp.example");
    const { unsubscribe } = await linksOf("other@corp.example");
    const signature = unsubscribe.split(".").pop()!;
    for (const token of [`${keep!.id}.${signature}`, `${other!.id}.${"x".repeat(43)}`, other!.id, "nonsense", `${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}.${signature}`]) {
      expect((await fetch(`${site.url}/newsletter/unsubscribe/${token}`, form({ "List-Unsubscribe": "One-Click" }))).status, token).toBe(404);
      const shown = await page(await fetch(`${site.url}/newsletter/unsubscribe/${token}`));
      expect(shown.status).toBe(404);
      expect(shown.html).toContain("This link does not work");
    }
    expect((await subscriberOf("keep@corp.example"))!.status).toBe("pending");
    expect((await subscriberOf("other@corp.example"))!.status).toBe("pending");
  });

  it("signing up again: pending gets a fresh link (the old one stops), active sends nothing; unsubscribed is suppressed until its own link subscribes it again", async () => {
    await subscribe("again@corp.example");
    const first = await linksOf("again@corp.example");
    await subscribe("AGAIN@corp.example");
    const second = await linksOf("AGAIN@corp.example");
    expect(second.confirm).not.toBe(first.confirm);
    expect((await fetch(`${site.url}${first.confirm}`, form({}))).status).toBe(404);
    expect((await fetch(`${site.url}${second.confirm}`, form({}))).status).toBe(200);
    expect((await handle.db.select().from(schema.newsletterSubscribers)).length).toBe(1);

    // Active: the same answer, and no e-mail.
    const before = (await confirmations()).length;
    const answer = await subscribe("again@corp.example");
    expect(answer.headers.get("Location")).toBe("/aitrustscore-report?subscribed=1");
    expect((await confirmations()).length).toBe(before);
    expect((await subscriberOf("again@corp.example"))!.status).toBe("active");

    // Unsubscribed: the mailbox is suppressed for the newsletter's mail (and only for it).
    await fetch(`${site.url}${second.unsubscribe}`, form({ "List-Unsubscribe": "One-Click" }));
    const suppressed = () => handle.db.select().from(schema.mailSuppressions).where(eq(schema.mailSuppressions.mailboxKey, "again@corp.example"));
    expect((await suppressed()).map((row) => row.reason)).toEqual(["unsubscribe"]);
    // Whoever types the address in again gets the same answer, and nothing is sent or changed.
    const typedIn = await subscribe("again@corp.example");
    expect(typedIn.headers.get("Location")).toBe("/aitrustscore-report?subscribed=1");
    expect((await confirmations()).length).toBe(before);
    expect((await subscriberOf("again@corp.example"))!.status).toBe("unsubscribed");

    // The unsubscribe link's own page subscribes it again at once and lifts the suppression.
    const unsubscribedPage = await page(await fetch(`${site.url}${second.unsubscribe}`));
    expect(unsubscribedPage.html).toContain("Subscribe again");
    const back = await page(await fetch(`${site.url}${second.unsubscribe}`, form({ intent: "resubscribe" })));
    expect(back.status).toBe(200);
    expect(back.html).toContain("You&#x27;re subscribed again");
    expect(await subscriberOf("again@corp.example")).toMatchObject({ status: "active", unsubscribedAt: null });
    expect(await suppressed()).toEqual([]);
  });

  it("refuses a bad address in the block with the spec's message, and stores nothing for it or for a bot", async () => {
    const bad = await page(await subscribe("not-an-address"));
    expect(bad.status).toBe(422);
    expect(bad.html).toContain("Please enter a valid email address");
    expect(bad.html).toContain('value="not-an-address"');
    const bot = await subscribe("bot@spam.example", { website: "https://spam.example" });
    expect(bot.headers.get("Location")).toBe("/aitrustscore-report?subscribed=1");
    // An empty field only goes on to the report.
    const empty = await subscribe("");
    expect(empty.status).toBe(302);
    expect(empty.headers.get("Location")).toBe("/aitrustscore-report");
    expect(await handle.db.select().from(schema.newsletterSubscribers)).toEqual([]);
    expect(await handle.db.select().from(schema.outbox)).toEqual([]);
  });

  it("limits sign-ups per network (429 with Retry-After) and confirmation e-mails per address", async () => {
    expect((await subscribe("a@corp.example", {}, limited.url)).status).toBe(302);
    expect((await subscribe("b@corp.example", {}, limited.url)).status).toBe(302);
    const refused = await subscribe("c@corp.example", {}, limited.url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many sign-ups from your network");
    expect(await subscriberOf("c@corp.example")).toBeUndefined();

    // VISITOR_MAIL_PER_ADDRESS=3: the fourth sign-up of one address in a day sends no e-mail.
    for (let i = 0; i < 3; i++) expect((await subscribe("victim@corp.example")).status).toBe(302);
    const { confirm } = await linksOf("victim@corp.example");
    for (let i = 0; i < 2; i++) expect((await subscribe("victim@corp.example")).status).toBe(302);
    expect((await confirmations()).filter((row) => row.recipient === "victim@corp.example")).toHaveLength(3);
    // The sign-ups held back changed nothing: the link last sent still confirms.
    expect((await fetch(`${site.url}${confirm}`, form({}))).status).toBeLessThan(400);
    expect(await subscriberOf("victim@corp.example")).toMatchObject({ status: "active" });
  });

  it("lists subscribers for sales and exports them as CSV; signed out, neither", async () => {
    const admin = await signedInAdmin(handle.db);
    await subscribe("first@corp.example");
    await subscribe("second@corp.example");
    const { confirm } = await linksOf("second@corp.example");
    await fetch(`${site.url}${confirm}`, form({}));

    const list = await page(await fetch(`${site.url}/admin/subscribers`, { headers: { Cookie: admin.cookie } }));
    expect(list.status).toBe(200);
    expect(list.html).toContain("first@corp.example");
    expect(list.html).toContain("second@corp.example");
    const activeOnly = await page(await fetch(`${site.url}/admin/subscribers?status=active`, { headers: { Cookie: admin.cookie } }));
    expect(activeOnly.html).toContain("second@corp.example");
    expect(activeOnly.html).not.toContain("first@corp.example");

    const csv = await fetch(`${site.url}/admin/subscribers/export.csv`, { headers: { Cookie: admin.cookie } });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="lumenguard-newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    const rows = parseCsv(await csv.text());
    expect(rows[0]).toEqual(["email", "status", "signed_up_at", "last_requested_at", "confirmed_at", "unsubscribed_at", "source_page", "subscriber_id"]);
    expect(rows.slice(1).map((row) => [row[0], row[1], Boolean(row[4])])).toEqual([
      ["first@corp.example", "pending", false],
      ["second@corp.example", "active", true],
    ]);

    // Staff unsubscribe an address that asked by e-mail.
    const second = await subscriberOf("second@corp.example");
    const done = await fetch(`${site.url}/admin/subscribers`, {
      ...form({ csrf: admin.csrf, intent: "unsubscribe", id: second!.id }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie, Origin: site.url },
    });
    expect(done.status).toBe(302);
    expect((await subscriberOf("second@corp.example"))!.status).toBe("unsubscribed");

    const signedOut = await fetch(`${site.url}/admin/subscribers`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/admin\/login\?next=/);
    const csvSignedOut = await fetch(`${site.url}/admin/subscribers/export.csv`, { redirect: "manual" });
    expect(csvSignedOut.status).toBe(302);
    expect((await fetch(`${site.url}/admin/subscribers`, form({ intent: "unsubscribe", id: second!.id }))).status).toBe(401);
  });

  it("logs no address and no link token", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "debug" }, new Writable({ write: (chunk, _e, done) => void (lines.push(String(chunk)), done()) }));
    const ctx = { env, db: handle.db, logger, clientIp: "203.0.113.9" };
    const body = new FormData();
    body.set("email", "private.person@corp.example");
    expect((await signUp(ctx, body, "/")).status, lines.join("\n")).toBe(200);
    const { confirm, unsubscribe } = await linksOf("private.person@corp.example");
    const confirmToken = confirm.split("/").pop()!;
    const unsubscribeToken = unsubscribe.split("/").pop()!;
    expect(await confirmByLink(ctx, confirmToken)).toBe("confirmed");
    expect(await unsubscribeByLink(ctx, unsubscribeToken)).toEqual({ status: "unsubscribed" });
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(line).not.toMatch(/private\.person|corp\.example/);
      expect(line).not.toContain(confirmToken);
      expect(line).not.toContain(unsubscribeToken.split(".")[1]);
    }
  });
});

afterAll(closeServerBuild);
