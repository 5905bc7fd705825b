import type { Locator, Page } from "@playwright/test";

/**
 * page.goto, then wait until React has hydrated the document: a click or keystroke that lands
 * earlier meets the server HTML without its handlers (an anchor jumps, a form submits natively).
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("_reactListening")));
  return response;
}

/** Waits until React has hydrated a form that hydrates on its own (a deferred, below-the-fold form). */
export async function formHydrated(form: Locator) {
  await form.evaluate((element) =>
    new Promise<void>((resolve) => {
      const check = () =>
        Object.keys(element).some((key) => key.startsWith("__reactProps")) ? resolve() : requestAnimationFrame(check);
      check();
    }),
  );
}
