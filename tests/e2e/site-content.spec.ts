// The site's content as an editor changes it (issue 35), on its own production server over
// PostgreSQL with two processes (WEB_CONCURRENCY=2), so a change must reach the stored pages of
// both: the announcement bar on every public page within a second, a news item in the ticker and
// the newsroom, a team member's photo and a partner's logo through the image pipeline, a press
// release on its own page (listed in the newsroom and the sitemap), a stale second tab's save refused
// without losing its text, a revision restored, a glossary term under its letter, a testimonial on
// the home page, an announcement scheduled a minute ahead that appears by itself, a campaign
// landing page whose lead reaches the inbox with its campaign and page, and /demo/redport edited as
// the landing page it is.
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { desc, eq, inArray } from "drizzle-orm";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import type { AuditActor } from "#app/features/audit/audit.server.ts";
import { collections } from "#app/features/site-content/collections.ts";
import { createEntry } from "#app/features/site-content/entries.server.ts";
import { openDatabase, type DatabaseHandle } from "#db/index.ts";
import { admins, auditLog } from "#db/schema.ts";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { freePort } from "#scripts/lib/free-port.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, axeViolations, expect, test } from "#tests/e2e/fixtures.ts";
import { hydrated, unique } from "#tests/e2e/support/admin.ts";
import { htmlErrors } from "#tests/e2e/support/html-validity.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const EDITOR = { email: `editor-${crypto.randomUUID().slice(0, 8)}@lumenguard.example`, password: "an editor's long passphrase" };
/** An admin, who reads the inbox (editors do not). */
const ADMIN = { email: `admin-${crypto.randomUUID().slice(0, 8)}@lumenguard.example`, password: "an admin's long passphrase" };
const PUBLIC_PAGES = ["/", "/pricing", "/newsroom", "/blog", "/about-us", "/contact-us"];

/** A page's HTML over a connection of its own, so the cluster hands successive requests to each process in turn. */
function freshGet(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { Connection: "close" } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

/** Axe at desktop and phone width; at 375 px nothing may scroll sideways. */
async function checkScreen(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width}px on ${page.url()}`).toEqual([]);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth), `width at 375px on ${page.url()}`).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("site content, as an editor changes it", () => {
  test.skip(!postgresUrl, "runs two processes on PostgreSQL: set TEST_DATABASE_URL");
  test.describe.configure({ mode: "serial" });
  // The refusals these steps provoke on purpose: an unsafe link (422), a stale save (409).
  test.use({ allowConsole: [/status of 4(09|22)/] });

  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let editor: AuditActor;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    server = await startProductionServer({
      port: await freePort(),
      env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", RATE_LIMIT_PER_MINUTE: "100000", LOG_LEVEL: "warn" },
    });
    handle = await openDatabase({ databaseUrl: database.url });
    const { admin } = await createOrResetAdmin(handle.db, EDITOR.email, EDITOR.password);
    await handle.db.update(admins).set({ role: "editor" }).where(eq(admins.id, admin.id));
    editor = { adminId: admin.id, email: admin.email };
    await createOrResetAdmin(handle.db, ADMIN.email, ADMIN.password);
  });
  test.afterAll(async () => {
    await handle?.close();
    await server?.stop();
    await database?.drop();
  });
  test.beforeEach(({ page }) => acceptCookies(page));

  async function signIn(page: Page, next: string, account = EDITOR) {
    await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
  }

  async function openAnnouncement(page: Page) {
    await page.goto(`${server.baseUrl}/admin/content/announcement`);
    // The one announcement there is until the scheduling test adds more.
    await page.getByRole("link", { name: /^Edit “/ }).first().click();
    await expect(page.getByRole("heading", { name: "Edit announcement" })).toBeVisible();
    await hydrated(page);
  }

  /** Whether every public page, asked twice over fresh connections (both processes), shows `text`. */
  async function shownEverywhere(text: string) {
    const pages = await Promise.all([...PUBLIC_PAGES, ...PUBLIC_PAGES].map((path) => freshGet(`${server.baseUrl}${path}`)));
    return pages.every((html) => html.includes(text));
  }

  /**
   * A second after a save was answered, every page in both processes shows `text`: the requests go
   * out at that second, so how long they take on a busy machine does not count, and no stored page
   * may be older than that.
   */
  async function expectShownWithinASecond(text: string) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await shownEverywhere(text), `every page shows “${text}” a second after the save`).toBe(true);
  }

  test("the announcement bar changes on every public page, in both processes, within a second", async ({ page }) => {
    // Every page stored in both processes' caches first.
    expect(await shownEverywhere("Lumenguard is named a 2025 Cool Vendor")).toBe(true);
    await signIn(page, "/admin/content");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Blog posts", "Site content", "Insights"]);
    await checkScreen(page);
    await page.getByRole("link", { name: "Announcement bar" }).click();
    await checkScreen(page);
    await openAnnouncement(page);
    await checkScreen(page);
    const text = unique("Agent Shield is now generally available.");
    await page.getByLabel(/^Text\*?$/).fill(text);
    await page.getByLabel(/^Link\*?$/).fill("/pricing");
    await page.getByLabel("Link text").fill("See pricing");
    await expect(page.locator("[data-entry-preview]")).toContainText(text);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();
    await expectShownWithinASecond(text);
    const home = await freshGet(server.baseUrl);
    expect(home).toContain('<a href="/pricing" class="font-semibold text-brand-amber');
  });

  test("a news item shows in the home page's ticker and at the top of the newsroom", async ({ page }) => {
    await signIn(page, "/admin/content/news");
    await page.getByRole("link", { name: "New news item" }).click();
    await hydrated(page);
    const headline = unique("Lumenguard opens a research lab in Dublin");
    await page.getByLabel("Headline").fill(headline);
    await page.getByLabel("Label").fill("Company news");
    await page.getByLabel(/^Link\*?$/).fill("javascript:alert(1)");
    await page.getByLabel("Date").fill("2026-11-20");
    await page.getByLabel("Shown in").selectOption("both");
    await page.getByLabel(/^Published/).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter an address on this site (starting with /) or a full https:// address.")).toBeVisible();
    await expect(page.getByLabel("Headline")).toHaveValue(headline);
    await page.getByLabel(/^Link\*?$/).fill("/aitrustscore-report");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: headline })).toContainText("Showing");

    const visitor = page.context();
    const home = await visitor.newPage();
    await home.goto(`${server.baseUrl}/`);
    await expect(home.getByRole("region", { name: "Latest news" }).getByRole("link", { name: new RegExp(headline) })).toHaveAttribute("href", "/aitrustscore-report");
    await home.goto(`${server.baseUrl}/newsroom`);
    const first = home.getByRole("list", { name: "Press coverage" }).getByRole("listitem").first();
    await expect(first).toContainText(headline);
    await expect(first).toContainText("November 20, 2026");
    // One of ours opens in the same tab.
    await expect(first.getByRole("link")).not.toHaveAttribute("target", "_blank");
    await home.close();
  });

  test("a team member with an uploaded photo joins the leadership team on the about page", async ({ page }) => {
    test.setTimeout(90_000);
    const photo = path.join(mkdtempSync(path.join(tmpdir(), "site-content-e2e-")), "portrait.png");
    writeFileSync(photo, await sharp({ create: { width: 800, height: 800, channels: 3, background: "#0f766e" } }).png().toBuffer());
    await signIn(page, "/admin/content/team");
    await expect(page.getByRole("row")).toHaveCount(11);
    await page.getByRole("link", { name: "New team member" }).click();
    await hydrated(page);
    const name = `Ines Duarte ${unique("").trim()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel(/^Role\*?$/).fill("Vice President of Engineering");
    await page.getByLabel("Biography").fill("Ines leads the platform teams.\n\nBefore Lumenguard she ran site reliability for a payments company.");
    await page.getByLabel("Profile link").fill("https://www.linkedin.com/in/ines-duarte-lumenguard-example");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload a photo" }).click();
    await (await chooser).setFiles(photo);
    const preview = page.locator("[data-entry-preview]");
    await expect(preview.locator("img")).toHaveAttribute("alt", `Portrait of ${name}`, { timeout: 20_000 });
    await page.getByLabel(/^Published/).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();

    await page.goto(`${server.baseUrl}/about-us`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute("srcset", /-320w\.avif 320w/);
    const portrait = card.getByRole("img", { name: `Portrait of ${name}` });
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await card.getByRole("button", { name: "Learn more about Ines" }).click();
    await expect(card.getByText("Before Lumenguard she ran site reliability")).toBeVisible();
    await checkScreen(page);
  });

  test("a partner with an uploaded logo and a link joins the logo grid of the home, about and partners pages", async ({ page }) => {
    test.setTimeout(120_000);
    const logo = path.join(mkdtempSync(path.join(tmpdir(), "site-content-e2e-")), "logo.png");
    writeFileSync(logo, await sharp({ create: { width: 600, height: 200, channels: 4, background: "#be123c" } }).png().toBuffer());
    await signIn(page, "/admin/content/partners");
    await page.getByRole("link", { name: "New partner" }).click();
    await hydrated(page);
    const name = `Northwind ${unique("").trim()}`;
    await page.getByLabel(/^Name\*?$/).fill(name);
    await page.getByLabel(/^Link\*?$/).fill("https://northwind.example/security");
    await page.getByLabel("Drawn logo colour").fill("red");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload a logo" }).click();
    await (await chooser).setFiles(logo);
    await expect(page.locator("[data-entry-preview] img")).toHaveAttribute("alt", name, { timeout: 20_000 });
    await page.getByLabel(/^Published/).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter a colour as #rrggbb, e.g. #0e7490.")).toBeVisible();
    await page.getByLabel("Drawn logo colour").fill("#be123c");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();
    // Last in the editors' order; moved to the top, it leads the grid.
    const rows = page.getByRole("row");
    await expect(rows.nth(16)).toContainText(name);
    for (let place = 15; place >= 1; place--) {
      await rows.nth(place + 1).getByRole("button", { name: `Move “${name}” up` }).click();
      await expect(rows.nth(place)).toContainText(name);
    }
    await expect(rows.nth(1).getByRole("button", { name: /up$/ })).toHaveCount(0);

    for (const path of ["/", "/about-us", "/partners"]) {
      await page.goto(`${server.baseUrl}${path}`);
      const first = page.getByRole("list").filter({ has: page.getByRole("img", { name: "Cirrusline" }) }).getByRole("listitem").first();
      const link = first.getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link, path).toHaveAttribute("href", "https://northwind.example/security");
      await expect(link.getByRole("img", { name })).toBeVisible();
    }
    await checkScreen(page);
  });

  test("a press release gets its own page, listed in the newsroom and the sitemap", async ({ page }) => {
    // Axe on three pages at two widths, and the HTML checker.
    test.setTimeout(120_000);
    await signIn(page, "/admin/content/press");
    await page.getByRole("link", { name: "New press release" }).click();
    await hydrated(page);
    const title = unique("Lumenguard raises its Series B");
    const slug = `series-b-${Date.now().toString(36)}`;
    await page.getByLabel(/^Title\*?$/).fill(title);
    await page.getByLabel(/^Address\*?$/).fill("Series B!");
    await page.getByLabel(/^Summary\*?$/).fill("The round funds the AI Trust Score's next stage and a research lab in Dublin.");
    await page.getByLabel(/^Date\*?$/).fill("2026-11-24");
    await page.getByLabel("Location line").fill("BOSTON, MA");
    await page.getByLabel(/^Body\*?$/).fill("## What the round funds\n\n- A research lab in Dublin\n- Agent red teaming\n\nSee [our pricing](/pricing).");
    await page.getByLabel(/^Published/).check();
    // The live preview renders the Markdown on the server, as the page will.
    const preview = page.locator("[data-entry-preview]");
    await expect(preview.getByRole("heading", { name: "What the round funds" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["A research lab in Dublin", "Agent red teaming"]);
    await expect(preview).toContainText("November 24, 2026");
    await checkScreen(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Address may hold only lower-case letters, digits and single hyphens.")).toBeVisible();
    await expect(page.getByLabel(/^Title\*?$/)).toHaveValue(title);
    await page.getByLabel(/^Address\*?$/).fill(slug);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Showing");

    const visitor = await page.context().newPage();
    await visitor.goto(`${server.baseUrl}/newsroom`);
    const releases = visitor.getByRole("region", { name: "Press releases" });
    await expect(releases).toContainText("The round funds the AI Trust Score's next stage");
    await checkScreen(visitor);
    await releases.getByRole("link", { name: title }).click();
    await expect(visitor).toHaveURL(`${server.baseUrl}/newsroom/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole("heading", { level: 2, name: "What the round funds" })).toBeVisible();
    await expect(visitor.locator("[data-post-body] li")).toHaveText(["A research lab in Dublin", "Agent red teaming"]);
    await expect(visitor.getByText("BOSTON, MA — November 24, 2026")).toBeVisible();
    await checkScreen(visitor);
    await visitor.getByRole("link", { name: "Back to Newsroom" }).click();
    await expect(visitor).toHaveURL(`${server.baseUrl}/newsroom`);
    expect(await freshGet(`${server.baseUrl}/sitemap.xml`)).toContain(`<loc>${server.baseUrl}/newsroom/${slug}</loc>`);
    const documents = await Promise.all(["/newsroom", `/newsroom/${slug}`].map(async (path) => ({ path, html: await freshGet(`${server.baseUrl}${path}`) })));
    expect(htmlErrors(documents)).toBe("");
    await visitor.close();
  });

  test("a stale second tab's save is refused without losing its text; a revision is restored", async ({ page }) => {
    await signIn(page, "/admin/content");
    const other = await page.context().newPage();
    await openAnnouncement(page);
    await openAnnouncement(other);

    const first = unique("Saved in the first tab.");
    await page.getByLabel(/^Text\*?$/).fill(first);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();

    const second = unique("Typed in the second tab.");
    await other.getByLabel(/^Text\*?$/).fill(second);
    await other.getByRole("button", { name: "Save" }).click();
    const refusal = other.getByRole("alert").filter({ hasText: "Not saved:" });
    await expect(refusal).toContainText(`${EDITOR.email} saved this announcement after you opened it. Your text is still in the form.`);
    await expect(refusal).toContainText(first);
    await expect(other.getByLabel(/^Text\*?$/)).toHaveValue(second);
    await other.getByRole("button", { name: "Keep mine, to save over theirs" }).click();
    await other.getByRole("button", { name: "Save" }).click();
    await expect(other.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();
    await expectShownWithinASecond(second);
    await other.close();

    await openAnnouncement(page);
    await page.getByText(/^Revisions \(/).click();
    const revisions = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
    await expect(revisions).toHaveCount(3);
    await revisions.nth(1).getByRole("button", { name: /^Restore/ }).click();
    await expect(page.getByLabel(/^Text\*?$/)).toHaveValue(first);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();
    await expectShownWithinASecond(first);
    const restored = await handle.db.select().from(auditLog).where(eq(auditLog.action, "content.restored"));
    expect(restored.map((row) => row.actorEmail)).toEqual([EDITOR.email]);
  });

  test("a glossary term gets its letter and its place under it; a testimonial shows on the home page", async ({ page }) => {
    await signIn(page, "/admin/content/glossary");
    await page.getByRole("link", { name: "New glossary term" }).click();
    await hydrated(page);
    // K has no term on a fresh install: the bar shows it greyed until one comes.
    const name = unique("Key Rotation");
    const anchor = name.toLowerCase().replaceAll(" ", "-");
    const definition = "Replacing the keys a model provider issues on a schedule, so a leaked key stops working.";
    await page.getByLabel(/^Term\*?$/).fill(name);
    await page.getByLabel(/^Anchor\*?$/).fill(anchor);
    await page.getByLabel(/^Definition\*?$/).fill(definition);
    await page.getByLabel("Related terms").fill("prompt-injection\nShadow AI\nNo such term");
    await page.getByLabel(/^Published/).check();
    await expect(page.locator("[data-entry-preview]")).toContainText(definition);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Showing");

    const visitor = await page.context().newPage();
    await visitor.goto(`${server.baseUrl}/glossary`);
    await expect(visitor.getByRole("navigation", { name: "Glossary letters" }).getByRole("link", { name: "K", exact: true })).toHaveAttribute("href", "#K");
    const card = visitor.getByRole("region", { name: "K" }).locator(`[id="${anchor}"]`);
    await expect(card.getByRole("term")).toHaveText(name);
    await expect(card.getByRole("definition").first()).toHaveText(definition);
    await expect(card.getByRole("link", { name: "Prompt Injection" })).toHaveAttribute("href", "#prompt-injection");
    await expect(card.getByRole("link", { name: "Shadow AI" })).toHaveAttribute("href", "#shadow-ai");
    await expect(card).not.toContainText("No such term");
    await checkScreen(visitor);

    await page.goto(`${server.baseUrl}/admin/content/testimonials`);
    await page.getByRole("link", { name: "New testimonial" }).click();
    await hydrated(page);
    const quote = unique("We cut our model approval time from weeks to days.");
    await page.getByLabel(/^Quote\*?$/).fill(quote);
    await page.getByLabel(/^Person\*?$/).fill("Jordan P.");
    await page.getByLabel(/^Role\*?$/).fill("Head of Security");
    await page.getByLabel("Company").fill("Northwind Logistics");
    await page.getByLabel("Shown on").selectOption("home");
    await page.getByLabel(/^Published/).check();
    await expect(page.locator("[data-entry-preview]")).toContainText("Head of Security, Northwind Logistics");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();

    await visitor.goto(`${server.baseUrl}/`);
    const shown = visitor.getByRole("region", { name: "Trusted by the teams who own AI risk" }).getByRole("figure").filter({ hasText: quote });
    await expect(shown).toContainText("Jordan P.");
    await expect(shown).toContainText("Head of Security, Northwind Logistics");
    await visitor.goto(`${server.baseUrl}/about-us`);
    await expect(visitor.getByText(quote)).toHaveCount(0);
    await visitor.close();
  });

  test("an announcement scheduled a minute ahead takes the bar by itself, and a draft never shows", async ({ page }) => {
    test.setTimeout(200_000);
    await signIn(page, "/admin/content/announcement");
    await page.getByRole("link", { name: "New announcement" }).click();
    await hydrated(page);
    const scheduled = unique("Join us at the AI Security Summit.");
    await page.getByLabel(/^Text\*?$/).fill(scheduled);
    await page.getByLabel(/^Link\*?$/).fill("/contact-us");
    await page.getByLabel("Link text").fill("Meet the team");
    await page.getByLabel(/^Published/).check();
    // The next whole minute at least 60 seconds away, typed as the editor's clock shows it.
    const local = await page.evaluate(() => {
      const at = new Date(Date.now() + 60_000);
      if (at.getSeconds() > 0 || at.getMilliseconds() > 0) at.setMinutes(at.getMinutes() + 1, 0, 0);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    await page.getByLabel(/^Show from/).fill(local);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. It shows on the site as its status says.").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: scheduled })).toContainText("Scheduled");

    await page.getByRole("link", { name: "New announcement" }).click();
    await hydrated(page);
    const draft = unique("A draft nobody outside sees.");
    await page.getByLabel(/^Text\*?$/).fill(draft);
    await page.getByLabel(/^Link\*?$/).fill("/pricing");
    await page.getByLabel("Link text").fill("Pricing");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row").filter({ hasText: draft })).toContainText("Draft");

    expect(await shownEverywhere(scheduled)).toBe(false);
    await expect.poll(() => shownEverywhere(scheduled), { timeout: 150_000, intervals: [2_000] }).toBe(true);
    expect(await shownEverywhere(draft)).toBe(false);
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: scheduled })).toContainText("Showing");
    await expect(page.getByRole("row").filter({ hasText: "Saved in the first tab" })).toContainText("Waiting: another announcement shows");
  });

  test("a campaign landing page: its lead reaches the inbox with its campaign and page; noindex keeps it out of search", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, "/admin/content/landing");
    await page.getByRole("link", { name: "New landing page" }).click();
    await hydrated(page);
    const headline = unique("Secure your agents before spring");
    const slug = `winter-webinar-${crypto.randomUUID().slice(0, 8)}`;
    await page.getByLabel(/^Headline/).fill(headline);
    await page.getByLabel(/^Subheading/).fill("Join our live session on red-teaming AI agents.");
    await page.getByLabel(/^Address/).fill(slug);
    await page.getByLabel("Bullet points").fill("The five attacks we see most\nHow to gate releases on a score");
    await page.getByLabel("Proof points").fill("9 risk dimensions scored");
    await page.getByLabel(/^Form\*?$/).selectOption("contact");
    await page.getByLabel(/^Campaign name/).fill("Winter webinar 2026");
    await page.getByLabel("Thank-you destination").fill("/thank-you");
    await page.getByLabel("Default utm_source").fill("newsletter");
    await page.getByLabel(/^Search engines/).selectOption("noindex");
    const hero = path.join(mkdtempSync(path.join(tmpdir(), "site-content-e2e-")), "hero.png");
    writeFileSync(hero, await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#312e81" } }).png().toBuffer());
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload a hero image" }).click();
    await (await chooser).setFiles(hero);
    await page.getByLabel("Hero image description").fill("An analyst reviewing an agent's risk score");
    await page.getByLabel(/^Published/).check();
    const preview = page.locator("[data-entry-preview]");
    await expect(preview.getByRole("img", { name: "An analyst reviewing an agent's risk score" })).toBeVisible({ timeout: 20_000 });
    await expect(preview).toContainText(headline);
    await expect(preview).toContainText("How to gate releases on a score");
    await expect(preview).toContainText("Form: Contact");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row").filter({ hasText: headline })).toContainText("Showing");

    const visitor = await page.context().newPage();
    await visitor.goto(`${server.baseUrl}/lp/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(visitor.locator('picture source[type="image/avif"]').first()).toHaveAttribute("srcset", /-1280w\.avif 1280w/);
    await expect(visitor.getByRole("img", { name: "An analyst reviewing an agent's risk score" })).toBeVisible();
    await checkScreen(visitor);
    await visitor.getByRole("link", { name: "Contact Us" }).first().click();
    await visitor.getByLabel("First name").fill("Katherine");
    await visitor.getByLabel("Last name").fill("Johnson");
    await visitor.getByLabel("Work email").fill("katherine@orbit.example");
    await visitor.getByRole("textbox", { name: "Message" }).fill("We would like the webinar recording.");
    await visitor.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor).toHaveURL(`${server.baseUrl}/thank-you`);
    const sitemap = await (await visitor.request.get(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain("/demo/redport");
    expect(sitemap).not.toContain(`/lp/${slug}`);
    expect((await visitor.request.get(`${server.baseUrl}/lp/no-such-campaign`)).status()).toBe(404);
    await visitor.close();

    const adminContext = await browser.newContext();
    const inbox = await adminContext.newPage();
    await acceptCookies(inbox);
    await signIn(inbox, "/admin/leads", ADMIN);
    await inbox.getByRole("link", { name: "Katherine Johnson" }).click();
    await expect(inbox.getByRole("heading", { level: 2, name: "Katherine Johnson" })).toBeVisible();
    const shown = (label: string) => inbox.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
    await expect(shown("Campaign name")).toHaveText("Winter webinar 2026");
    await expect(shown("Source page")).toHaveText(`/lp/${slug}`);
    await expect(shown("Campaign")).toHaveText("utm_source=newsletter");
    await adminContext.close();
  });

  test("/demo/redport is a landing page: its badge and a benefit card change in the admin, a card that does not read is refused, and unpublished it is the site's 404", async ({ page }) => {
    test.setTimeout(120_000);
    const url = `${server.baseUrl}/demo/redport`;
    /** Whether both processes' /demo/redport show `text` (each asked over a fresh connection). */
    const shownInBoth = async (text: string) => (await Promise.all([freshGet(url), freshGet(url)])).every((html) => html.includes(text));
    // Stored in both processes' caches first.
    expect(await shownInBoth("Free AI Trust Score Audit Included")).toBe(true);
    const moved = await page.request.get(`${server.baseUrl}/lp/redport`, { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location]).toEqual([301, "/demo/redport"]);

    await signIn(page, "/admin/content/landing");
    await page.getByRole("link", { name: "Edit “See how trustworthy your AI really is”" }).click();
    await hydrated(page);
    await expect(page.getByText("the page with the address “redport” is at /demo/redport", { exact: false })).toBeVisible();
    const badge = unique("Red-team report free");
    await page.getByLabel("Badge", { exact: true }).fill(badge);
    const cards = page.getByLabel("Benefit cards", { exact: true });
    const typed = await cards.inputValue();
    expect(typed.split("\n")[0]).toBe("search | Free AI Trust Score Audit | A $5,000 value: we score one of your models or agents across all 9 AI risk dimensions, at no cost.");
    await cards.fill(typed.replace("search | Free AI Trust Score Audit |", "sheild | Free AI Trust Score Audit |"));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Benefit cards, line 1: “sheild” is not one of the icons", { exact: false })).toBeVisible();
    await expect(cards).toHaveAttribute("aria-invalid", "true");
    const title = unique("Red-team report");
    await cards.fill(typed.replace("search | Free AI Trust Score Audit |", `shield-check | ${title} |`));
    const preview = page.locator("[data-entry-preview]");
    await expect(preview).toContainText(badge);
    await expect(preview).toContainText(title);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row").filter({ hasText: "See how trustworthy your AI really is" })).toContainText("Showing");

    await expect.poll(() => shownInBoth(badge), { timeout: 5_000 }).toBe(true);
    const visitor = await page.context().newPage();
    await visitor.goto(url);
    await expect(visitor.getByText(badge)).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 3, name: title })).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 3, name: "Custom Risk Report" })).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 2, name: "Schedule your demo" })).toBeVisible();
    await expect(visitor).toHaveTitle("Book a Demo with a Free AI Trust Score Audit | Lumenguard");
    await checkScreen(visitor);
    await visitor.close();

    await page.getByRole("link", { name: "Edit “See how trustworthy your AI really is”" }).click();
    await hydrated(page);
    await page.getByLabel(/^Published/).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row").filter({ hasText: "See how trustworthy your AI really is" })).toContainText("Draft");
    await expect.poll(async () => (await page.request.get(url)).status(), { timeout: 5_000 }).toBe(404);
  });

  test("a datasheet landing page sends its visitor to its thank-you destination once the datasheet is requested", async ({ page }) => {
    const slug = `datasheet-${crypto.randomUUID().slice(0, 8)}`;
    await createEntry(handle.db, collections.landing, {
      data: { headline: "Get the Guardrails datasheet", subheading: "Everything in two pages.", slug, form: "datasheet", campaign: "Datasheet push", thankYou: "/thank-you", indexing: "noindex" },
      published: true,
      showFrom: null,
      showUntil: null,
    }, editor);
    await page.goto(`${server.baseUrl}/lp/${slug}`);
    await page.getByRole("button", { name: "Download Datasheet" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("First name").fill("Ada");
    await dialog.getByLabel("Last name").fill("Lovelace");
    await dialog.getByLabel("Work email").fill("ada@analytical.example");
    const popup = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Download Datasheet" }).click();
    await (await popup).close();
    await expect(page).toHaveURL(`${server.baseUrl}/thank-you`);
  });

  test("a restore is recorded by the save that follows it, not by a later one", async ({ page }) => {
    await signIn(page, "/admin/content");
    await openAnnouncement(page);
    await page.getByLabel(/^Text\*?$/).fill(unique("A version to restore."));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();
    await openAnnouncement(page);
    await page.getByText(/^Revisions \(/).click();
    await page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem").first().getByRole("button", { name: /^Restore/ }).click();
    // That save is refused (an unsafe link): the restore is answered, the editor stays.
    await page.getByLabel(/^Link\*?$/).fill("javascript:alert(1)");
    const refused = page.waitForResponse((response) => response.request().method() === "POST" && response.status() === 422);
    await page.getByRole("button", { name: "Save" }).click();
    await refused;
    await page.getByLabel(/^Link\*?$/).fill("/pricing");
    await page.getByLabel(/^Text\*?$/).fill(unique("Written after the restore."));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The site shows the change within a second.").first()).toBeVisible();
    const [latest] = await handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.action, ["content.restored", "content.updated"]))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(latest?.action).toBe("content.updated");
  });
});

