import type { Page } from "@playwright/test";
import { acceptCookies, expect, expectCleanAtBothWidths, test } from "./fixtures.ts";

/** The phrase playwright.config.ts gives the e2e server. */
const PASSWORD = "trust but verify";

async function unlockContext(page: Page) {
  const response = await page.request.post("/docs", { form: { intent: "unlock", password: PASSWORD }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

/** Every response folded open, so what the page measures includes their tables and examples. */
const openAllResponses = (page: Page) => page.locator("details").evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));

test.describe("an operation's reference page", () => {
  // Axe over long tables is slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await unlockContext(page);
  });

  test("opens from /docs/api and shows the parameters, the body's fields and examples", async ({ page }) => {
    await page.goto("/docs/api");
    await page.locator("section#llm-aliases").getByRole("link", { name: /Update alias/ }).click();
    await expect(page).toHaveURL(/\/docs\/api\/update-alias$/);
    await expect(page).toHaveTitle("Update alias | API Reference | Lumenguard");
    await expect(page.getByRole("heading", { level: 1, name: "Update alias" })).toBeVisible();
    await expect(page.locator("header").getByText("PATCH", { exact: true })).toBeVisible();
    await expect(page.locator("header").getByText("/v1/aliases/{alias}", { exact: true })).toBeVisible();

    const parameters = page.getByRole("table", { name: "Parameters" });
    await expect(parameters.getByRole("rowheader")).toHaveText([/^alias\s*in path/]);
    await expect(page.getByRole("region", { name: "Authentication" })).toContainText("Bearer token");

    const request = page.getByRole("table", { name: "Request body fields" });
    await expect(request.getByRole("rowheader", { name: /model_id/ })).toBeVisible();
    await expect(request.getByRole("rowheader", { name: /config_id/ })).toBeVisible();
    const example = page.getByRole("figure").filter({ hasText: "Example request" });
    await expect(example.locator("pre")).toContainText('"model_id": "mdl_claude_sonnet_4"');
    await expect(example.getByRole("button", { name: "Copy Example request" })).toBeVisible();

    // The first response is open; the others fold.
    const ok = page.locator("details").filter({ hasText: "The alias as it now resolves" });
    await expect(ok).toHaveAttribute("open", "");
    await expect(ok.getByRole("table", { name: "200 response fields" }).getByRole("rowheader", { name: /alias\.trust_score/ })).toBeVisible();
    await expect(ok.getByRole("figure")).toContainText('"probe_run_id"');
    const notFound = page.locator("details").filter({ hasText: "Nothing with that id or name exists" });
    await expect(notFound).not.toHaveAttribute("open");
    await notFound.locator("summary").click();
    await expect(notFound.getByRole("figure")).toContainText('"code": "not_found"');

    await page.getByRole("link", { name: /^Next\s*Delete alias$/ }).click();
    await expect(page).toHaveURL(/\/docs\/api\/delete-alias$/);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "LLM Aliases" }).click();
    await expect(page).toHaveURL(/\/docs\/api#llm-aliases$/);
    await expect(page.getByRole("heading", { level: 2, name: "LLM Aliases" })).toBeInViewport();
  });

  for (const slug of ["guard-check", "delete-vector-store-entry"]) {
    test(`/docs/api/${slug} is axe clean and fits a phone, every response open`, async ({ page }) => {
      await page.goto(`/docs/api/${slug}`);
      await openAllResponses(page);
      await expectCleanAtBothWidths(page);
    });
  }
});

test.describe("an example's copy button", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copies the highlighted example as plain text", async ({ page }) => {
    await acceptCookies(page);
    await unlockContext(page);
    await page.goto("/docs/api/guard-check");
    const example = page.getByRole("figure").filter({ hasText: "Example request" });
    await example.getByRole("button", { name: "Copy Example request" }).click();
    await expect(example.getByRole("button", { name: "Copied Example request" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual({ alias: "hr-assistant", direction: "input", content: "Summarise the attached contract for employee 123-45-6789." });
  });
});

test.describe("an unknown operation", () => {
  test.use({ allowConsole: [/status of 404/] });

  test("is a 404 once unlocked", async ({ page }) => {
    await acceptCookies(page);
    await unlockContext(page);
    const response = await page.goto("/docs/api/no-such-operation");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
  });
});

test.describe("the OpenAPI document", () => {
  test("downloads from /docs/api once unlocked", async ({ page }) => {
    await acceptCookies(page);
    await unlockContext(page);
    await page.goto("/docs/api");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the OpenAPI document" }).click()]);
    expect(download.suggestedFilename()).toBe("openapi.yaml");
    const response = await page.request.get("/docs/api/openapi.yaml");
    expect(response.headers()).toMatchObject({ "content-type": "application/yaml; charset=utf-8", "cache-control": "private, no-store", vary: "Cookie" });
    const text = await response.text();
    expect(text).toMatch(/^openapi: 3\.1\.0\ninfo:\n {2}title: Lumenguard Platform API\n/);
    expect(text).toContain("operationId: updateMcpToolAllowList");
  });

  test("sends a locked visitor to the password screen, which brings them back to it", async ({ page }) => {
    const locked = await page.request.get("/docs/api/openapi.yaml", { maxRedirects: 0 });
    expect(locked.status()).toBe(303);
    expect(locked.headers()).toMatchObject({ location: "/docs?next=%2Fdocs%2Fapi%2Fopenapi.yaml", "cache-control": "private, no-store" });
    expect(await locked.text()).not.toContain("openapi");

    await acceptCookies(page);
    await page.goto("/docs/api/openapi.yaml");
    await expect(page).toHaveURL(/\/docs\?next=%2Fdocs%2Fapi%2Fopenapi\.yaml$/);
    await page.getByLabel("Password").fill(PASSWORD);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Access Documentation" }).click()]);
    expect(download.url()).toMatch(/\/docs\/api\/openapi\.yaml$/);
  });
});

test.describe("without the password", () => {
  test("an operation's page is the password screen and names nothing of the operation", async ({ page }) => {
    await acceptCookies(page);
    const response = await page.goto("/docs/api/guard-check");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: "API Reference" })).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    const body = await response!.text();
    for (const phrase of ["Check content against a policy", "/v1/guard/check", "X-User-Token"]) expect(body).not.toContain(phrase);

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Access Documentation" }).click();
    await expect(page).toHaveURL(/\/docs\/api\/guard-check$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check content against a policy" })).toBeVisible();
  });
});
