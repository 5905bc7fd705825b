import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expect } from "#tests/e2e/fixtures.ts";

/** The admin the e2e server creates from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = { email: "admin@lumenguard.example", password: "correct horse battery staple" };

/** Signs in through the sign-in page and lands on `next`. */
export async function signIn(page: Page, next = "/admin/blog") {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
}

/** A title no other test uses. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits for the page to hydrate (typing earlier would meet the server HTML). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("_reactListening")));
}

/** Opens the new-post form once the page has hydrated. */
export async function openNewPost(page: Page) {
  await page.goto("/admin/blog?new");
  await expect(page.getByRole("heading", { name: "New Post" })).toBeVisible();
  await hydrated(page);
}

/**
 * Publishes posts through the admin's own form post, signed in from a context of its own: for
 * specs that need more posts than the seed has (the blog list's pages). Posts are published in the
 * order given, so the last is the newest.
 */
export async function publishPosts(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, posts: Array<{ title: string; excerpt?: string }>) {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const login = await admin.post("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password, next: "/admin/blog" } });
    expect(login.ok()).toBe(true);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await admin.get("/admin/blog")).text())?.[1];
    expect(csrf).toBeTruthy();
    for (const post of posts) {
      const saved = await admin.post("/admin/blog", {
        form: { intent: "create", csrf: csrf!, excerpt: "A post of the list's pages.", content: "Body.", published: "on", ...post },
        maxRedirects: 0,
      });
      expect(saved.status(), post.title).toBe(302);
    }
  } finally {
    await admin.dispose();
  }
}
