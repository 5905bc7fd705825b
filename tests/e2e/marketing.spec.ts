import type { Page, Request } from "@playwright/test";
import { files } from "#app/config/site.ts";
import { heroDescriptions } from "#app/content/home.ts";
import { datasheetProducts, products } from "#app/content/products.ts";
import { keyFigures, modelRankings } from "#app/content/report.ts";
import { extractPdfText } from "#scripts/assets/pdf/extract-text.ts";
import { acceptCookies, axeViolations, enhanced, expect, test } from "./fixtures.ts";

const MARKETING_PAGES = ["/", ...Object.values(products).map((product) => product.path)];

test.beforeEach(({ page }) => acceptCookies(page));

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("home: rotating hero text", () => {
  const rotator = (page: Page) => page.getByTestId("hero-rotating-text");
  // Every description is in the page; only the one shown counts.
  const SHOWN = { useInnerText: true };

  /** A fake clock that stands still until the test moves it, installed before the page loads. */
  async function freezeClock(page: Page) {
    const start = new Date("2025-06-02T13:00:00Z").getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
  }

  /** The rotation's timers start when the enhancer runs; a slow machine may take a while. */
  const playing = (page: Page) => expect(page.locator('[data-state="playing"]')).toBeVisible({ timeout: 20_000 });

  test("advances every 8 seconds with a 200 ms fade", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await playing(page);
    await expect(rotator(page)).toContainText(heroDescriptions[0]!.text, SHOWN);

    await page.clock.runFor(7_900);
    await expect(rotator(page)).toContainText(heroDescriptions[0]!.text, SHOWN);
    await page.clock.runFor(100);
    // Fading out: still the first text, now invisible.
    await expect(rotator(page)).toHaveClass(/opacity-0/);
    await page.clock.runFor(200);
    await expect(rotator(page)).toContainText(heroDescriptions[1]!.text, SHOWN);
    await expect(rotator(page)).toHaveClass(/opacity-100/);

    await page.clock.runFor(8_200);
    await expect(rotator(page)).toContainText(heroDescriptions[2]!.text, SHOWN);
  });

  test("is not a live region, and the pause control stops it", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await playing(page);
    expect(await page.locator("[aria-live]").filter({ has: rotator(page) }).count()).toBe(0);
    expect(await rotator(page).getAttribute("aria-live")).toBeNull();

    await page.getByRole("button", { name: "Pause rotating descriptions" }).click();
    await page.clock.runFor(20_000);
    await expect(rotator(page)).toContainText(heroDescriptions[0]!.text, SHOWN);
    await page.getByRole("button", { name: "Resume rotating descriptions" }).click();
    await page.clock.runFor(8_200);
    await expect(rotator(page)).toContainText(heroDescriptions[1]!.text, SHOWN);

    await page.getByRole("button", { name: "Secure Workforce Chatbot", exact: true }).click();
    await expect(rotator(page)).toContainText(heroDescriptions[4]!.text, SHOWN);
  });

  test("stands still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/");
    // The pause control exists only while the text can move.
    await expect(page.getByRole("button", { name: "Pause rotating descriptions" })).toHaveCount(0);
    await enhanced(page);
    await page.clock.runFor(30_000);
    await expect(rotator(page)).toContainText(heroDescriptions[0]!.text, SHOWN);
    await expect(page.locator(".lg-ticker-track")).toHaveCSS("animation-name", "none");
  });
});

test.describe("home: content and links", () => {
  test("has the spec's sections, headline, canonical and Organization JSON-LD", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Don't deploy an AI Agent without Trust + Transparency");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    for (const [value, label] of [["9", "Risk categories"], ["100%", "Cloud agnostic"], ["24/7", "Enterprise support"]]) {
      await expect(page.locator("dl div", { hasText: label }).first()).toContainText(value!);
    }
    for (const highlight of ["Real-Time", "9 Dimensions", "Enterprise"]) {
      await expect(page.locator("section[aria-labelledby='dashboard-preview'] dd", { hasText: highlight })).toHaveCount(1);
    }
    for (const heading of ["Why Choose Lumenguard", "Trusted by the teams who own AI risk", "Everything your team needs to deploy"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator("section[aria-labelledby='testimonials'] figure")).toHaveCount(5);
    for (const [name, href] of [
      ["Get the AI Trust Score Platform", "/pricing"],
      ["See it in Action", "/book-demo"],
      ["See it for yourself", "/book-demo"],
      ["Contact Sales", "/contact-us"],
      ["Read compliance insights on our blog", "/blog"],
    ] as const) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const report = page.getByRole("link", { name: /Get AI Trust Score/ });
    await expect(report).toHaveAttribute("href", files.report);
    await expect(report).toHaveAttribute("target", "_blank");
    for (const product of [products.guardrails, products.redTeaming, products.observability, products.chatbot, products.openSourceRisks]) {
      // The hero's hidden descriptions link to products too: a shown link counts.
      await expect(page.locator(`main a[href="${product.path}"]:visible`).first()).toBeVisible();
    }
    for (const href of ["/docs", "/docs/api", "/docs#integrations", "/docs#deployment-scenarios", "/copilot-replacement-blog"]) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(page.getByText(/password-protected/i).first()).toBeVisible();
    await expect(page.getByText(/Requires authentication/).first()).toBeVisible();
    await expect(page.getByText(/Contact your administrator/)).toBeVisible();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Organization", name: "Lumenguard", url: `${baseURL}/` });
  });

  test("the news ticker has two external stories and one internal link, and pauses on hover", async ({ page }) => {
    await page.goto("/");
    const ticker = page.getByRole("region", { name: "Latest news" });
    const visibleLinks = ticker.locator(".lg-ticker-copy:not([aria-hidden]) a");
    await expect(visibleLinks).toHaveCount(3);
    await expect(visibleLinks.locator("xpath=self::*[@target='_blank']")).toHaveCount(2);
    await expect(ticker.locator('.lg-ticker-copy:not([aria-hidden]) a[href="/aitrustscore-report"]')).toHaveCount(1);
    // The loop's duplicate is hidden from assistive technology and the tab order.
    for (const link of await ticker.locator('.lg-ticker-copy[aria-hidden="true"] a').all()) {
      await expect(link).toHaveAttribute("tabindex", "-1");
    }
    const track = ticker.locator(".lg-ticker-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await ticker.hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(0, 600);
    await ticker.getByRole("button", { name: "Pause news ticker" }).click();
    await page.mouse.move(0, 600);
    await expect(track).toHaveCSS("animation-play-state", "paused");
  });

  test("every link on the home page resolves", async ({ page, request, baseURL }) => {
    await page.goto("/");
    const anchors = await page.locator("a[href]").evaluateAll((nodes) =>
      nodes.map((node) => ({ href: node.getAttribute("href") ?? "", target: node.getAttribute("target"), rel: node.getAttribute("rel") })),
    );
    expect(anchors.length).toBeGreaterThan(40);
    const origin = new URL(baseURL!).origin;
    const checked = new Map<string, number>();
    for (const anchor of anchors) {
      if (anchor.href.startsWith("#")) continue;
      if (anchor.href.startsWith("mailto:")) continue;
      const url = new URL(anchor.href, baseURL);
      if (url.origin !== origin) {
        expect(anchor.target, `${anchor.href} opens in a new tab`).toBe("_blank");
        expect(anchor.rel ?? "", `${anchor.href} has rel noopener`).toContain("noopener");
        continue;
      }
      const path = url.pathname + url.search;
      if (checked.has(path)) continue;
      let response = await request.get(path, { maxRedirects: 0 });
      // One permanent hop to another page of ours is fine; the target must exist.
      if ([301, 308].includes(response.status())) {
        const location = response.headers().location ?? "";
        expect(location.startsWith("/"), `${path} redirects inside the site`).toBe(true);
        response = await request.get(location, { maxRedirects: 0 });
      }
      checked.set(path, response.status());
    }
    const broken = [...checked].filter(([, status]) => status >= 400);
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThan(25);
  });
});

test.describe("pages: metadata and accessibility", () => {
  test("each marketing page has its own title and description", async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const path of MARKETING_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(title.length, path).toBeGreaterThan(10);
      expect(description.length, path).toBeGreaterThan(50);
      expect(seen.titles.has(title), `${path} title is unique`).toBe(false);
      expect(seen.descriptions.has(description), `${path} description is unique`).toBe(false);
      seen.titles.add(title);
      seen.descriptions.add(description);
      await expect(page.locator("h1")).toHaveCount(1);
    }
  });

  for (const path of MARKETING_PAGES) {
    test(`${path} is axe clean at 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await axeViolations(page)).toEqual([]);
      // Without motion some parts change layout (the news ticker scrolls by hand): still no overflow.
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }

  test("images reserve their space and artwork is local", async ({ page }) => {
    for (const path of MARKETING_PAGES) {
      await page.goto(path);
      for (const image of await page.locator("main img").all()) {
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        expect(await image.getAttribute("src")).toMatch(/^\/assets\/.+\.svg$/);
      }
    }
  });

  test("the developer page ships highlighted code without shipping the highlighter", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text());
    });
    await page.goto(products.developers.path, { waitUntil: "networkidle" });
    const code = page.locator("pre.shiki");
    await expect(code).toHaveCount(3);
    await expect(code.nth(1)).toContainText("client.chat.completions.create(");
    await expect(code.nth(2)).toContainText("client.trust_scores.get(");
    expect(await code.nth(1).locator("span[style*='color']").count()).toBeGreaterThan(20);
    for (const category of ["Prompt Injection", "Security", "Data Privacy", "Hallucination", "Fairness"]) {
      await expect(page.getByRole("heading", { level: 3, name: category, exact: true })).toBeVisible();
    }
    await expect(page.getByText("/ 1000").first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((source) => /createHighlighter|shiki|tmLanguage|oniguruma/i.test(source))).toBe(false);
  });

  test("guardrails and observability show the method, both sample agents and the nine risk dimensions", async ({ page }) => {
    for (const product of [products.guardrails, products.observability]) {
      await page.goto(product.path);
      for (const step of ["Automated testing", "Risk scoring", "Real-time monitoring"]) {
        await expect(page.getByRole("heading", { level: 3, name: new RegExp(step) })).toBeVisible();
      }
      await expect(page.getByRole("meter", { name: "LangGraph Trust Score" })).toHaveAttribute("aria-valuenow", "742");
      await expect(page.getByRole("meter", { name: "CrewAI Trust Score" })).toHaveAttribute("aria-valuenow", "698");
      await expect(page.getByText("1,200 ms")).toBeVisible();
      await expect(page.getByText("1,800 ms")).toBeVisible();
      const severities = await page
        .locator("section[aria-labelledby='risk-dimensions'] li")
        .evaluateAll((items) => items.map((item) => [item.querySelector("h3")?.textContent, item.querySelector("span")?.firstChild?.textContent]));
      expect(severities).toEqual([
        ["Jailbreak Resistance", "Critical"],
        ["Bias and Fairness", "High"],
        ["Content Safety", "High"],
        ["Privacy Protection", "Medium"],
        ["Hallucination Control", "Medium"],
        ["Robustness", "Medium"],
        ["Cultural Sensitivity", "Low"],
        ["Regulatory Compliance", "Low"],
        ["Transparency", "Low"],
      ]);
      await expect(page.locator("section[aria-labelledby='who-its-for'] li")).toHaveCount(4);
      await expect(page.getByRole("link", { name: "Get a Demo" }).first()).toHaveAttribute("href", "/book-demo");
    }
  });

  test("the open-source model risks page links protection, support and the report", async ({ page }) => {
    await page.goto(products.openSourceRisks.path);
    await expect(page.getByRole("link", { name: "Get Protected Today" }).first()).toHaveAttribute("href", "/book-demo");
    await expect(page.locator('a[href^="mailto:support@"]')).toHaveCount(1);
    const download = page.getByRole("link", { name: /Download Trust Score Report/ }).first();
    await expect(download).toHaveAttribute("href", files.report);
    await expect(download).toHaveAttribute("target", "_blank");
    for (const title of ["Model-card-aligned guardrails", "Attribution and leak detection", "Surgical forgetting", "Continuous compliance", "Legal clarity", "Regulatory alignment", "Safe adoption"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
  });
});

test.describe("PDF files", () => {
  for (const product of datasheetProducts) {
    test(`${product.datasheet.pdfPath} is a PDF naming ${product.name}`, async ({ request }) => {
      const response = await request.get(product.datasheet.pdfPath);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
      const pages = await extractPdfText(new Uint8Array(await response.body()));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages[0]).toContain(product.name);
    });
  }

  test("the report PDF carries the report's figures", async ({ request }) => {
    const response = await request.get(files.report);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const text = (await extractPdfText(new Uint8Array(await response.body()))).flat().join(" ").replace(/\s+/g, " ");
    const expectations = ["State of AI Trust for Foundational", ...keyFigures.map((figure) => figure.value), ...modelRankings.map((row) => row.model)];
    for (const expected of expectations) {
      expect(text).toContain(expected);
    }
  });
});

const DATASHEET_PAGES = [
  { path: products.guardrails.path, product: products.guardrails },
  { path: products.observability.path, product: products.observability },
  { path: products.redTeaming.path, product: products.redTeaming },
  { path: products.developers.path, product: products.developers },
  { path: products.chatbot.path, product: products.chatbot },
] as const;

async function openDialog(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("button", { name: "Download Datasheet" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("datasheet dialog", () => {
  for (const { path, product } of DATASHEET_PAGES) {
    const datasheet = product.datasheet!;

    test(`${path}: validates, stores the request and opens ${datasheet.pdfPath}`, async ({ page, request, baseURL }) => {
      const calls: Request[] = [];
      page.on("request", (req) => req.url().includes("/api/functions/") && calls.push(req));

      const dialog = await openDialog(page, path);
      await expect(dialog.getByRole("heading", { name: datasheet.dialogTitle })).toBeVisible();
      await expect(dialog.getByText(datasheet.dialogDescription)).toBeVisible();

      // Nothing filled in: the spec's toast, no request.
      await dialog.getByRole("button", { name: "Download Datasheet" }).click();
      await expect(toast(page, "Please fill in all required fields.")).toBeVisible();
      await expect(toast(page, "Please fill in all required fields.")).toContainText("Error");
      expect(calls).toHaveLength(0);
      await expect(dialog).toBeVisible();

      await dialog.getByLabel("First name").fill("Ada");
      await dialog.getByLabel("Last name").fill("Lovelace");
      await expect(dialog.getByLabel("Work email")).toHaveAttribute("type", "email");
      await dialog.getByLabel("Work email").fill("ada@analytical.example");

      const popupPromise = page.waitForEvent("popup");
      const requestPromise = page.waitForRequest(`**/api/functions/${datasheet.functionName}`);
      const responsePromise = page.waitForResponse(`**/api/functions/${datasheet.functionName}`);
      await dialog.getByRole("button", { name: "Download Datasheet" }).click();
      const sent = await requestPromise;
      const answer = await responsePromise;
      expect(answer.status()).toBe(200);
      const body = sent.postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@analytical.example",
        sourcePage: path,
      });
      // The shared lead form hook leaves an empty honeypot out, as every other form does.
      expect(body).not.toHaveProperty("website");
      expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

      const popup = await popupPromise;
      await expect.poll(() => popup.url()).toBe(`${baseURL}${datasheet.pdfPath}`);
      await popup.close();

      await expect(toast(page, "Your download will begin shortly. We'll also send you a copy via email.")).toContainText("Success!");
      await expect(dialog).toBeHidden();

      // Stored: replaying the same submission answers with the lead the database already holds.
      const { data } = (await answer.json()) as { data: { id: string; kind: string } };
      expect(data.kind).toBe("datasheet");
      const replay = await request.post(`/api/functions/${datasheet.functionName}`, { data: body });
      expect(replay.status()).toBe(200);
      expect(((await replay.json()) as { data: { id: string } }).data.id).toBe(data.id);

      // Reopened, the form is blank again.
      await page.getByRole("button", { name: "Download Datasheet" }).first().click();
      await expect(page.getByRole("dialog").getByLabel("First name")).toHaveValue("");
    });
  }

  test.describe("when the server fails", () => {
    test.use({ allowConsole: [/status of 500/] });

    test("shows 'Processing...' while sending and keeps the form on failure", async ({ page }) => {
      const popups: Page[] = [];
      page.on("popup", (popup) => popups.push(popup));
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/functions/**", async (route) => {
        await released;
        await route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ data: null, error: { message: "boom", fields: {} } }),
        });
      });

      const dialog = await openDialog(page, products.redTeaming.path);
      await dialog.getByLabel("First name").fill("Grace");
      await dialog.getByLabel("Last name").fill("Hopper");
      await dialog.getByLabel("Work email").fill("grace@navy.example");
      await dialog.getByRole("button", { name: "Download Datasheet" }).click();

      const processing = dialog.getByRole("button", { name: "Processing..." });
      await expect(processing).toBeDisabled();
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
      release();

      await expect(toast(page, "Something went wrong. Please try again.")).toContainText("Error");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("First name")).toHaveValue("Grace");
      await expect(dialog.getByLabel("Work email")).toHaveValue("grace@navy.example");
      await expect(dialog.getByRole("button", { name: "Download Datasheet" })).toBeEnabled();
      // The tab reserved for the PDF was closed again.
      await expect.poll(() => popups.every((popup) => popup.isClosed())).toBe(true);
    });
  });

  test("an invalid e-mail is refused in the browser", async ({ page }) => {
    const dialog = await openDialog(page, products.guardrails.path);
    await dialog.getByLabel("First name").fill("Alan");
    await dialog.getByLabel("Last name").fill("Turing");
    await dialog.getByLabel("Work email").fill("alan@");
    await dialog.getByRole("button", { name: "Download Datasheet" }).click();
    await expect(toast(page, "Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Work email")).toBeFocused();
  });

  test("the honeypot is out of sight and out of reach", async ({ page }) => {
    const dialog = await openDialog(page, products.chatbot.path);
    const honeypot = dialog.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot.locator("xpath=..")).toHaveAttribute("aria-hidden", "true");
    expect(await honeypot.evaluate((node) => node.getBoundingClientRect().right)).toBeLessThan(0);
  });

  test("its code loads on intent, not with the page, and the open dialog is axe clean", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (req) => req.resourceType() === "script" && scripts.push(req.url()));
    await page.goto(products.observability.path, { waitUntil: "networkidle" });
    const modulepreloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(modulepreloads.some((href) => href?.includes("datasheet-dialog"))).toBe(false);
    expect(scripts.some((url) => url.includes("datasheet-dialog"))).toBe(false);

    // Intent loads the button's island (React DOM and the button), the click the dialog.
    const islandLoaded = page.waitForRequest((req) => /\/assets\/runtime-[\w-]+\.js$/.test(req.url()));
    await page.getByRole("button", { name: "Download Datasheet" }).first().hover();
    await islandLoaded;
    expect(scripts.some((url) => url.includes("datasheet-dialog"))).toBe(false);
    await page.getByRole("button", { name: "Download Datasheet" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.some((url) => url.includes("datasheet-dialog"))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Download Datasheet" }).first()).toBeFocused();
  });
});
