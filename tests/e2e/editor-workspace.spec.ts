// The editor's workspace (issue 19) as an editor uses it: autosave and nothing lost on a reload,
// a stale save refused, scheduled publishing, slugs that redirect, images, preview links.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { acceptCookies, axeViolations, expect, test } from "#tests/e2e/fixtures.ts";
import { ADMIN, hydrated, openNewPost, signIn, unique } from "#tests/e2e/support/admin.ts";
import { postFormDefaults } from "#app/features/blog/post.schema.ts";
import { storageKeys } from "#app/config/site.ts";

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9\s-]/g, "").trim().replace(/\s+/g, "-");
const files = mkdtempSync(path.join(tmpdir(), "editor-e2e-"));


/** Creates a post through the form; returns its title. */
async function createThroughForm(page: Page, title: string, { published = false, content = "Body text for the post." } = {}) {
  await openNewPost(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill(content);
  if (published) await page.getByLabel(/^Published/).check();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully.").first()).toBeVisible();
}

async function openEditor(page: Page, title: string) {
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `Edit “${title}”` }).click();
  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
  await hydrated(page);
}

test.beforeEach(({ page }) => acceptCookies(page));

test("autosave: type, see Saved, reload, and the text comes back, from the server too; the list reopens or discards an unsaved post", async ({ page }) => {
  await signIn(page);
  await openNewPost(page);
  const title = unique("Autosaved draft");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Words typed and never saved by hand.\n\n## A heading");
  const status = page.locator("[data-autosave]");
  await expect(status).toHaveText(/Saved/, { timeout: 10_000 });
  // Kept, the new post has an address of its own.
  await expect(page).toHaveURL(/\/admin\/blog\?new=[0-9a-f-]{36}$/);
  const address = page.url();
  expect(await axeViolations(page)).toEqual([]);

  // New Post in another tab is another post: it offers the unsaved one, and what is typed there
  // instead is kept apart, in this browser and on the server.
  const other = await page.context().newPage();
  await acceptCookies(other);
  await openNewPost(other);
  await expect(other.getByRole("region", { name: "Restore unsaved changes?" })).toBeVisible();
  const otherTitle = unique("Typed in another tab");
  await other.getByLabel("Title").fill(otherTitle);
  await expect(other.locator("[data-autosave]")).toHaveText(/Saved/, { timeout: 10_000 });
  await expect(other).toHaveURL(/\/admin\/blog\?new=[0-9a-f-]{36}$/);
  expect(other.url()).not.toBe(page.url());
  await other.close();

  // A reload reopens this tab's post with its text, not the one typed last...
  await page.reload();
  await hydrated(page);
  const reopened = page.getByRole("status").filter({ hasText: "Your unsaved text from" });
  await expect(reopened).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("region", { name: "Restore unsaved changes?" })).toHaveCount(0);

  // ...and without this browser's copy, from the server.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Content")).toHaveValue("Words typed and never saved by hand.\n\n## A heading");
  await expect(page.getByTestId("word-count")).toHaveText("9 words · 1 min read");
  expect(await axeViolations(page)).toEqual([]);

  // The post list names both unsaved new posts; Continue reopens this one where it was left.
  await page.goto("/admin/blog");
  const unsaved = page.getByRole("region", { name: "Unsaved new posts" });
  await expect(unsaved.getByText(otherTitle, { exact: true })).toBeVisible();
  await expect(unsaved.getByText(title, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await unsaved.getByRole("link", { name: `Continue “${otherTitle}”` }).click();
  await hydrated(page);
  await expect(page.getByLabel("Title")).toHaveValue(otherTitle);

  // Discarding it (after a question) removes it from the list, here and on the server.
  await page.getByRole("button", { name: "Discard this post" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "The unsaved post was discarded." })).toBeFocused();
  await expect(unsaved.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText(otherTitle)).toHaveCount(0);
  await page.reload();
  await expect(unsaved.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText(otherTitle)).toHaveCount(0);
  await unsaved.getByRole("link", { name: `Continue “${title}”` }).click();
  await expect(page).toHaveURL(address);
  await hydrated(page);
  await expect(page.getByLabel("Title")).toHaveValue(title);
});

test("a new post kept only in this browser (typed signed out, say) is listed too, and Continue reopens it", async ({ page }) => {
  await signIn(page);
  const title = unique("Typed on a train");
  const key = crypto.randomUUID();
  const draft = { values: { ...postFormDefaults, title, content: "No connection between two stations." }, savedAt: new Date().toISOString() };
  await page.evaluate(({ name, value }) => window.localStorage.setItem(name, value), {
    name: `${storageKeys.postDraftPrefix}new:${key}`,
    value: JSON.stringify(draft),
  });
  await page.goto("/admin/blog");
  const unsaved = page.getByRole("region", { name: "Unsaved new posts" });
  await expect(unsaved.getByText(title, { exact: true })).toBeVisible();
  await expect(unsaved.getByText("No connection between two stations.")).toBeVisible();
  await unsaved.getByRole("link", { name: `Continue “${title}”` }).click();
  await expect(page).toHaveURL(`/admin/blog?new=${key}`);
  await hydrated(page);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Content")).toHaveValue("No connection between two stations.");
});

test("the post list narrows to drafts, scheduled or published posts, with counts, at 375 px too", async ({ page }) => {
  await signIn(page);
  const title = unique("A draft to find");
  await createThroughForm(page, title);
  const filters = page.getByRole("navigation", { name: "Show posts" });
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();

  await filters.getByRole("link", { name: /^Drafts \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?status=draft$/);
  await expect(filters.getByRole("link", { name: /^Drafts/ })).toHaveAttribute("aria-current", "page");
  await expect(row).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Published" })).toHaveCount(0);

  await filters.getByRole("link", { name: /^Published \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?status=published$/);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "Cutting Token Spend by 30%" })).toBeVisible();

  // The counts add up to All.
  const count = async (name: RegExp) => Number((await filters.getByRole("link", { name }).textContent())!.match(/\d+$/)![0]);
  expect((await count(/^Drafts/)) + (await count(/^Scheduled/)) + (await count(/^Published/))).toBe(await count(/^All/));

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("Edit, Close, Cancel and Save go back to the list as it was filtered, and the focus goes where the work is", async ({ page }) => {
  await signIn(page);
  const title = unique("A draft worked through");
  await createThroughForm(page, title);
  const filters = page.getByRole("navigation", { name: "Show posts" });
  await filters.getByRole("link", { name: /^Drafts \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?status=draft$/);

  const edit = page.getByRole("link", { name: `Edit “${title}”` });
  await edit.click();
  await expect(page).toHaveURL(/\/admin\/blog\?edit=[^&]+&status=draft$/);
  await page.getByRole("link", { name: "Close the form" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?status=draft$/);
  // Back to the Edit that opened the form, as a dialog gives the focus back.
  await expect(edit).toBeFocused();

  await edit.click();
  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?status=draft$/);
  await expect(edit).toBeFocused();

  await edit.click();
  await hydrated(page);
  await expect(page.getByLabel("Title")).toBeFocused();
  await page.getByLabel("Content").fill("A second pass over the draft.");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Blog post updated successfully.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\?status=draft$/);
  // The editor went with its Update button: the answer has the focus, not the page's body.
  await expect(page.getByRole("status").filter({ hasText: "Blog post updated successfully." })).toBeFocused();
  await expect(filters.getByRole("link", { name: /^Drafts/ })).toHaveAttribute("aria-current", "page");

  // Opened again and cancelled, nothing was saved: the earlier notice does not come back.
  await edit.click();
  await page.getByLabel("Title").fill(`${title}, renamed and left`);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?status=draft$/);
  await expect(page.getByRole("main").getByText("Blog post updated successfully.")).toHaveCount(0);

  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?new(=[^&]*)?&status=draft$/);
  await expect(page.getByRole("heading", { name: "New Post" })).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
  await page.getByRole("link", { name: "Close the form" }).click();
  await expect(page.getByRole("link", { name: "New Post" })).toBeFocused();
});

test("a title that is one long word wraps in the list and in the Delete question, at 1280 and 375 px", async ({ page }) => {
  await signIn(page);
  const title = `${unique("Long").replace(/\s/g, "")}${"x".repeat(140)}`;
  await createThroughForm(page, title);
  const row = page.getByRole("row").filter({ hasText: title });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await scrollWidth()).toBeLessThanOrEqual(width);
    const button = (await row.getByRole("button", { name: /^Delete/ }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(width);
  }
  await row.getByRole("button", { name: /^Delete/ }).click();
  const question = page.getByRole("alertdialog");
  await expect(question.getByRole("button", { name: "Delete" })).toBeInViewport();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await question.getByRole("button", { name: "Cancel" }).click();
});

test("a long address in a post's body or slug wraps at 375 px, in the editor and on the published page", async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  const title = unique("Long address");
  const slug = `long-${"a".repeat(180)}-${Date.now()}`;
  await openNewPost(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Address (slug)").fill(slug);
  await page.getByLabel("Content").fill(`Read https://example.com/${"segment-".repeat(30)}end and \`${"identifier_".repeat(20)}\`.`);
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("link", { name: /example\.com/ })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await page.getByLabel(/^Published/).check();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully.").first()).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
});

test("a publish time's year typed digit by digit is kept, not emptied (which would publish at once)", async ({ page }) => {
  await signIn(page);
  await openNewPost(page);
  const field = page.getByLabel(/^Publish time/);
  await field.fill("2027-12-31T09:30");
  // The year segment: the browser holds 0002, 0020, 0202 on the way to 2028.
  await field.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  for (const digit of "2028") await page.keyboard.press(digit);
  await expect(field).toHaveValue("2028-12-31T09:30");
  // What the form sends: that instant (in the browser's zone), not an empty time.
  await expect(page.locator('input[name="publishAt"]')).toHaveValue(/^(2028-12-31|2029-01-01)T/);
});

test.describe("a refused new post", () => {
  // The refusal (no usable title) is a 409 the browser logs.
  test.use({ allowConsole: [/status of 409/] });

  test("takes the focus to the field to fix, even a screen away on a phone", async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await openNewPost(page);
    // The title of a seeded post: its address is taken.
    await page.getByLabel("Title").fill("Cutting Token Spend by 30% with Policy-Aware Model Routing");
    await page.getByLabel("Content").fill("A second take.");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByLabel("Title")).toBeFocused();
    await expect(page.getByLabel("Title")).toBeInViewport();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  });

  test("keeps its errors, its text and its address while the editor goes on typing", async ({ page }) => {
    await signIn(page);
    await openNewPost(page);
    await page.getByLabel("Excerpt").fill("Only an excerpt so far.");
    await expect(page).toHaveURL(/\/admin\/blog\?new=[0-9a-f-]{36}$/);
    const address = page.url();
    await page.getByRole("button", { name: "Create Post" }).click();
    const titleError = page.getByText("Add a title with letters or digits").first();
    await expect(titleError).toBeVisible();
    await expect(page).toHaveURL(address);

    await page.getByLabel("Content").fill("A body, typed after the refusal.");
    await expect(page.locator("[data-autosave]")).toHaveText(/Saved/, { timeout: 10_000 });
    await expect(titleError).toBeVisible();
    await expect(page).toHaveURL(address);

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("Excerpt")).toHaveValue("Only an excerpt so far.");
    await expect(page.getByLabel("Content")).toHaveValue("A body, typed after the refusal.");
  });
});

test("a save of a stale version is refused with a clear message; nothing is overwritten until the editor chooses", async ({ page, context }) => {
  await signIn(page);
  const title = unique("Two editors");
  await createThroughForm(page, title);
  await openEditor(page, title);
  const other = await context.newPage();
  await acceptCookies(other);
  await openEditor(other, title);

  await page.getByLabel("Excerpt").fill("First editor's excerpt");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Blog post updated successfully.").first()).toBeVisible();

  await other.getByLabel("Excerpt").fill("Second editor's excerpt");
  await other.getByRole("button", { name: "Update Post" }).click();
  const refusal = other.getByRole("alert").filter({ hasText: "Not saved: this post changed since you opened it." });
  await expect(refusal).toContainText("admin@lumenguard.example saved it at");
  await expect(other.getByLabel("Excerpt")).toHaveValue("Second editor's excerpt");

  await openEditor(page, title);
  await expect(page.getByLabel("Excerpt")).toHaveValue("First editor's excerpt");

  // Replacing theirs is a choice, made explicitly, and then saves.
  await refusal.getByRole("button", { name: "Replace their version with mine" }).click();
  await other.getByRole("button", { name: "Update Post", exact: true }).click();
  await expect(other.getByText("Blog post updated successfully.").first()).toBeVisible();
  await openEditor(page, title);
  await expect(page.getByLabel("Excerpt")).toHaveValue("Second editor's excerpt");
  await page.getByText(/^Revisions/).click();
  await expect(page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem")).toHaveCount(3);
});

test("a revision is restored into the form and saved as a new one", async ({ page }) => {
  await signIn(page);
  const title = unique("Revised");
  await createThroughForm(page, title, { content: "The first version of the body." });
  await openEditor(page, title);
  await page.getByLabel("Content").fill("A rewrite that lost the good first version.");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Blog post updated successfully.").first()).toBeVisible();
  await openEditor(page, title);
  await page.getByText(/^Revisions/).click();
  const revisions = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await revisions.nth(1).getByRole("button", { name: /^Restore/ }).click();
  await expect(page.getByLabel("Content")).toHaveValue("The first version of the body.");
  await expect(page.getByText(/Restored the revision from/)).toBeVisible();
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Blog post updated successfully.").first()).toBeVisible();
});

test("a post scheduled a minute ahead appears on the blog, in RSS and in the sitemap by itself", async ({ page, request }) => {
  test.setTimeout(200_000);
  await signIn(page);
  const title = unique("Scheduled for later");
  const slug = slugOf(title);
  await openNewPost(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Out in a minute.");
  await page.getByLabel(/^Published/).check();
  // The next whole minute at least 60 seconds away, typed as the editor's clock shows it.
  const local = await page.evaluate(() => {
    const at = new Date(Date.now() + 60_000);
    if (at.getSeconds() > 0 || at.getMilliseconds() > 0) at.setMinutes(at.getMinutes() + 1, 0, 0);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await page.getByLabel(/^Publish time/).fill(local);
  await expect(page.getByText(/^Scheduled: it appears on the blog/)).toBeVisible();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully.").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Scheduled");

  const shows = async () => {
    const [blog, rss, sitemap, post] = await Promise.all([
      request.get("/blog").then((r) => r.text()),
      request.get("/blog/rss.xml").then((r) => r.text()),
      request.get("/sitemap.xml").then((r) => r.text()),
      request.get(`/blog/${slug}`).then((r) => r.status()),
    ]);
    return { blog: blog.includes(title), rss: rss.includes(`/blog/${slug}`), sitemap: sitemap.includes(`/blog/${slug}`), post };
  };
  expect(await shows()).toEqual({ blog: false, rss: false, sitemap: false, post: 404 });
  await expect.poll(shows, { timeout: 150_000, intervals: [5_000] }).toEqual({ blog: true, rss: true, sitemap: true, post: 200 });
});

test("changing a published post's slug keeps the old address answering 301", async ({ page, request }) => {
  await signIn(page);
  const title = unique("Slug before");
  const before = slugOf(title);
  const after = `${before}-renamed`;
  await createThroughForm(page, title, { published: true });
  await openEditor(page, title);
  await page.getByLabel("Address (slug)").fill(after);
  await expect(page.getByText(`(the old address /blog/${before} will redirect here)`)).toBeVisible();
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Blog post updated successfully.").first()).toBeVisible();

  const moved = await request.get(`/blog/${before}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog/${after}`);
  expect((await request.get(`/blog/${after}`)).status()).toBe(200);
  const rss = await (await request.get("/blog/rss.xml")).text();
  expect(rss).toContain(`/blog/${after}`);
  expect(rss).not.toContain(`/blog/${before}<`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/blog/${after}<`);
  expect(sitemap).not.toContain(`/blog/${before}<`);
});

test.describe("images", () => {
  test.use({ allowConsole: [/status of 4(13|22)/] });

  test("an uploaded image shows in the post with srcset, width and height; a file that is not an image is refused", async ({ page }) => {
    const cover = path.join(files, "cover.png");
    const chart = path.join(files, "chart.jpg");
    writeFileSync(cover, await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3b34b5" } }).png().toBuffer());
    writeFileSync(chart, await sharp({ create: { width: 800, height: 400, channels: 3, background: "#f2b53a" } }).jpeg().toBuffer());
    const fake = path.join(files, "not-really.png");
    writeFileSync(fake, "a text file with an image's name");

    await signIn(page);
    await openNewPost(page);
    const title = unique("Pictures");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Content").fill("Before the chart.\n");

    const refused = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload a featured image" }).click();
    await (await refused).setFiles(fake);
    await expect(page.getByRole("alert").filter({ hasText: "not a PNG, JPEG, WebP or AVIF image" })).toBeVisible();
    await expect(page.getByLabel("Featured image URL")).toHaveValue("");

    const coverChooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload a featured image" }).click();
    await (await coverChooser).setFiles(cover);
    await expect(page.getByLabel("Featured image URL")).toHaveValue(/^\/images\/[0-9a-f]{24}-1600x900\.webp$/, { timeout: 20_000 });

    const chartChooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Insert an image" }).click();
    await (await chartChooser).setFiles(chart);
    await expect(page.getByLabel("Content")).toHaveValue(/!\[Describe the image\]\(\/images\/[0-9a-f]{24}-800x400\.webp\)/, { timeout: 20_000 });
    await page.getByLabel(/^Published/).check();
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Blog post created successfully.").first()).toBeVisible();

    await page.goto(`/blog/${slugOf(title)}`);
    const body = page.locator("[data-post-body] picture");
    await expect(body.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /-320w\.avif 320w, .*-800w\.avif 800w$/);
    await expect(body.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /-640w\.webp 640w/);
    const img = body.locator("img");
    await expect(img).toHaveAttribute("width", "800");
    await expect(img).toHaveAttribute("height", "400");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const hero = page.locator("article > picture img");
    await expect(hero).toHaveAttribute("width", "1600");
    await expect(hero).toHaveAttribute("height", "900");
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(/\/images\/[0-9a-f]{24}-card\.jpg$/);
    const card = await page.request.get(ogImage!);
    expect(card.headers()["content-type"]).toBe("image/jpeg");
    expect(card.headers()["cache-control"]).toContain("immutable");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("previews", () => {
  test.use({ allowConsole: [/status of 4(04|10)/] });

  test("a shared preview link opens a draft signed-out, is listed with its maker and end, is revocable, stops when the post is published, and expires", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const title = unique("Draft to share");
    await createThroughForm(page, title, { content: "## Not public yet\n\nA draft for review." });
    await openEditor(page, title);
    const id = new URL(page.url()).searchParams.get("edit")!;
    await page.getByRole("button", { name: "Create a shareable preview link" }).click();
    const link = await page.getByLabel("Preview link").inputValue();
    expect(link).toMatch(/\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
    const links = page.getByRole("region", { name: "Shared preview links" });
    await expect(links.getByRole("listitem")).toHaveCount(1);
    await expect(links.getByRole("listitem")).toContainText(`Made by ${ADMIN.email}`);
    await expect(links.getByRole("listitem")).toContainText("works until");
    expect(await axeViolations(page)).toEqual([]);

    const stranger = await browser.newContext({ timezoneId: "Europe/Berlin" });
    const visitor = await stranger.newPage();
    const response = await visitor.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole("note", { name: "Preview" })).toContainText("This post is a draft");
    // The page does not hydrate (decision 032); the enhancer puts the link's end in the reader's zone.
    expect(await visitor.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await expect(visitor.getByRole("note", { name: "Preview" }).locator("time")).toHaveText(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M GMT\+[12]$/);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await axeViolations(visitor)).toEqual([]);
    expect((await visitor.request.get(`/blog/${slugOf(title)}`)).status()).toBe(404);

    // The staff preview by id needs a session.
    const byId = await visitor.goto(`/blog/preview/${id}`);
    expect(new URL(byId!.url()).pathname).toBe("/admin/login");
    const [staffTab] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Open preview" }).click()]);
    await expect(staffTab).toHaveURL(new RegExp(`/admin/blog/preview/${id}$`));
    await expect(staffTab.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(staffTab.getByRole("note", { name: "Preview" })).toContainText("This post is a draft");
    await staffTab.close();

    // A second link, revoked from the list: it stops at once, the first one still works.
    await page.getByRole("button", { name: "Create a shareable preview link" }).click();
    await expect(links.getByRole("listitem")).toHaveCount(2);
    const revoked = await page.getByLabel("Preview link").inputValue();
    expect(revoked).not.toBe(link);
    await links.getByRole("listitem").nth(1).getByRole("button", { name: "Revoke" }).click();
    await expect(links.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByLabel("Preview link")).toHaveCount(0);
    expect((await visitor.goto(revoked))?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Preview not found");
    expect((await visitor.request.get(link)).status()).toBe(200);

    // PREVIEW_LINK_TTL is 20 seconds on the e2e server.
    await expect.poll(async () => (await visitor.request.get(link)).status(), { timeout: 45_000, intervals: [3_000] }).toBe(410);
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("This preview link has expired");

    // A link still in its time stops when the post is published: the public page is the address to share.
    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "Create a shareable preview link" }).click();
    const beforePublishing = await page.getByLabel("Preview link").inputValue();
    expect((await visitor.request.get(beforePublishing)).status()).toBe(200);
    await page.getByLabel(/^Published/).check();
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page.getByText("Blog post updated successfully.").first()).toBeVisible();
    expect((await visitor.request.get(beforePublishing)).status()).toBe(404);
    expect((await visitor.request.get(`/blog/${slugOf(title)}`)).status()).toBe(200);
    await stranger.close();
  });
  test("a post's social card is there while the post is public, and gone (404) once it is unpublished", async ({ page, browser }) => {
    await signIn(page);
    const title = unique("Shared on social");
    await createThroughForm(page, title, { published: true });
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(`/blog/${slugOf(title)}`);
    const card = await visitor.locator('meta[property="og:image"]').getAttribute("content");
    expect(card).toMatch(/\/social\/cards\/[0-9a-f]{24}\.png$/);
    const shown = await visitor.request.get(card!);
    expect(shown.status()).toBe(200);
    expect(shown.headers()["content-type"]).toBe("image/png");

    await openEditor(page, title);
    await page.getByLabel(/^Published/).uncheck();
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page.getByText("Blog post updated successfully.").first()).toBeVisible();
    expect((await visitor.request.get(card!)).status()).toBe(404);
    await stranger.close();
  });
});
