import type { Page } from "@playwright/test";
import { acceptCookies, axeViolations, enhanced, expect, test } from "./fixtures.ts";
import { publishPosts } from "./support/admin.ts";
import { visit } from "./support/navigation.ts";
import { BLOG_PAGE_SIZE } from "#app/features/blog/list-page.server.ts";

const BANKING = "/blog/shadow-ai-in-banking-finding-and-governing-the-models-your-staff-already-use";
const ANALYST = "/blog/lumenguard-gartner-cool-vendor-2025";

test.beforeEach(({ page }) => acceptCookies(page));

/** The article titles the list shows, in order (featured first). */
const listedTitles = (page: Page) => page.locator("#main article h2 a, #main article h3 a").allTextContents();

const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ articles$/);

/** Cards a page of the list holds; page 1 has the featured article on top. */
const PAGE_SIZE = BLOG_PAGE_SIZE;
const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

test.describe("blog list", () => {
  test("pins the analyst news first as the featured article and the Copilot article second", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lumenguard Blog");
    const titles = await listedTitles(page);
    expect(titles[0]).toBe("Lumenguard Named a 2025 Cool Vendor in AI Cybersecurity Governance");
    expect(titles[1]).toMatch(/^The Copilot Security Gap/);
    expect(titles.length).toBeGreaterThanOrEqual(8);
    // The featured article and at most one page of cards (other specs publish posts too).
    expect(titles.length).toBeLessThanOrEqual(PAGE_SIZE + 1);
    await expect(page.getByText("Featured", { exact: true })).toBeVisible();
    const total = Number((await showing(page).textContent())!.match(/of (\d+)/)![1]);
    await expect(showing(page)).toHaveText(`Showing ${Math.min(total, PAGE_SIZE + 1)} of ${total} articles`);
    expect(titles).toHaveLength(Math.min(total, PAGE_SIZE + 1));
    await expect(page.getByPlaceholder("Search articles...")).toBeVisible();
  });

  test("routes the two special articles to their own pages and the rest to /blog/{slug}", async ({ page }) => {
    await page.goto("/blog");
    const readMore = page.locator("#main").getByRole("link", { name: /^Read More/ });
    await expect(readMore.nth(0)).toHaveAttribute("href", ANALYST);
    await expect(readMore.nth(1)).toHaveAttribute("href", "/copilot-security-gap");
    await expect(page.getByRole("link", { name: /^Read More\W+Shadow AI in Banking/ })).toHaveAttribute(
      "href",
      BANKING,
    );
  });

  test("each category's count matches what clicking it shows", async ({ page }) => {
    await page.goto("/blog");
    const sidebar = page.getByRole("navigation", { name: "Categories" });
    const names = (await sidebar.getByRole("link").allTextContents()).map((text) => text.replace(/\s*\(?\d+.*$/, ""));
    expect(names.slice(0, 3)).toEqual(["All", "Company News", "AI Security"]);
    expect(names).toEqual(expect.arrayContaining(["Gen AI", "Security", "Research", "Implementation"]));
    for (const name of names) {
      const link = sidebar.getByRole("link", { name: new RegExp(`^${name} \\(`) });
      await link.click();
      await expect(link).toHaveAttribute("aria-current", "page");
      // Counts and list from the same answer (another spec may publish a post meanwhile).
      const count = Number((await link.textContent())!.match(/(\d+)/)![1]);
      const listed = (await listedTitles(page)).length;
      await expect(showing(page)).toHaveText(new RegExp(`^Showing ${listed} of \\d+ articles$`));
      // A category of more than a page shows its first page (the featured article on top, if it
      // is the category's) and a pager; a smaller one all of it.
      expect(listed).toBeLessThanOrEqual(PAGE_SIZE + 1);
      if (listed === count) {
        await expect(pager(page)).toHaveCount(0);
      } else {
        expect([PAGE_SIZE, PAGE_SIZE + 1]).toContain(listed);
        await expect(pager(page)).toBeVisible();
      }
      if (name !== "All")
        await expect(page).toHaveURL(new RegExp(`[?&]category=${encodeURIComponent(name).replace(/%20/g, "\\+")}`));
    }
  });

  test("search and category combine, live in the URL and survive a reload", async ({ page }) => {
    await page.goto("/blog");
    await page.getByPlaceholder("Search articles...").fill("GUARDRAILS");
    await expect(page).toHaveURL(/\?q=GUARDRAILS$/);
    const cards = page.locator("#main section article");
    await expect(cards).not.toHaveCount(0);
    const all = await listedTitles(page);
    expect(all.length).toBeGreaterThanOrEqual(2);
    // Every result mentions the term in its title, excerpt or tags, whatever the case.
    for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain("guardrails");

    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /^Gen AI \(/ })
      .click();
    // The list is stored once per search whatever its spelling (server/page-cache-key.ts), so its
    // links and search box carry the search as it is stored: trimmed and in lower case.
    await expect(page).toHaveURL(/\?q=guardrails&category=Gen\+AI$/);
    await expect(cards).not.toHaveCount(all.length);
    const both = await listedTitles(page);
    expect(both.length).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) {
      expect(text).toContain("Gen AI");
      expect(text.toLowerCase()).toContain("guardrails");
    }

    await page.reload();
    await expect(page.getByPlaceholder("Search articles...")).toHaveValue("guardrails");
    expect(await listedTitles(page)).toEqual(both);

    await page.getByPlaceholder("Search articles...").fill("no article mentions this phrase");
    await expect(page.getByText("No blog posts found matching your criteria.")).toBeVisible();
    await expect(showing(page)).toHaveText(/^Showing 0 of \d+ articles$/);
  });

  test("the list refreshes in place: the search box keeps its focus and text, and back and forward follow", async ({ page }) => {
    await page.goto("/blog");
    await enhanced(page);
    const box = page.getByPlaceholder("Search articles...");
    await box.pressSequentially("banking", { delay: 20 });
    await expect(page).toHaveURL(/\/blog\?q=banking$/);
    await expect(page.locator("#main section article")).not.toHaveCount(0);
    const found = await listedTitles(page);
    expect(found).toContain("Shadow AI in Banking: Finding and Governing the Models Your Staff Already Use");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("banking");

    const sidebar = page.getByRole("navigation", { name: "Categories" });
    await sidebar.getByRole("link", { name: /^All \(/ }).click();
    await box.fill("");
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => listedTitles(page)).not.toEqual(found);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?q=banking$/);
    await expect(box).toHaveValue("banking");
    await expect.poll(() => listedTitles(page)).toEqual(found);
  });

  test("searches tags and excerpts, not only titles", async ({ page }) => {
    await page.goto("/blog?q=llmops");
    expect(await listedTitles(page)).toEqual(["Cutting Token Spend by 30% with Policy-Aware Model Routing"]);
    await page.goto("/blog?q=" + encodeURIComponent("quants wire open-source"));
    expect(await listedTitles(page)).toEqual([
      "Shadow AI in Banking: Finding and Governing the Models Your Staff Already Use",
    ]);
  });

  test("shows a spinner while a filtered list loads", async ({ page }) => {
    await page.goto("/blog");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\?category=/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /^Gen AI \(/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Loading articles…" })).toBeVisible();
    await expect(page.locator('section[aria-busy="true"]')).toHaveCount(1);
    release();
    await expect(page.getByText("Loading articles…")).toBeHidden();
    await expect(page).toHaveURL(/category=Gen\+AI/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search form and category links still filter", async ({ page }) => {
      await page.goto("/blog?category=Security");
      await page.getByPlaceholder("Search articles...").fill("banking");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/q=banking/);
      await expect(page).toHaveURL(/category=Security/);
      expect(await listedTitles(page)).toEqual([
        "Shadow AI in Banking: Finding and Governing the Models Your Staff Already Use",
      ]);
    });
  });

  test("links its RSS feed, which lists published posts", async ({ page, request, baseURL }) => {
    await page.goto("/blog");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    const response = await request.get("/blog/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${baseURL}${BANKING}</link>`);
  });

  test("puts published posts into the sitemap", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}${BANKING}</loc>`);
  });
});

test.describe("blog list pages", () => {
  // One set of posts for the describe, published once: its tests run in one worker, in order.
  test.describe.configure({ mode: "serial" });
  // Fourteen posts only this describe's searches find: a first page of twelve and a second of two.
  const token = `paging${Date.now().toString(36)}`;
  const titles = Array.from({ length: 14 }, (_, i) => `Paging ${token} post ${String(i + 1).padStart(2, "0")}`);
  const newestFirst = [...titles].reverse();
  const search = `/blog?q=${token}`;

  test.beforeAll(async ({ playwright, baseURL }) => {
    await publishPosts(playwright, baseURL!, titles.map((title) => ({ title })));
  });

  test("a search of more than a page is split, the page links keeping it", async ({ page, baseURL }) => {
    await page.goto(search);
    expect(await listedTitles(page)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    await expect(showing(page)).toHaveText(new RegExp(`^Showing ${PAGE_SIZE} of \\d+ articles$`));
    await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${baseURL}${search}&page=2`);
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    // A search is a view of the list: canonical at /blog, whatever its page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog`);

    await page.goto(`${search}&page=2`);
    expect(await listedTitles(page)).toEqual(newestFirst.slice(PAGE_SIZE));
    await expect(showing(page)).toHaveText(/^Showing 2 of \d+ articles$/);
    await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveAttribute("href", search);
    await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${baseURL}${search}`);
    await expect(page.locator('link[rel="next"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("each page of the whole list is its own canonical page, the featured article on the first only", async ({ page, baseURL }) => {
    await page.goto("/blog?page=2");
    await expect(page).toHaveTitle(/\(page 2\) \| Lumenguard$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog?page=2`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/blog?page=2`);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${baseURL}/blog`);
    await expect(page.getByText("Featured", { exact: true })).toHaveCount(0);
    const titles = await listedTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(PAGE_SIZE);
    // Page 2 starts where page 1 (the featured article and twelve cards) ends.
    await page.goto("/blog");
    expect(await listedTitles(page)).not.toContain(titles[0]);
  });

  test.describe("addresses that are no page", () => {
    test.use({ allowConsole: [/status of 404/] });
    for (const path of ["/blog?page=0", "/blog?page=-1", "/blog?page=02", "/blog?page=two", "/blog?page=99999"]) {
      test(`${path} is a 404`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByText("Oops! Page not found")).toBeVisible();
      });
    }
    test("the page past a search's last is a 404", async ({ request }) => {
      expect((await request.get(`${search}&page=3`)).status()).toBe(404);
    });
  });

  test("the enhancer loads a page in place, and a new search or category starts again at page 1", async ({ page, baseURL }) => {
    await page.goto(search);
    await enhanced(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${baseURL}${search}&page=2`);
    await expect.poll(() => listedTitles(page)).toEqual(newestFirst.slice(PAGE_SIZE));
    // The reader starts at the new page's list, and the head names the page shown.
    await expect(page.getByRole("heading", { name: /^Matching articles, page 2 of 2$/ })).toBeFocused();
    await expect(page).toHaveTitle(/\(page 2\) \| Lumenguard$/);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${baseURL}${search}`);
    await expect(page.getByPlaceholder("Search articles...")).toHaveValue(token);

    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: /^Gen AI \(/ }).click();
    await expect(page).toHaveURL(`${baseURL}${search}&category=Gen+AI`);
    await expect.poll(() => listedTitles(page)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}${search}&page=2`);
    await expect.poll(() => listedTitles(page)).toEqual(newestFirst.slice(PAGE_SIZE));

    await page.getByPlaceholder("Search articles...").fill(`${token} post 1`);
    await expect(page).toHaveURL(`${baseURL}/blog?q=${token}+post+1`);
    await expect.poll(() => listedTitles(page)).toEqual(newestFirst.filter((title) => title.includes(" post 1")));
    await expect(pager(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page links are plain links", async ({ page }) => {
      await page.goto(search);
      await pager(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${token}&page=2$`));
      expect(await listedTitles(page)).toEqual(newestFirst.slice(PAGE_SIZE));
      await pager(page).getByRole("link", { name: "Page 1" }).click();
      expect(await listedTitles(page)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    });
  });
});

test.describe("post page", () => {
  test("shows the post with its metadata, share button and safe rendered body", async ({ page, baseURL }) => {
    await page.goto("/blog/prompt-injection-in-agentic-workflows-what-changes-when-models-can-act");
    const title = "Prompt Injection in Agentic Workflows: What Changes When Models Can Act";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Lumenguard Blog`);
    await expect(page.getByText("Gen AI", { exact: true })).toBeVisible();
    await expect(page.getByText("September 16, 2025")).toBeVisible();
    await expect(page.getByText("8 min read")).toBeVisible();
    await expect(page.getByText("Lumenguard Team").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" })).toContainText("Prompt Injection");
    await expect(page.getByRole("heading", { level: 2, name: "Direct and indirect injection" })).toBeVisible();
    await expect(page.locator("article strong").first()).toBeVisible();
    await expect(page.locator("article ul li").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();

    const url = `${baseURL}/blog/prompt-injection-in-agentic-workflows-what-changes-when-models-can-act`;
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      "content",
      "Prompt Injection, AI Agents, MCP, Guardrails",
    );
    const jsonLd = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
        .find((data) => data["@type"] === "BlogPosting"),
    );
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: title,
      url,
      datePublished: "2025-09-16T14:00:00.000Z",
      author: { "@type": "Organization", name: "Lumenguard Team" },
    });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the banking shadow-AI article has its own fixed title and description", async ({ page }) => {
    await page.goto(BANKING);
    await expect(page).toHaveTitle(
      "Shadow AI in Banking: A Governance Playbook for Financial Institutions | Lumenguard",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^How banks discover unsanctioned generative AI/,
    );
  });

  test.describe("share", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("copies the address and says so when the browser cannot share", async ({ page, baseURL }) => {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, "share", { value: undefined, configurable: true }),
      );
      await page.goto(BANKING);
      await enhanced(page);
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
      await expect(page.getByText("Blog post link copied to clipboard.")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${BANKING}`);
    });

    test("uses the browser's share sheet when there is one", async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "share", {
          configurable: true,
          value: (data: ShareData) => {
            (window as unknown as { shared: ShareData }).shared = data;
            return Promise.resolve();
          },
        });
      });
      await page.goto(BANKING);
      await enhanced(page);
      await page.getByRole("button", { name: "Share" }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
        .toBe(`${baseURL}${BANKING}`);
      await expect(page.getByText("Link copied", { exact: true })).toHaveCount(0);
    });
  });

  test.describe("missing posts", () => {
    test.use({ allowConsole: [/status of 404/] });

    test("a direct visit answers 404 with a way back", async ({ page }) => {
      const response = await page.goto("/blog/no-such-post");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });

    test("in-app navigation to one shows the toast and returns to the list", async ({ page }) => {
      // From a document React Router hydrates: no public page does (decision 032).
      await visit(page, "/admin/login");
      await page.evaluate(() =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
        ).__reactRouterDataRouter.navigate("/blog/no-such-post"),
      );
      await expect(page.getByText("Post not found")).toBeVisible();
      await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
      await expect(page).toHaveURL(/\/blog$/);
    });
  });
});

test.describe("legacy pages", () => {
  for (const [path, text] of [
    ["/blog/author/lumenguard-team", "This is a legacy author page that is no longer maintained."],
    ["/blog/tag/ai-governance", "This is a legacy tag page that is no longer maintained."],
  ] as const) {
    test(`${path} explains itself, is not indexed and leads to the blog`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.getByRole("link", { name: "Browse All Articles" }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }
  // Only names the blog has: a made-up author or tag is not a page.
  test.describe("unknown names", () => {
    test.use({ allowConsole: [/status of 404/] });
    for (const path of ["/blog/author/jane-doe", "/blog/tag/made-up-tag"]) {
      test(`${path} is a 404`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByText("Oops! Page not found")).toBeVisible();
        await expect(page).toHaveTitle(/Page not found/);
      });
    }
  });
});
