import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { pages } from "#app/config/pages.ts";
import { links } from "#app/config/site.ts";
import { scriptUrlsIn } from "#scripts/quality/first-load-js.ts";
import { acceptCookies, axeViolations, expect, expectCleanAtBothWidths, test } from "./fixtures.ts";
import { htmlErrors } from "./support/html-validity.ts";

/** The phrase playwright.config.ts gives the e2e server. */
const PASSWORD = "trust but verify";
const INVALID = "Invalid password. Please try again.";

/**
 * Text that exists only in the docs (first list) and the API reference (second). The leak test first
 * proves each one is served once unlocked, so it cannot pass by looking for text that is not there.
 */
const DOCS_ONLY = ["Evidence, not certification", "One score, two resolutions", "Pods are crash-looping", "letsencrypt-prod"];
/** Text of the deep page below, and of its Markdown. */
const DEEP_ONLY = ["Rolling back an upgrade", "Data written since the backup"];
const API_ONLY = ["Tenant Private Endpoints", "/v1/tenants/{tenant_id}/private-endpoints", "updateMcpToolAllowList"];
const SECRET_PHRASES = [...DOCS_ONLY, ...DEEP_ONLY, ...API_ONLY];

/** A page in a folder of content/docs/, with a previous and a next page. */
const DEEP = "/docs/deployment/upgrading";

const TOC = [
  "Overview",
  "Core Components",
  "AI Trust Score",
  "Guardrails",
  "Observability",
  "Red-Teaming",
  "Integrations & Ecosystem",
  "Deployment Scenarios",
  "Deployment Guide",
  "Prerequisites",
  "Deployment Steps",
  "Troubleshooting",
];

/** Signs the browser context in through the action, as the form would, to skip the form where it is not the subject. */
async function unlockContext(page: Page) {
  const response = await page.request.post("/docs", { form: { intent: "unlock", password: PASSWORD }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

async function submitPassword(page: Page, password: string) {
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Access Documentation" }).click();
}

const docsHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Lumenguard Platform Documentation" });
const apiHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "API Reference" });
const sidebar = (page: Page) => page.locator("#docs-sidebar");
const tocNav = (page: Page) => sidebar(page).getByRole("navigation", { name: "Documentation" });
/** The current page's sections, under its entry in the sidebar's tree. */
const outline = (page: Page) => tocNav(page).getByRole("list", { name: "On this page" });
/**
 * The code samples' copy buttons show once the enhancer has run, so once one shows, the page's
 * keyboard shortcut listener is in place too.
 */
const scriptsReady = (page: Page) => expect(page.getByRole("button", { name: /^Copy\b/ }).first()).toBeVisible();

function findPhrases(body: string) {
  return SECRET_PHRASES.filter((phrase) => body.includes(phrase));
}

test.describe("without the password", () => {
  test("no page, asset or data response reveals docs text", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const anonymous = await playwrightRequest.newContext({ baseURL });
    const reader = await playwrightRequest.newContext({ baseURL });
    try {
      // Unlocked, every phrase is really served (so their absence below means something).
      expect((await reader.post("/docs", { form: { intent: "unlock", password: PASSWORD }, maxRedirects: 0 })).status()).toBe(303);
      const unlockedDocs = await (await reader.get("/docs")).text();
      const unlockedApi = await (await reader.get("/docs/api")).text();
      for (const phrase of DOCS_ONLY) expect(unlockedDocs, phrase).toContain(phrase);
      for (const phrase of API_ONLY) expect(unlockedApi, phrase).toContain(phrase);
      for (const url of [DEEP, `${DEEP}.md`]) {
        const body = await (await reader.get(url)).text();
        for (const phrase of DEEP_ONLY) expect(body, `${phrase} in ${url}`).toContain(phrase);
      }
      expect(await (await reader.get("/docs.data")).text()).toContain(DOCS_ONLY[0]);
      expect(await (await reader.get("/docs/api.data")).text()).toContain(API_ONLY[0]);

      const checked: string[] = [];
      const assetUrls = new Set<string>();
      const expectClean = async (url: string, body: string) => {
        checked.push(url);
        expect(findPhrases(body), `docs text in ${url}`).toEqual([]);
        for (const match of body.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)) assetUrls.add(match[0]);
      };

      // Every page of the site, the docs pages included.
      const pagePaths = [
        ...new Set(
          pages.map(({ path: page }) =>
            `/${page}`.replace("/*", "/enterprise").replace(":author", "lumenguard-team").replace(":tag", "ai-security").replace(":slug", "no-such-post"),
          ),
        ),
      ];
      for (const pagePath of pagePaths) {
        const response = await anonymous.get(pagePath);
        await expectClean(pagePath, await response.text());
      }

      // Data requests the client router makes, with and without a route filter, the route manifest,
      // and the docs' files for assistants.
      for (const url of [
        "/docs.data",
        "/docs/api.data",
        `${DEEP}.data`,
        `${DEEP}.data?_routes=docs-page`,
        `${DEEP}.md`,
        `${DEEP}.md.data`,
        "/docs/index.md",
        "/docs/llms.txt",
        "/__manifest?paths=%2Fdocs%2Fdeployment%2Fupgrading",
        "/docs.data?_routes=routes%2Fdocs",
        "/docs/api.data?_routes=routes%2Fdocs.api",
        "/docs/api.data?q=tenant",
        "/docs/api/openapi.yaml",
        "/docs/api/update-mcp-tool-allow-list",
        "/docs/api/update-mcp-tool-allow-list.data",
        "/__manifest?paths=%2Fdocs%2C%2Fdocs%2Fapi",
      ]) {
        const response = await anonymous.get(url);
        await expectClean(url, await response.text());
      }

      // The answer to a wrong password, as a document and as a data request.
      for (const url of ["/docs", "/docs.data", "/docs/api", "/docs/api.data", DEEP, `${DEEP}.data`]) {
        const response = await anonymous.post(url, { form: { intent: "unlock", password: "not it" } });
        expect(response.status()).toBe(401);
        await expectClean(`POST ${url}`, await response.text());
      }

      // Every file of the client build, and every asset the pages link to.
      const buildAssets = readdirSync(path.join(process.cwd(), "build/client/assets")).map((file) => `/assets/${file}`);
      expect(buildAssets.length).toBeGreaterThan(10);
      for (const asset of buildAssets) assetUrls.add(asset);
      for (const asset of assetUrls) {
        const response = await anonymous.get(asset);
        expect(response.status(), asset).toBe(200);
        await expectClean(asset, await response.text());
      }
      expect(checked.length).toBeGreaterThan(buildAssets.length + pagePaths.length);
    } finally {
      await anonymous.dispose();
      await reader.dispose();
    }
  });

  test("docs responses are private and uncached; only the unlocked docs are kept out of search", async ({ page }) => {
    const urls = ["/docs", "/docs/api", "/docs.data", DEEP, `${DEEP}.md`, "/docs/llms.txt"];
    for (const url of urls) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], url).toBe("private, no-store");
      expect(response.headers()["vary"], url).toMatch(/\bCookie\b/);
      expect(response.headers()["x-robots-tag"], url).toBeUndefined();
    }
    await unlockContext(page);
    for (const url of urls) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toBe("private, no-store");
      expect(response.headers()["vary"], url).toMatch(/\bCookie\b/);
      expect(response.headers()["x-robots-tag"], url).toBe("noindex");
    }
    await page.goto("/docs");
    await expect(docsHeading(page)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("password screen", () => {
  test.use({ allowConsole: [/status of 401/] });
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const [path, title] of [
    ["/docs", "Lumenguard Documentation"],
    ["/docs/api", "API Reference"],
  ] as const) {
    test(`${path} asks for the password and refuses a wrong one`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("This documentation is password-protected. Contact your administrator for credentials.")).toBeVisible();
      await expect(page).toHaveTitle(path === "/docs" ? "Documentation | Lumenguard" : "API Reference | Lumenguard");
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      const field = page.getByLabel("Password");
      const submit = page.getByRole("button", { name: "Access Documentation" });
      await expect(submit).toBeDisabled();
      await field.fill("   ");
      await expect(submit).toBeDisabled();
      await field.fill("trust but check");
      await expect(submit).toBeEnabled();
      await submit.click();

      await expect(page.getByRole("alert")).toHaveText(INVALID);
      await expect(field).toHaveValue("");
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(submit).toBeDisabled();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("the right password opens the docs and keeps them open", async ({ page, context }) => {
    await page.goto("/docs");
    await submitPassword(page, PASSWORD);
    await expect(docsHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/docs$/);

    const cookie = (await context.cookies()).find((c) => c.name === "docs_access");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    await page.reload();
    await expect(docsHeading(page)).toBeVisible();
    await page.goto("/docs/api");
    await expect(apiHeading(page)).toBeVisible();
  });

  test("the password ignores case and surrounding spaces", async ({ page }) => {
    await page.goto("/docs/api");
    await submitPassword(page, "  Trust BUT Verify\t");
    await expect(apiHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/api$/);
  });

  test("a wrong password after a right one is still refused elsewhere", async ({ browser, baseURL }) => {
    // A fresh browser without the cookie sees the gate, whatever another reader did.
    const stranger = await browser.newContext({ baseURL });
    const page = await stranger.newPage();
    await page.goto("/docs");
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(docsHeading(page)).toHaveCount(0);
    await stranger.close();
  });

  test("signing out locks the docs again", async ({ page, context }) => {
    await unlockContext(page);
    await page.goto("/docs");
    await page.getByRole("button", { name: "Sign out of docs" }).click();
    await expect(page.getByLabel("Password")).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "docs_access")).toBeUndefined();
    await page.goto("/docs/api");
    await expect(page.getByLabel("Password")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsole: [/status of 401/] });

  test("the form still refuses a wrong password and accepts the right one", async ({ page }) => {
    await page.goto("/docs");
    await submitPassword(page, "wrong");
    await expect(page.getByText(INVALID)).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveValue("");
    await submitPassword(page, PASSWORD);
    await expect(docsHeading(page)).toBeVisible();
    await page.goto("/docs/api?q=wiz");
    await expect(page.locator("main section h2")).toHaveText(["Wiz Integration"]);
  });
});

test.describe("deep links", () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const [hash, heading] of [
    ["#integrations", "Integrations & Ecosystem"],
    ["#deployment-scenarios", "Deployment Scenarios"],
  ] as const) {
    test(`/docs${hash} lands on its section after unlocking`, async ({ page }) => {
      await page.goto(`/docs${hash}`);
      await submitPassword(page, PASSWORD);
      const section = page.getByRole("heading", { level: 2, name: heading });
      await expect(section).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`/docs${hash}$`));
      await expect(tocNav(page).getByRole("link", { name: heading })).toHaveAttribute("aria-current", "location");

      // Once unlocked, the same link opens straight onto the section.
      await page.goto("/");
      await page.goto(`/docs${hash}`);
      await expect(section).toBeInViewport();
    });
  }
});

test.describe("docs page", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await unlockContext(page);
  });

  test("has every section of the spec in the table of contents, scrolling to each", async ({ page }) => {
    await page.goto("/docs");
    await expect(outline(page).getByRole("link")).toHaveText(TOC);
    // The current page is marked in the tree and opened into its outline; the other sections are closed.
    await expect(tocNav(page).getByRole("link")).toHaveText(["Introduction", ...TOC, "API Reference"]);
    await expect(tocNav(page).getByRole("link", { name: "Introduction" })).toHaveAttribute("aria-current", "page");
    for (const name of ["Troubleshooting", "AI Trust Score", "Deployment Steps"]) {
      await tocNav(page).getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { name, exact: true }).first()).toBeInViewport();
      await expect(tocNav(page).getByRole("link", { name })).toHaveAttribute("aria-current", "location");
    }
    await expect(page.getByRole("heading", { level: 2, name: "What's Next" })).toBeVisible();
    await tocNav(page).getByRole("link", { name: "API Reference" }).click();
    await expect(apiHeading(page)).toBeVisible();
  });

  test("highlights the section being read while scrolling", async ({ page }) => {
    await page.goto("/docs");
    const current = tocNav(page).locator('[aria-current="location"]');
    await expect(current).toHaveText("Overview");
    await page.locator("#guardrails").evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect(current).toHaveText("Guardrails");
    await page.locator("#prerequisites").evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect(current).toHaveText("Prerequisites");
  });

  test("covers what the spec asks of the content", async ({ page }) => {
    await page.goto("/docs");
    const article = page.locator("article");
    for (const dimension of ["Prompt injection", "Security", "Data leakage", "Hallucination", "Bias", "Toxicity", "Fairness", "Psychological safety", "Supply chain"]) {
      await expect(article.getByRole("rowheader", { name: dimension, exact: true })).toBeVisible();
    }
    for (const text of ["no-code policy studio", "NIST AI RMF", "ISO/IEC 42001", "EU AI Act", "8 vCPU and 16 GiB", "2 replicas", "cert-manager v1.16.2", "lumenguard-client"]) {
      await expect(article.getByText(text).first()).toBeAttached();
    }
    for (const host of ["chatbot", "studio", "guard", "scanner", "trust-score", "chat"]) {
      await expect(article.getByText(`${host}.ai.example.com`).first()).toBeAttached();
    }
    for (const advice of ["Pods are crash-looping", "Certificate errors", "The ingress is not working"]) {
      await expect(article.getByText(advice, { exact: true })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test("Ctrl+B and Cmd+B collapse the sidebar to icons, and the choice survives a reload", async ({ page, context }) => {
    await page.goto("/docs");
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    await scriptsReady(page);
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect((await sidebar(page).boundingBox())?.width).toBeCloseTo(256, 0);

    await page.keyboard.press("Control+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBeCloseTo(48, 0);
    // Icons only: the labels stay for screen readers, the sub-entries go; the page's sections follow its own icon.
    await expect(tocNav(page).getByRole("link")).toHaveText([
      "Introduction",
      "Overview",
      "Core Components",
      "Integrations & Ecosystem",
      "Deployment Scenarios",
      "Deployment Guide",
      "Guides",
      "Deployment",
      "API Reference",
    ]);
    expect(await axeViolations(page)).toEqual([]);

    const cookie = (await context.cookies()).find((c) => c.name === "docs_sidebar");
    expect(cookie?.value).toBe("collapsed");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // The server renders the remembered state: collapsed from the first paint.
    await page.reload({ waitUntil: "commit" });
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    expect((await sidebar(page).boundingBox())?.width).toBeCloseTo(48, 0);

    await expect(docsHeading(page)).toBeVisible();
    await scriptsReady(page);
    await page.keyboard.press("Meta+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    await toggle.click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    await toggle.click();
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  });
});

test.describe("docs page on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await unlockContext(page);
  });

  test("the table of contents is an 18rem drawer that closes on the way to a section", async ({ page }) => {
    await page.goto("/docs");
    await expect(docsHeading(page)).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole("button", { name: "Open table of contents" }).click();
    const drawer = page.getByRole("dialog", { name: "Documentation" });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(288, 0);
    expect(await axeViolations(page)).toEqual([]);

    await drawer.getByRole("link", { name: "Integrations & Ecosystem" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Integrations & Ecosystem" })).toBeInViewport();
    await expect(page).toHaveURL(/#integrations$/);

    await page.keyboard.press("Control+b");
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open table of contents" })).toBeFocused();
  });
});

test.describe("API reference", () => {
  // Axe over a hundred-odd endpoint links is slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await unlockContext(page);
  });

  const groupHeadings = (page: Page) => page.locator("main section h2");

  test("lists every group with counts, links out, and leads back to the docs", async ({ page }) => {
    await page.goto("/docs/api");
    await expect(groupHeadings(page)).toHaveCount(21);
    await expect(groupHeadings(page).first()).toHaveText("General");
    await expect(page.getByRole("status")).toHaveText(/^\d+ endpoints in 21 groups\.$/);
    const privateEndpoints = page.locator("section#tenant-private-endpoints");
    await expect(privateEndpoints.getByText("5 endpoints", { exact: true })).toBeVisible();
    await expect(privateEndpoints.getByRole("link")).toHaveCount(5);
    await expect(privateEndpoints.getByText("DELETE", { exact: true })).toBeVisible();

    await expect(page.getByRole("link", { name: /Register for API access/ })).toHaveAttribute("href", links.apiRegister);
    await expect(page.getByRole("link", { name: /Interactive API docs/ })).toHaveAttribute("href", links.apiInteractiveDocs);
    await expect(page.getByRole("link", { name: /Python package/ })).toHaveAttribute("href", links.pythonPackage);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Back to Documentation" }).click();
    await expect(docsHeading(page)).toBeVisible();
  });

  test("search filters by name, path and group title, and says when nothing matches", async ({ page }) => {
    await page.goto("/docs/api");
    const search = page.getByRole("searchbox", { name: "Search endpoints" });

    // ("/" is the docs search's on every docs page: docs-search.spec.ts.)
    await expect(groupHeadings(page).first()).toBeVisible();
    await search.click();

    await search.fill("ALIAS");
    await expect(groupHeadings(page)).toHaveText(["LLM Aliases"]);
    await expect(page.locator("section#llm-aliases").getByText("5 endpoints", { exact: true })).toBeVisible();

    await search.fill("{user_id}");
    await expect(groupHeadings(page)).toHaveText(["Users"]);
    await expect(page.locator("section#users").getByRole("link")).toHaveCount(1);
    await expect(page.locator("section#users").getByText("1 of 6 endpoints")).toBeVisible();

    await search.fill("reset");
    await expect(groupHeadings(page)).toHaveText(["Category Settings", "Trust Metrics Settings"]);
    await expect(page.getByRole("status")).toHaveText("2 endpoints in 2 groups match your search.");

    await search.fill("wiz");
    await expect(groupHeadings(page)).toHaveText(["Wiz Integration"]);
    await expect(page.locator("section#wiz-integration").getByRole("link")).toHaveCount(5);

    await search.fill("quantum entanglement");
    await expect(page.getByText("No endpoints found matching your search.")).toBeVisible();
    await expect(groupHeadings(page)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await search.press("Escape");
    await expect(search).toHaveValue("");
    await expect(groupHeadings(page)).toHaveCount(21);

    await search.fill("nothing at all here");
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(search).toBeFocused();
    await expect(groupHeadings(page)).toHaveCount(21);
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the API reference fits the screen", async ({ page }) => {
    test.setTimeout(90_000);
    await acceptCookies(page);
    await unlockContext(page);
    await page.goto("/docs/api");
    await expect(apiHeading(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("docs of many pages, locked", () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test("a deep page asks for the password where it is, and opens once unlocked", async ({ page }) => {
    await page.goto(`${DEEP}#rolling-back-an-upgrade`);
    await expect(page.getByRole("heading", { level: 1, name: "Lumenguard Documentation" })).toBeVisible();
    await expect(page).toHaveTitle("Documentation | Lumenguard");
    await submitPassword(page, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${DEEP}#rolling-back-an-upgrade$`));
    await expect(page.getByRole("heading", { level: 1, name: "Upgrading" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Rolling back an upgrade" })).toBeInViewport();
    await expect(page).toHaveTitle("Upgrading | Lumenguard Documentation");
  });

  test.describe("a file", () => {
    // Showing a text file, the browser asks for /favicon.ico, which the site does not have.
    test.use({ allowConsole: [/status of 404/] });

    for (const [file, start] of [
      ["/docs/llms.txt", "# Lumenguard Documentation\n\n> "],
      [`${DEEP}.md`, "# Upgrading\n\n> Upgrade a self-hosted platform"],
    ] as const) {
      test(`${file} sends a locked reader to the password screen and back to the file`, async ({ page }) => {
        await page.goto(file);
        await expect(page).toHaveURL(`/docs?next=${encodeURIComponent(file)}`);
        await submitPassword(page, PASSWORD);
        await expect(page).toHaveURL(file);
        expect(await page.evaluate(() => document.contentType)).toBe(file.endsWith(".md") ? "text/markdown" : "text/plain");
        expect(await page.locator("body").innerText()).toContain(start.trim());
      });
    }
  });

  test.describe("at an address with no page", () => {
    test.use({ allowConsole: [/status of 404/] });

    test("a locked reader gets the same password screen as anywhere, an unlocked one the 404 page", async ({ page }) => {
      const locked = await page.goto("/docs/deployment/no-such-page");
      expect(locked?.status()).toBe(200);
      await expect(page.getByLabel("Password")).toBeVisible();
      await submitPassword(page, PASSWORD);
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      expect((await page.request.get("/docs/deployment/no-such-page")).status()).toBe(404);
      expect((await page.request.get("/docs/deployment/no-such-page.md")).status()).toBe(404);
    });
  });
});

test.describe("docs of many pages", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await unlockContext(page);
  });

  test("a deep page has its breadcrumb, its place in the sidebar's tree, its neighbours and its edit link", async ({ page }) => {
    await page.goto(DEEP);
    const html = await (await page.request.get(DEEP)).text();
    expect(scriptUrlsIn(html)).toEqual([expect.stringMatching(/^\/assets\/enhancer-[\w-]+\.js$/)]);

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Documentation", "Deployment", "Upgrading"]);
    await expect(tocNav(page).getByRole("link", { name: "Upgrading" })).toHaveAttribute("aria-current", "page");
    await expect(outline(page).getByRole("link")).toHaveText(["Before you upgrade", "Upgrade the chart", "Rolling back an upgrade"]);
    await expect(page.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", "https://github.com/lumenguard/website/edit/main/content/docs/deployment/upgrading.md");

    // The section holding the page is open, the others closed until opened.
    await expect(tocNav(page).getByRole("link", { name: "Trust Scores from code" })).toBeHidden();
    await tocNav(page).getByText("Guides", { exact: true }).click();
    await tocNav(page).getByRole("link", { name: "Trust Scores from code" }).click();
    await expect(page).toHaveURL("/docs/guides/trust-score-api");
    await expect(page.getByRole("heading", { level: 1, name: "Reading Trust Scores from your code" })).toBeVisible();
    await expect(tocNav(page).getByRole("link", { name: "Trust Scores from code" })).toHaveAttribute("aria-current", "page");

    const pager = page.getByRole("navigation", { name: "Previous and next pages" });
    await pager.getByRole("link", { name: /Next.*Managing policies as code/ }).click();
    await expect(page).toHaveURL("/docs/guides/policies-as-code");
    await page.getByRole("navigation", { name: "Previous and next pages" }).getByRole("link", { name: /Previous.*Reading Trust Scores/ }).click();
    await expect(page).toHaveURL("/docs/guides/trust-score-api");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Guides" }).click();
    await expect(page).toHaveURL("/docs/guides");
    await expect(page.getByRole("heading", { level: 1, name: "Guides" })).toBeVisible();
  });

  test("a deep page keeps the sidebar's collapse, its shortcut and the section marking", async ({ page }) => {
    await page.goto(DEEP);
    await scriptsReady(page);
    const current = tocNav(page).locator('[aria-current="location"]');
    await expect(current).toHaveText("Before you upgrade");
    await page.locator("#rolling-back-an-upgrade").evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect(current).toHaveText("Rolling back an upgrade");

    await page.keyboard.press("Control+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
    await expect(tocNav(page).getByRole("link")).toHaveText(["Introduction", "Guides", "Deployment", "Before you upgrade", "Upgrade the chart", "Rolling back an upgrade", "API Reference"]);
    await expect(tocNav(page).getByRole("link", { name: "Deployment" })).toHaveAttribute("aria-current", "true");
    await expect(current).toHaveText("Rolling back an upgrade");
    await page.keyboard.press("Control+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  });

  test("tabs show one language at a time, and choosing one chooses it on the whole page", async ({ page }) => {
    await page.goto("/docs/guides/trust-score-api");
    const groups = page.locator("[data-docs-tabs]");
    const first = groups.first();
    await expect(first.getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
    await expect(first.getByRole("tabpanel")).toHaveCount(1);
    await expect(first.getByRole("tabpanel")).toContainText("pip install lumenguard-client");

    await first.getByRole("tab", { name: "cURL" }).click();
    await expect(first.getByRole("tabpanel")).toContainText("/v1/auth/me");
    for (const group of await groups.all()) await expect(group.getByRole("tab", { name: "cURL" })).toHaveAttribute("aria-selected", "true");

    await first.getByRole("tab", { name: "cURL" }).press("ArrowRight");
    await expect(first.getByRole("tab", { name: "TypeScript" })).toBeFocused();
    await expect(first.getByRole("tabpanel")).toContainText("export async function lumenguard");
    await page.keyboard.press("Home");
    await expect(first.getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
    await expectCleanAtBothWidths(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every tab's panel shows under its label, and the Markdown is a link", async ({ page }) => {
      await page.goto("/docs/guides/trust-score-api");
      const first = page.locator("[data-docs-tabs]").first();
      await expect(first.getByRole("tab")).toHaveCount(0);
      await expect(first.locator("[data-docs-tab-label]")).toHaveText(["Python", "cURL", "TypeScript"]);
      for (const label of await first.locator("[data-docs-tab-label]").all()) await expect(label).toBeVisible();
      await expect(first.getByText("/v1/auth/me")).toBeVisible();
      await expect(first.getByText("export async function lumenguard")).toBeVisible();
      await page.getByRole("link", { name: "View as Markdown" }).click();
      await expect(page).toHaveURL("/docs/guides/trust-score-api.md");
    });
  });

  test("every docs page is clean under axe at both widths, and valid HTML", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/docs");
    const hrefs = await sidebar(page).locator("nav").first().locator('a[href^="/docs"]:not([href="/docs/api"])').evaluateAll((links) =>
      [...new Set(links.map((link) => link.getAttribute("href")!.split("#")[0]!))],
    );
    expect(hrefs).toEqual(expect.arrayContaining(["/docs", "/docs/guides/trust-score-api", DEEP, "/docs/deployment/sizing"]));
    const documents = [];
    for (const href of hrefs) {
      documents.push({ path: href, html: await (await page.request.get(href)).text() });
      if (href === "/docs") continue;
      await page.goto(href);
      await expectCleanAtBothWidths(page);
    }
    expect(htmlErrors(documents)).toBe("");
  });
});

test.describe("Copy page as Markdown", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await unlockContext(page);
  });

  test("puts the page's Markdown on the clipboard", async ({ page }) => {
    await page.goto(DEEP);
    const button = page.getByRole("button", { name: "Copy page as Markdown" });
    await button.click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await page.request.get(`${DEEP}.md`)).text());
    expect(copied).toMatch(/^# Upgrading\n\n> Upgrade a self-hosted platform/);
    expect(copied).toContain("## Rolling back an upgrade {#rolling-back-an-upgrade}");
    expect(copied).toContain("helm rollback lumenguard 7");
    await expect(page.getByRole("button", { name: "Copy page as Markdown" })).toBeVisible({ timeout: 5000 });
  });
});

/** A second server on its own database: no DOCS_PASSWORD, and a rate-limit counter of its own. */
async function startOwnServer(port: number): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumenguard-docs-e2e-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

test.describe("a deployment without DOCS_PASSWORD", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ allowConsole: [/status of 429/] });

  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let api: APIRequestContext;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000);
    server = await startOwnServer(Number(new URL(baseURL!).port) + 1);
    api = await playwrightRequest.newContext({ baseURL: server.url });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  /** The phrase from the start-up log line (pino writes JSON lines). */
  const printedPhrase = () => {
    for (const line of server.output().split("\n")) {
      try {
        const match = /generated the docs password "([a-z0-9-]+)"/.exec((JSON.parse(line) as { msg?: string }).msg ?? "");
        if (match) return match[1];
      } catch {
        // not a log line
      }
    }
    return undefined;
  };

  const attempt = (password: string) =>
    api.post("/docs", { form: { intent: "unlock", password }, maxRedirects: 0 });

  test("prints a generated password at first start, which opens the docs", async () => {
    const phrase = printedPhrase();
    expect(phrase, server.output()).toMatch(/^[a-z0-9]{5}(-[a-z0-9]{5}){3}$/);
    expect((await attempt(PASSWORD)).status()).toBe(401);
    expect((await attempt(phrase!.toUpperCase())).status()).toBe(303);
  });

  test("limits password attempts per address", async ({ page }) => {
    const phrase = printedPhrase()!;
    for (let i = 0; i < 10; i++) expect((await attempt(`guess ${i}`)).status(), `attempt ${i + 1}`).toBe(401);

    const refused = await attempt(`guess 10`);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    // While blocked, not even the right phrase is checked.
    expect((await attempt(phrase)).status()).toBe(429);

    await acceptCookies(page);
    await page.goto(`${server.url}/docs`);
    await submitPassword(page, phrase);
    await expect(page.getByRole("alert")).toHaveText(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    await expect(page.getByLabel("Password")).toHaveValue("");
  });
});
