import type { Locator, Page } from "@playwright/test";

/**
 * page.goto, then wait until the page works: React has hydrated a document React Router hydrates (a
 * click or keystroke that lands earlier meets the server HTML without its handlers: an anchor jumps,
 * a form submits natively); on a page that does not hydrate, the enhancer has run, which holds a
 * form's submit until its island is live.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() =>
    "__reactRouterContext" in window
      ? Object.keys(document).some((key) => key.startsWith("_reactListening"))
      : document.documentElement.hasAttribute("data-enhanced"),
  );
  return response;
}

/**
 * Waits until React has hydrated a form that hydrates on its own: a deferred, below-the-fold form
 * on a hydrated page, or an island on a page that does not hydrate, which the visitor's first focus
 * in it wakes (as here).
 */
export async function formHydrated(form: Locator) {
  await form.evaluate((element) =>
    new Promise<void>((resolve) => {
      if (element.closest("[data-island]")) element.querySelector<HTMLElement>("input, select, textarea")?.focus();
      const check = () =>
        Object.keys(element).some((key) => key.startsWith("__reactProps")) ? resolve() : requestAnimationFrame(check);
      check();
    }),
  );
}

/**
 * A public page rendered by React in a document React Router hydrated: no public page hydrates
 * (decision 032), so the document is the admin's sign-in page, and React Router navigates from there
 * on the client, as it would from any admin screen.
 */
export async function clientNavigateFromHydrated(page: Page, path: string) {
  await visit(page, "/admin/login");
  await page.evaluate((to) => {
    (window as unknown as { stayed: boolean }).stayed = true;
    void (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(to);
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
}

/** Whether the document is still the one clientNavigateFromHydrated started in. */
export const stayedInDocument = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
