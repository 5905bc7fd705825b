// The post editor outlives its session (issue 16, item 10): what was typed stays on the page and in
// the browser, the session is kept alive while typing, and an ended one is renewed in place.
import { request as playwrightRequest, type Page } from "@playwright/test";
import { acceptCookies, axeViolations, expect, test } from "#tests/e2e/fixtures.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { ADMIN, openNewPost, signIn, unique } from "#tests/e2e/support/admin.ts";
import { AUTOSAVE_DELAY_MS } from "#app/features/blog/use-autosave.ts";
import { postFormDefaults } from "#app/features/blog/post.schema.ts";
import { storageKeys } from "#app/config/site.ts";


/**
 * Ends the page's session on the server, as 30 idle minutes would: the session row is deleted (by
 * signing out from another client with the same cookie) while the page keeps its stale cookie.
 */
async function endSessionElsewhere(page: Page, baseURL: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "lumenguard_admin");
  expect(cookie, "signed in").toBeDefined();
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const other = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: `lumenguard_admin=${cookie!.value}`, Origin: baseURL },
  });
  const response = await other.post("/admin/logout", { form: { csrf }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect((await other.get("/admin/session")).status()).toBe(401);
  await other.dispose();
}


test.beforeEach(({ page }) => acceptCookies(page));

test.describe("an ended session", () => {
  // The refused save and the refused wrong password are 401s the browser logs.
  test.use({ allowConsole: [/status of 401/] });

  test("Save asks to sign in on the page, then saves what was typed with the new session", async ({ page, baseURL }) => {
    await signIn(page);
    await openNewPost(page);
    const title = unique("Written across a timeout");
    const content = "First paragraph, typed before the session ended.\n\n## Second part\n\nStill here.";
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Excerpt").fill("An excerpt worth keeping.");
    await page.getByLabel("Content").fill(content);
    await page.getByLabel("Tags").fill("sessions, drafts");
    const oldCsrf = await page.locator('input[name="csrf"]').first().inputValue();

    await endSessionElsewhere(page, baseURL!);
    await page.getByRole("button", { name: "Create Post" }).click();

    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Sign in again to save this post.");
    // The page behind it is the editor, not an error page, with everything typed.
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Content")).toHaveValue(content);
    await expect(dialog.getByLabel("Email")).toHaveValue(ADMIN.email);
    await expect(dialog.getByLabel("Password")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // A wrong password is refused in the dialog; the form stays.
    await dialog.getByLabel("Password").fill("not the password");
    await dialog.getByRole("button", { name: "Sign in and save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password.");

    await dialog.getByLabel("Password").fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Sign in and save" }).click();
    await expect(page.getByText("Blog post created successfully.").first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    // A new session, with its own CSRF token.
    expect(await page.locator('input[name="csrf"]').first().inputValue()).not.toBe(oldCsrf);

    await row.getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByLabel("Content")).toHaveValue(content);
    await expect(page.getByLabel("Excerpt")).toHaveValue("An excerpt worth keeping.");
    await expect(page.getByLabel("Tags")).toHaveValue("sessions, drafts");
  });

  test("while typing, the editor keeps the session alive and notices at once when it has ended", async ({ page, baseURL }) => {
    await page.clock.install();
    await signIn(page);
    await openNewPost(page);
    const title = unique("Kept alive");
    await page.getByLabel("Title").fill(title);

    // Five minutes of typing later, the editor checks in; the session is refreshed.
    await page.clock.fastForward("05:01");
    const check = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/session");
    await page.getByLabel("Content").pressSequentially("Typing on.");
    expect((await check).status()).toBe(200);

    // The session ends while they keep typing: the next check says so beside the form, without
    // taking the keystrokes, before any Save.
    await endSessionElsewhere(page, baseURL!);
    await page.clock.fastForward("05:01");
    await page.getByLabel("Content").pressSequentially(" And on.");
    const notice = page.getByRole("alert").filter({ hasText: "Your session has ended" });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel("Content")).toHaveValue("Typing on. And on.");
    await notice.getByRole("button", { name: "sign in again" }).click();
    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await expect(dialog).toContainText("Sign in again to keep working.");
    await dialog.getByLabel("Password").fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel("Content")).toHaveValue("Typing on. And on.");
    await expect(page.getByLabel("Title")).toHaveValue(title);

    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Blog post created successfully.").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
  });

  test("'Not now' keeps the editor; Save asks again instead of posting", async ({ page, baseURL }) => {
    await signIn(page);
    await openNewPost(page);
    await page.getByLabel("Title").fill(unique("Later"));
    await endSessionElsewhere(page, baseURL!);
    await page.getByRole("button", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await dialog.getByRole("button", { name: "Not now" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: "Your session has ended" })).toBeVisible();
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/admin/blog")) posted = true;
    });
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(dialog).toBeVisible();
    expect(posted).toBe(false);
  });
});

test.describe("an ended session on delete", () => {
  test.use({ allowConsole: [/status of 401/] });

  test("Delete asks to sign in on the page instead of showing the error page", async ({ page, baseURL }) => {
    await signIn(page);
    await openNewPost(page);
    const title = unique("Open while deleting");
    // The open editor autosaves what is typed. It may find the ended session itself (401); once the
    // page knows, it sends nothing until the sign-in's new token, never the old one with it (403).
    const autosaves: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/admin/blog/autosave") autosaves.push(response.status());
    });
    await page.getByLabel("Title").fill(title);
    await endSessionElsewhere(page, baseURL!);
    await page
      .getByRole("row")
      .filter({ hasText: "Cutting Token Spend by 30%" })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await expect(dialog).toContainText("Sign in again, then delete the post again.");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    // Longer than the autosave's delay: nothing but a refusal for want of a session.
    await page.waitForTimeout(AUTOSAVE_DELAY_MS + 500);
    expect(autosaves.filter((status) => status !== 401)).toEqual([]);
    await dialog.getByLabel("Password").fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByRole("row").filter({ hasText: "Cutting Token Spend by 30%" })).toHaveCount(1);
    // Signed in again, the autosave goes on with the new session.
    await expect.poll(() => autosaves.at(-1), { timeout: 10_000 }).toBe(200);
    expect(autosaves).not.toContain(403);
  });
});

test.describe("a local draft", () => {
  // On a server of their own, one test after the other: opening a new post offers back the newest
  // unsaved new post of the same staff member, and every other spec signs in as that same admin.
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_PORT ?? 4173) + 6;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  let server: ProductionServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startProductionServer({ port, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  });
  test.afterAll(() => server?.stop());

  test("a reload mid-typing reopens the text; a successful save removes the draft", async ({ page }) => {
    await signIn(page);
    await openNewPost(page);
    const title = unique("Draft across a reload");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Content").fill("Half a thought");
    await page.getByLabel(/^Published/).check();

    // The address names the new post: a reload opens it with its text (here from this browser,
    // which has it at once; the autosave may not have gone out yet).
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Your unsaved text from" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByLabel("Content")).toHaveValue("Half a thought");
    await expect(page.getByLabel(/^Published/)).toBeChecked();

    await page.getByLabel("Content").fill("Half a thought, finished.");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Blog post created successfully.").first()).toBeVisible();
    await openNewPost(page);
    await expect(page.getByLabel("Title")).toHaveValue("");
    await expect(page.getByRole("region", { name: "Restore unsaved changes?" })).toHaveCount(0);
  });

  test("Discard forgets a new post's draft, in this browser and on the server", async ({ page }) => {
    await signIn(page);
    await openNewPost(page);
    await page.getByLabel("Title").fill(unique("Typed, then thrown away"));
    await expect(page.locator("[data-autosave]")).toHaveText(/Saved/, { timeout: 10_000 });

    await openNewPost(page);
    const discarded = page.waitForResponse((response) => response.url().endsWith("/admin/blog/autosave") && response.request().method() === "POST");
    await page.getByRole("region", { name: "Restore unsaved changes?" }).getByRole("button", { name: "Discard" }).click();
    await page.getByRole("alertdialog", { name: "Discard these unsaved changes?" }).getByRole("button", { name: "Discard" }).click();
    await expect(page.getByRole("region", { name: "Restore unsaved changes?" })).toHaveCount(0);
    // The offer and its buttons are gone; the editor carries on in the form.
    await expect(page.getByLabel("Title")).toBeFocused();
    expect((await discarded).status()).toBe(200);
    await openNewPost(page);
    await expect(page.getByRole("region", { name: "Restore unsaved changes?" })).toHaveCount(0);
  });

  test("a draft kept before new posts had keys is offered, and goes once its post is created", async ({ page }) => {
    await signIn(page);
    const title = unique("Kept by the previous version");
    const legacy = { values: { ...postFormDefaults, title, content: "Typed before the upgrade." }, savedAt: new Date().toISOString() };
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: `${storageKeys.postDraftPrefix}new`, value: JSON.stringify(legacy) });
    await openNewPost(page);
    await page.getByRole("region", { name: "Restore unsaved changes?" }).getByRole("button", { name: "Restore" }).click();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Blog post created successfully.").first()).toBeVisible();
    await openNewPost(page);
    await expect(page.getByRole("region", { name: "Restore unsaved changes?" })).toHaveCount(0);
  });

  test("drafts are kept per post, and Discard forgets one", async ({ page }) => {
    await signIn(page);
    const row = page.getByRole("row").filter({ hasText: "Cutting Token Spend by 30%" });
    await row.getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\?edit=/);
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("_reactListening")));
    const original = await page.getByLabel("Excerpt").inputValue();
    await page.getByLabel("Excerpt").fill("An edit that was never saved.");

    // Another post (a new one) has no draft of its own.
    await openNewPost(page);
    await expect(page.getByRole("region", { name: "Restore unsaved changes?" })).toHaveCount(0);

    await page.goBack();
    const offer = page.getByRole("region", { name: "Restore unsaved changes?" });
    await expect(offer).toBeVisible();
    await expect(page.getByLabel("Excerpt")).toHaveValue(original);
    // It asks first: Cancel keeps the offer, Discard forgets the draft.
    await offer.getByRole("button", { name: "Discard" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "Discard" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Discard" }).click();
    await page.reload();
    await expect(page.getByLabel("Excerpt")).toHaveValue(original);
    await expect(page.getByRole("region", { name: "Restore unsaved changes?" })).toHaveCount(0);
  });
});
