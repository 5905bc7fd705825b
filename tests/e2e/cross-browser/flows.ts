// The main flows, each written once against the small Driver and run in Firefox ESR and WebKitGTK
// by smoke.spec.ts. Steps, selectors and texts follow the chromium specs named on each flow.
import { expect } from "@playwright/test";
import { products } from "#app/content/products.ts";
import { BLOG_PAGE_SIZE } from "#app/features/blog/list-page.server.ts";
import { futureWeekday, iso, longDate } from "#tests/e2e/support/booking.ts";
import { DEEP_SECTION, DOCS_PASSWORD, exactly } from "#tests/e2e/support/docs-search.ts";
import type { Driver, Target } from "./driver.ts";

export type Flow = { name: string; run: (driver: Driver) => Promise<void> };

const button = (text: string | RegExp, within?: Target): Target => ({ css: "button", text, within });
const heading = (text: string | RegExp, within?: Target): Target => ({ css: "h1, h2, h3, h4, [role='heading']", text, within });
const toast = (text: RegExp): Target => ({ css: "[data-sonner-toast]", text });

/**
 * Weekdays 8 and 9 from today belong to this smoke (booking.spec.ts has 1-5, the other specs 11 and
 * up), one per engine, so neither fills a slot another test picks.
 */
const BOOKING_DAY = { firefox: 8, webkit: 9 } as const;

export const flows: Flow[] = [
  {
    // chrome.spec.ts: "menus open on hover and lead to their pages"
    name: "home: the desktop menu opens and its link leads to the page",
    async run(page) {
      await page.goto("/");
      const nav: Target = { css: "nav[aria-label='Main']" };
      await page.hover(button(/^Products$/, nav));
      const link: Target = { within: nav, css: "a", text: /AI Observability/ };
      await page.waitFor(link);
      await page.click(link);
      await page.waitForUrl(/\/ai-trust-score-observability$/);
      await page.waitFor({ css: "h1", text: products.observability.headline });
    },
  },
  {
    // chrome.spec.ts and without-hydration.spec.ts: the enhancer alone runs the chrome and the letters
    name: "glossary, a page without hydration: the menu opens and the letter bar follows a jump",
    async run(page) {
      await page.goto("/glossary");
      const bar: Target = { css: "nav[aria-label='Glossary letters']" };
      await page.click({ within: bar, css: "a", text: /^S$/ });
      await page.waitForUrl(/\/glossary#S$/);
      await page.waitFor({ within: bar, css: "a[aria-current='location']", text: /^S$/ });
      const nav: Target = { css: "nav[aria-label='Main']" };
      await page.hover(button(/^Resources$/, nav));
      const link: Target = { within: nav, css: "a", text: /^Newsroom/ };
      await page.waitFor(link);
      await page.click(link);
      await page.waitForUrl(/\/newsroom$/);
      await page.waitFor({ css: "h1" });
    },
  },
  {
    // pricing.spec.ts: "tier e-mail" routes, one to Book a Meeting and one to contact
    name: "pricing: tier buttons lead to the booking tab and to contact, with the e-mail",
    async run(page) {
      for (const [sectionId, tier, label, destination] of [
        ["guardrails", "Admin", "Request Guardrails Demo", /\/book-demo#full-demo$/],
        ["secure-chatbot", "Enterprise", "Contact Sales", /\/contact-us#form$/],
      ] as const) {
        const address = `buyer.${page.engine}.${sectionId}@acme.example`;
        await page.goto(`/pricing#${sectionId}`);
        const card: Target = { within: { css: `section#${sectionId}` }, css: "article", has: { css: "h3", text: new RegExp(`^${tier}$`) } };
        await page.fill({ within: card, label: "Work email" }, address);
        await page.click(button(new RegExp(`^${label}$`), card));
        await page.waitForUrl(destination);
        if (sectionId === "guardrails") {
          await page.waitFor({ css: "[role='tab'][aria-selected='true']", text: /Full Demo/ });
        } else {
          await page.waitFor({ css: "h1", text: /^Talk to the Lumenguard team$/ });
        }
        await page.waitForValue({ label: "Work email" }, address);
      }
    },
  },
  {
    // booking.spec.ts: "a demo is scheduled" (pickDate and timeSelect from support/booking.ts)
    name: "book a meeting: fill, pick a day and a slot, submit, see the confirmation",
    async run(page) {
      const day = futureWeekday(BOOKING_DAY[page.engine]);
      await page.goto("/book-demo#full-demo");
      await page.fill({ label: "First name" }, "Ada");
      await page.fill({ label: "Last name" }, "Lovelace");
      await page.fill({ label: "Work email" }, `ada.${page.engine}@analytical.example`);

      const dateButton: Target = { label: /^Date\b/ };
      await page.click(dateButton);
      const calendar: Target = { css: "[role='dialog'][aria-label='Choose a date']" };
      await page.waitFor({ within: calendar, css: "[role='grid']" });
      const cell: Target = { within: calendar, css: `[data-day="${iso(day)}"] button` };
      for (let i = 0; i < 3 && !(await page.isVisible(cell)); i++) {
        await page.click({ within: calendar, css: "button[aria-label*='next month' i]" });
      }
      await page.click(cell);
      await page.waitForHidden(calendar);
      await page.waitFor({ ...dateButton, text: longDate(day) });

      await page.select({ label: "Time (Eastern Time)" }, "11:00 AM");
      await page.click(button(/^Schedule Demo$/));
      const overlay: Target = { css: "[role='alert']", text: /Demo Scheduled!.*Your AI Trust Score demo has been confirmed\./ };
      await page.waitFor(overlay);
      await page.waitForHidden(overlay);
      await page.waitForValue({ label: "First name" }, "");
    },
  },
  {
    // contact.spec.ts: "each field message of the spec, then a stored message and the success view"
    name: "contact: a message is sent and the success view shows",
    async run(page) {
      await page.goto("/contact-us");
      await page.fill({ label: "First name" }, "Margaret");
      await page.fill({ label: "Last name" }, "Hamilton");
      await page.fill({ label: "Work email" }, `margaret.${page.engine}@apollo.example`);
      await page.fill({ label: /^Message\b/ }, "Can we deploy on-premises?");
      await page.click(button(/^Send Message$/));
      await page.waitFor(heading("Message sent successfully!"));
      await page.waitFor({ css: "p", text: "Thanks! We’ll be in touch shortly." });
    },
  },
  {
    // docs.spec.ts: "the right password opens the docs and keeps them open"
    name: "docs: the password unlocks the documentation",
    async run(page) {
      await page.goto("/");
      await page.clearCookies();
      await page.goto("/docs");
      await page.fill({ label: /^Password$/ }, "trust but verify");
      await page.click(button(/^Access Documentation$/));
      await page.waitFor({ css: "h1", text: /^Lumenguard Platform Documentation$/ });
      await page.waitForUrl(/\/docs$/);
    },
  },
  {
    // docs-search.spec.ts: "/ focuses it, a phrase from a deep section shows that section…"
    name: "docs: a search finds a deep section and opens it there",
    async run(page) {
      await page.goto("/");
      await page.clearCookies();
      await page.goto("/docs");
      await page.fill({ label: /^Password$/ }, DOCS_PASSWORD);
      await page.click(button(/^Access Documentation$/));
      await page.waitFor({ css: "h1", text: /^Lumenguard Platform Documentation$/ });
      await page.fill({ label: /^Search the docs$/ }, DEEP_SECTION.phrase);
      const result: Target = { css: "[role='listbox'] [role='option']", has: { css: "mark" } };
      await page.waitFor(result);
      await page.click(result);
      await page.waitForUrl(exactly(DEEP_SECTION.href));
    },
  },
  {
    // blog.spec.ts: "search and category combine, live in the URL and survive a reload"
    name: "blog: a search filters the list",
    async run(page) {
      await page.goto("/blog");
      const showing: Target = { css: "p", text: /^Showing \d+ of \d+ articles$/ };
      const counts = async () => (await page.text(showing)).match(/\d+/g)!.map(Number);
      const [listed, total] = await counts();
      // The first page: the featured article and a page of cards, or every article when fewer.
      expect(listed).toBe(Math.min(total!, BLOG_PAGE_SIZE + 1));
      const search: Target = { css: "input[placeholder='Search articles...']" };
      await page.fill(search, "GUARDRAILS");
      await page.waitForUrl(/\?q=GUARDRAILS$/);
      await expect.poll(async () => (await counts())[0]).toBeLessThan(total!);
      expect((await counts())[0]).toBeGreaterThanOrEqual(2);

      await page.fill(search, "no article mentions this phrase");
      await page.waitFor({ css: "p", text: "No blog posts found matching your criteria." });
      expect(await counts()).toEqual([0, total]);
    },
  },
  {
    // marketing.spec.ts: "datasheet dialog" (last: it leaves the PDF open in a second tab)
    name: "datasheet: the dialog sends the request and confirms the download",
    async run(page) {
      const datasheet = products.guardrails.datasheet!;
      await page.goto(products.guardrails.path);
      await page.click(button(/^Download Datasheet$/));
      const dialog: Target = { css: "[role='dialog']" };
      await page.waitFor(heading(datasheet.dialogTitle, dialog));
      await page.fill({ within: dialog, label: "First name" }, "Ada");
      await page.fill({ within: dialog, label: "Last name" }, "Lovelace");
      await page.fill({ within: dialog, label: "Work email" }, `ada.${page.engine}@analytical.example`);
      await page.click(button(/^Download Datasheet$/, dialog));
      await page.waitFor(toast(/Success!.*Your download will begin shortly\. We'll also send you a copy via email\./));
      await page.waitForHidden(dialog);
    },
  },
];
