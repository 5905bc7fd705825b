import type { Page } from "@playwright/test";
import { acceptCookies, enhanced, expect, test } from "./fixtures.ts";
import { clientNavigateFromHydrated } from "./support/navigation.ts";

// The chrome's behaviour is the enhancer's everywhere: on a public page, which does without
// hydration (decision 032), and on one React renders after a client navigation in a hydrated
// document (from the admin) they must behave alike.
const chromePages = [
  { kind: "a page React renders in a hydrated document", open: (page: Page) => clientNavigateFromHydrated(page, "/privacy-policy") },
  {
    kind: "a page without hydration",
    open: async (page: Page) => {
      await page.goto("/privacy-policy");
      await enhanced(page);
    },
  },
];

test.describe("desktop header", () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const { open, kind } of chromePages) {
    test(`menus open on hover after the delay and lead to their pages, on ${kind}`, async ({ page }) => {
      await open(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const products = nav.getByRole("button", { name: "Products" });
      await products.hover();
      await expect(products).toHaveAttribute("aria-expanded", "true");
      // A neighbour opens at once while one is open, and only one panel shows.
      await nav.getByRole("button", { name: "Resources" }).hover();
      await expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");
      await expect(products).toHaveAttribute("aria-expanded", "false");
      await page.mouse.move(640, 500);
      await expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "false");
      await products.hover();
      const link = nav.getByRole("link", { name: /AI Observability/ });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/ai-trust-score-observability$/);
    });

    test(`menus work from the keyboard, on ${kind}`, async ({ page }) => {
      await open(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const solutions = nav.getByRole("button", { name: "Solutions" });
      await solutions.focus();
      await page.keyboard.press("Enter");
      await expect(solutions).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: /Managed Service Providers/ })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(solutions).toHaveAttribute("aria-expanded", "false");
      await expect(solutions).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(nav.getByRole("button", { name: "Products" })).toBeFocused();
      await page.keyboard.press("Space");
      await expect(nav.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "true");
      // Leaving the menus closes them.
      await page.getByRole("main").click({ position: { x: 5, y: 5 } });
      await expect(nav.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("header buttons go where the spec says", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", "/book-demo");
    await expect(header.getByRole("link", { name: "Become a Partner" })).toHaveAttribute("href", "/contact-us");
    await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/pricing");
    await expect(header.getByRole("link", { name: "Lumenguard home" })).toHaveAttribute("href", "/");
  });

  test("the announcement's Read More loads the analyst article", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Read More/ }).click();
    await expect(page).toHaveURL(/\/blog\/lumenguard-gartner-cool-vendor-2025$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const { open, kind } of chromePages) {
    test(`three sections expand and collapse independently, on ${kind}`, async ({ page }) => {
      await open(page);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      const solutions = menu.getByRole("button", { name: "Solutions" });
      const products = menu.getByRole("button", { name: "Products" });
      const resources = menu.getByRole("button", { name: "Resources" });
      for (const section of [solutions, products, resources]) await expect(section).toHaveAttribute("aria-expanded", "false");

      await solutions.click();
      await products.click();
      await expect(solutions).toHaveAttribute("aria-expanded", "true");
      await expect(products).toHaveAttribute("aria-expanded", "true");
      await expect(resources).toHaveAttribute("aria-expanded", "false");
      await solutions.click();
      await expect(solutions).toHaveAttribute("aria-expanded", "false");
      await expect(products).toHaveAttribute("aria-expanded", "true");

      await menu.getByRole("link", { name: "AI Guardrails" }).click();
      await expect(page).toHaveURL(/\/ai-trust-score-guardrails$/);
      await expect(menu).toBeHidden();
    });
  }

  test("the menu button says what it will do and closes the menu again", async ({ page }) => {
    await page.goto("/privacy-policy");
    await enhanced(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("cookie consent", () => {
  for (const { open, kind } of chromePages) {
    for (const [button, stored] of [
      ["Accept All", "accepted"],
      ["Decline All", "declined"],
    ] as const) {
      test(`${button} stores "${stored}" and the bar stays hidden after reload, on ${kind}`, async ({ page }) => {
        await open(page);
        const bar = page.getByRole("region", { name: "Cookie consent" });
        await expect(bar).toBeVisible();
        await expect(bar.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/privacy-policy");
        await bar.getByRole("button", { name: button }).click();
        await expect(bar).toBeHidden();
        expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe(stored);
        await page.reload();
        await enhanced(page);
        await expect(bar).toBeHidden();
      });
    }
  }
});

test.describe("back to top", () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const { open, kind } of chromePages) {
    test(`appears past 500 px and returns to the top, on ${kind}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 600 });
      await open(page);
      const button = page.getByRole("button", { name: "Back to top" });
      await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"));
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toBeHidden();
    });
  }
});

test.describe("footer", () => {
  test("has the report banner, three columns, copyright, privacy link and English-only language", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("State of AI Trust for Foundational Models (Q2 2025)")).toBeVisible();
    await expect(footer.getByRole("link", { name: /Download Now/ })).toHaveAttribute("target", "_blank");
    for (const column of ["Company", "Solutions", "Products"]) {
      await expect(footer.getByRole("heading", { name: column })).toBeVisible();
    }
    await expect(footer.getByText(/© 2025 Lumenguard/)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    const language = footer.getByRole("combobox", { name: "Language" });
    await expect(language.locator("option")).toHaveText(["English"]);
  });
});
