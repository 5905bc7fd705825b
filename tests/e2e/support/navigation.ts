import type { Page } from "@playwright/test";

/**
 * page.goto, then wait until React has hydrated the document: a click or keystroke that lands
 * earlier meets the server HTML without its handlers (an anchor jumps, a form submits natively).
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("_reactListening")));
  return response;
}
