import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Every page in the suite fails its test on a console error or a CSP violation. */
export const test = base.extend<{ allowConsole: RegExp[]; pageProblems: string[] }>({
  /** Console errors a test expects, e.g. the browser's own line about a 404 document. */
  allowConsole: [[], { option: true }],
  pageProblems: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !allowConsole.some((pattern) => pattern.test(text))) {
          problems.push(`console: ${text}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, "console errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Axe with the WCAG 2 A/AA rule sets; returns the violations, summarised for a readable failure.
 * CSS transitions run a thousand times faster while it analyses, so an element that is fading in or
 * out (a toast closing on its timer) is measured as it ends, not half transparent.
 */
export async function axeViolations(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 1000 });
  try {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  } finally {
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await cdp.detach();
  }
}

/** Axe at 1280 and 375 px, and nothing wider than the phone at 375; leaves the page at 1280. */
export async function expectCleanAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width}px on ${page.url()}`).toEqual([]);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth), `width at 375px on ${page.url()}`).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Waits for the enhancer (app/enhance/enhancer.ts), which gives the chrome and share buttons their
 * behaviour: from the HTML on a page that does not hydrate, after hydration on one that does.
 */
export async function enhanced(page: Page) {
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
}

/** Keeps the cookie bar out of the way in tests that are not about it. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "accepted"));
}
