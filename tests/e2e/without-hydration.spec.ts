// Pages that do without hydration (decision 032): server HTML plus the enhancer, nothing else, and
// still the chrome works, links lead on, and a client navigation in a hydrated document renders them.
import { analystArticlePath, visitBeacon } from "#app/config/site.ts";
import { scriptUrlsIn } from "#scripts/quality/first-load-js.ts";
import { acceptCookies, enhanced, expect, test } from "./fixtures.ts";
import { fieldError } from "./support/booking.ts";
import { clientNavigateFromHydrated, stayedInDocument } from "./support/navigation.ts";

const pagesWithoutHydration = [
  "/",
  "/about-us",
  "/newsletter",
  "/privacy-policy",
  "/newsroom",
  "/pricing",
  "/pricing/enterprise",
  "/book-demo",
  "/schedule",
  "/blog",
  "/blog?q=guardrails&category=Gen+AI",
  "/docs",
  "/docs/api",
  "/docs/deployment/upgrading",
  "/contact-us",
  "/ai-trust-score-guardrails",
  "/ai-trust-score-observability",
  "/solutions/developers",
  "/solutions/red-teaming",
  "/solutions/secure-workforce-chatbot",
  "/solutions/open-source-model-risks",
  "/solutions/managed-service-provider",
  "/solutions/legal-ai-governance",
  "/solutions/telecom-ai-governance",
  "/solutions/financial-services-ai-governance",
  "/demo/redport",
  "/thank-you",
  "/thank-you-demo",
  "/thank-you-discovery",
  "/glossary",
  "/aitrustscore-report",
  "/partners",
  "/logos",
  "/platform-walkthrough",
  "/copilot-security-gap",
  "/copilot-replacement-blog",
  analystArticlePath,
  "/blog/shadow-ai-in-banking-finding-and-governing-the-models-your-staff-already-use",
  "/blog/author/lumenguard-team",
  "/blog/tag/ai-governance",
];

test.describe("pages without hydration", () => {
  for (const path of pagesWithoutHydration) {
    test(`${path} loads the enhancer and no React Router script`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain("__reactRouterContext");
      expect(scriptUrlsIn(html)).toEqual([expect.stringMatching(/^\/assets\/enhancer-[\w-]+\.js$/)]);

      await page.goto(path);
      await enhanced(page);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    });
  }

  test.describe("an unknown address", () => {
    test.use({ allowConsole: [/status of 404/] });

    test("answers 404 in the chrome, enhanced, without React Router", async ({ page }) => {
      const response = await page.goto("/no-such-page-anywhere");
      expect(response?.status()).toBe(404);
      await enhanced(page);
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Products" }).click();
      await expect(nav.getByRole("link", { name: /AI Observability/ })).toBeVisible();
    });
  });

  test("a client navigation from a hydrated document renders one, and the chrome keeps working", async ({ page }) => {
    await acceptCookies(page);
    await clientNavigateFromHydrated(page, "/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await stayedInDocument(page)).toBe(true);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Solutions" }).click();
    await expect(nav.getByRole("button", { name: "Solutions" })).toHaveAttribute("aria-expanded", "true");
  });

  test("the glossary's letter bar follows scrolling after a client navigation too", async ({ page }) => {
    await acceptCookies(page);
    await clientNavigateFromHydrated(page, "/glossary");
    const bar = page.getByRole("navigation", { name: "Glossary letters" });
    // The router restores the scroll position of the new page as it settles: scroll again until it has.
    await expect(async () => {
      await page.getByRole("heading", { name: "M", exact: true }).evaluate((heading) =>
        heading.closest("section")?.scrollIntoView({ behavior: "instant", block: "start" }),
      );
      await expect(bar.locator('[aria-current="location"]')).toHaveText("M", { timeout: 1000 });
    }).toPass();
  });

  test("Back to Blog goes back to the page the reader came from on this site", async ({ page, baseURL }) => {
    await acceptCookies(page);
    await page.goto("/logos");
    await page.goto("/copilot-security-gap", { referer: `${baseURL}/logos` });
    await enhanced(page);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/logos$/);
  });

  test.describe("an island: the contact form", () => {
    test.use({ allowConsole: [/status of 422/] });

    test("loads React only when used; a submit meanwhile is held and checked the scripted way, under a stored page's policy", async ({ page }) => {
      await acceptCookies(page);
      const scripts: string[] = [];
      const posts: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (request.resourceType() === "script") scripts.push(pathname);
        if (request.method() === "POST" && pathname !== visitBeacon.endpoint) posts.push(pathname);
      });
      // The second visit is certainly the stored page, whose policy allows scripts by hash only.
      await page.goto("/contact-us");
      const response = await page.goto("/contact-us");
      expect(response!.headers()["content-security-policy"]).toContain("'strict-dynamic'");
      await enhanced(page);
      expect(scripts.filter((script) => script.includes("/runtime-"))).toEqual([]);

      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(fieldError(page, "First name is required")).toBeVisible();
      await expect(page.getByLabel("First name")).toBeFocused();
      expect(scripts.some((script) => /\/assets\/runtime-[\w-]+\.js$/.test(script))).toBe(true);
      // Checked in the browser: no document post, no call.
      expect(posts).toEqual([]);

      await page.getByLabel("First name").fill("Grace");
      await expect(fieldError(page, "First name is required")).toHaveCount(0);
    });
  });

  test("a form filled and sent before its island is live is sent with what was typed", async ({ page }) => {
    await acceptCookies(page);
    // A slow runtime: everything below happens before the island is live.
    await page.route(/\/assets\/runtime-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/contact-us");
    await enhanced(page);
    await page.getByLabel("First name").fill("Kathleen");
    await page.getByLabel("Last name").fill("Booth");
    await page.getByLabel("Work email").fill("kathleen@booth.example");
    await page.getByRole("textbox", { name: "Message" }).fill("Typed before the island woke.");
    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/api/functions/send-contact-email"));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ firstName: "Kathleen", lastName: "Booth", message: "Typed before the island woke." });
    await expect(page.getByRole("heading", { name: "Message sent successfully!" })).toBeVisible();
  });

  test.describe("an island whose runtime cannot load", () => {
    test.use({ allowConsole: [/net::ERR_FAILED|Failed to fetch dynamically imported module|error loading dynamically imported module/i] });

    test("lets the form post as a page, as it does without JavaScript", async ({ page }) => {
      await acceptCookies(page);
      await page.route(/\/assets\/runtime-[\w-]+\.js$/, (route) => route.abort());
      await page.goto("/contact-us");
      await enhanced(page);
      await page.getByLabel("First name").fill("Ida");
      await page.getByLabel("Last name").fill("Rhodes");
      await page.getByLabel("Work email").fill("ida@rhodes.example");
      await page.getByRole("textbox", { name: "Message" }).fill("Posted without the island.");
      const posted = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/contact-us");
      await page.getByRole("button", { name: "Send Message" }).click();
      expect((await posted).status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Message sent successfully!" })).toBeVisible();
    });
  });
});
