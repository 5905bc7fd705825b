// The docs' full-text search (app/features/docs/search/): the search box island in every docs
// toolbar, the results page that works without script, and the index, all behind the docs gate.
import type { Locator, Page } from "@playwright/test";
import { acceptCookies, enhanced, expect, expectCleanAtBothWidths, test } from "./fixtures.ts";
import { DEEP_SECTION, DOCS_PASSWORD, ENDPOINT, exactly } from "./support/docs-search.ts";

async function unlock(page: Page) {
  const response = await page.request.post("/docs", { form: { intent: "unlock", password: DOCS_PASSWORD }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search the docs" });
const results = (page: Page) => page.getByRole("listbox", { name: "Search results" });
const announcement = (page: Page) => page.locator("form[role='search'] [role='status']");
/** The section a result's address names, by its anchor. */
const sectionOf = (page: Page, href: string) => page.locator(`[id="${new URL(href, "http://x").hash.slice(1)}"]`);

/** The results page's address for a query, as the search box's form writes it. */
const resultsPageOf = (query: string) => `/docs/search?${new URLSearchParams({ q: query })}`;

/** Each word of the phrase is marked in the result (hyphens and spaces separate words). */
async function expectMarked(result: Locator, phrase: string) {
  for (const word of phrase.split(/[^\p{L}\p{N}]+/u)) {
    await expect(result.locator("mark").filter({ hasText: new RegExp(`^${word}$`, "i") }).first()).toBeVisible();
  }
}

test.describe("the search box", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await unlock(page);
  });

  test("/ focuses it, a phrase from a deep section shows that section with its words marked, arrows and Enter open it there", async ({ page }) => {
    await page.goto("/docs");
    await enhanced(page);
    await page.locator("body").press("/");
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.type(DEEP_SECTION.phrase.slice(0, -1));
    const first = results(page).getByRole("option").first();
    await expect(first).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
    // The last key and an arrow at once: the answer to the whole phrase comes after the choice, and keeps it.
    await page.keyboard.type(DEEP_SECTION.phrase.slice(-1));
    await page.keyboard.press("ArrowDown");
    await expect(announcement(page)).toHaveText(new RegExp(`^\\d+ results? for “${DEEP_SECTION.phrase}”\\.$`));
    await expectMarked(first, DEEP_SECTION.phrase);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(searchBox(page)).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    // Up from the first wraps to the last, down again comes back.
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(exactly(DEEP_SECTION.href));
    await expect(sectionOf(page, DEEP_SECTION.href)).toBeInViewport();
  });

  test("Escape closes the list; Enter with nothing chosen opens the results page", async ({ page }) => {
    await page.goto("/docs");
    await enhanced(page);
    await searchBox(page).click();
    await searchBox(page).pressSequentially(DEEP_SECTION.phrase);
    await expect(results(page).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(results(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
    await expect(searchBox(page)).toHaveValue(DEEP_SECTION.phrase);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(exactly(resultsPageOf(DEEP_SECTION.phrase)));
    await expect(page.getByRole("heading", { level: 1, name: "Search the documentation" })).toBeVisible();
  });

  test("says when nothing matches, and a mouse opens a result too", async ({ page }) => {
    await page.goto("/docs");
    await enhanced(page);
    await searchBox(page).fill("quantum entanglement");
    await expect(page.locator("#docs-search-popup").getByText("No results for “quantum entanglement”.")).toBeVisible();
    await expect(announcement(page)).toHaveText("No results for “quantum entanglement”.");
    await searchBox(page).fill(DEEP_SECTION.phrase);
    await results(page).getByRole("option").first().click();
    await expect(page).toHaveURL(exactly(DEEP_SECTION.href));
  });

  test("in the API reference, an endpoint's name finds its operation", async ({ page }) => {
    await page.goto("/docs/api");
    await enhanced(page);
    await page.locator("body").press("/");
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type(ENDPOINT.phrase);
    const first = results(page).getByRole("option").first();
    await expect(first.getByText("API", { exact: true })).toBeVisible();
    await expect(first).toContainText(ENDPOINT.phrase);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(exactly(ENDPOINT.href));
    await expect(page.getByText(ENDPOINT.phrase, { exact: true })).toBeVisible();
  });

  test("loads no search code or index until it is used", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/docs");
    await enhanced(page);
    // The enhancer alone: no island, no MiniSearch, no index.
    expect(requested.filter((path) => path.endsWith(".js") || path.endsWith(".json"))).toEqual([expect.stringMatching(/^\/assets\/enhancer-[\w-]+\.js$/)]);
    const index = page.waitForResponse((response) => response.url().endsWith("/docs/search-index.json"));
    await page.locator("body").press("/");
    expect((await index).status()).toBe(200);
  });

  test("is axe clean with results open, and the results fit a phone's screen", async ({ page }) => {
    await page.goto("/docs");
    await enhanced(page);
    await searchBox(page).click();
    await searchBox(page).pressSequentially("helm");
    // Arrows choose among the results shown; a newer answer starts the choice afresh.
    await expect(announcement(page)).toContainText("“helm”");
    await page.keyboard.press("ArrowDown");
    await expect(results(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expectCleanAtBothWidths(page);

    await page.setViewportSize({ width: 375, height: 740 });
    const panel = page.locator("#docs-search-popup");
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())?.width).toBeLessThanOrEqual(375 - 16);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(results(page).getByRole("option").first()).toBeInViewport();
  });
});

test.describe("the results page", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await unlock(page);
  });

  test("lists results with their words marked and opens them at their section", async ({ page }) => {
    await page.goto(resultsPageOf(DEEP_SECTION.phrase));
    await expect(page.getByText(new RegExp(`^\\d+ results? for “${DEEP_SECTION.phrase}”\\.$`))).toBeVisible();
    const list = page.getByRole("list", { name: "Search results" });
    const link = list.getByRole("link").first();
    await expect(link).toHaveAttribute("href", DEEP_SECTION.href);
    await expectMarked(link, DEEP_SECTION.phrase);
    await expect(link.getByText("Docs", { exact: true })).toBeVisible();
    await expectCleanAtBothWidths(page);
    await link.click();
    await expect(page).toHaveURL(exactly(DEEP_SECTION.href));
    await expect(sectionOf(page, DEEP_SECTION.href)).toBeInViewport();
  });

  test("says what to do with an empty or a too-short query, and answers any query without an error", async ({ page }) => {
    await page.goto("/docs/search");
    await expect(page.getByText("Type a word or a phrase to search every docs page and the API reference.")).toBeVisible();
    await page.goto("/docs/search?q=a");
    await expect(page.getByText("Type at least 2 characters to search.")).toBeVisible();
    for (const query of ["%00", "%F0%9F", "%E2%80%AE", "x".repeat(3000), "q=1&q=2", "*", "'\";--"]) {
      const response = await page.request.get(`/docs/search?q=${query}`);
      // (A NUL in the address is refused by the request guard, with a 400.)
      expect(response.status(), query).toBeLessThan(500);
    }
  });

  test("shows markup in a query as text", async ({ page }) => {
    const query = '<script>alert("x")</script> <img src=x onerror=alert(1)>';
    await page.goto(`/docs/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByText(`No results for “${query}”.`)).toBeVisible();
    await expect(page.locator("script", { hasText: "alert" })).toHaveCount(0);
    await expect(page.locator("main img")).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue(query);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the box is a form that opens the results page, whose links open the section", async ({ page }) => {
    await unlock(page);
    await page.goto("/docs");
    await searchBox(page).fill(DEEP_SECTION.phrase);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(exactly(resultsPageOf(DEEP_SECTION.phrase)));
    const link = page.getByRole("list", { name: "Search results" }).getByRole("link").first();
    await expect(link.locator("mark").first()).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(exactly(DEEP_SECTION.href));
  });
});

test.describe("a locked visitor", () => {
  test.use({ allowConsole: [/status of 401/] });

  test("gets the password screen for the results page, and the results once unlocked", async ({ page }) => {
    await acceptCookies(page);
    const path = resultsPageOf(DEEP_SECTION.phrase);
    const response = await page.goto(path);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Search the documentation" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
    expect(await page.content()).not.toContain(DEEP_SECTION.href);

    await page.getByLabel("Password").fill(DOCS_PASSWORD);
    await page.getByRole("button", { name: "Access Documentation" }).click();
    await expect(page).toHaveURL(exactly(path));
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveAttribute("href", DEEP_SECTION.href);
  });

  test("is sent to the password screen for the index, and back to it once unlocked", async ({ page }) => {
    const locked = await page.request.get("/docs/search-index.json", { maxRedirects: 0 });
    expect(locked.status()).toBe(303);
    expect(locked.headers()["location"]).toBe("/docs?next=%2Fdocs%2Fsearch-index.json");
    expect(locked.headers()["cache-control"]).toBe("private, no-store");
    expect(await locked.text()).not.toContain(DEEP_SECTION.href);

    const unlocked = await page.request.post("/docs?next=%2Fdocs%2Fsearch-index.json", {
      form: { intent: "unlock", password: DOCS_PASSWORD },
      maxRedirects: 0,
    });
    expect(unlocked.headers()["location"]).toBe("/docs/search-index.json");
    const index = await page.request.get("/docs/search-index.json");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(index.headers()["cache-control"]).toBe("private, no-store");
    expect(index.headers()["vary"]).toMatch(/\bCookie\b/);
    expect(await index.text()).toContain(DEEP_SECTION.href);
  });
});
