// The pricing page: tiers, the capability bar and its scroll-spy, the tier e-mail rules and where
// each tier button leads (with the e-mail carried to the next form).
import type { Page } from "@playwright/test";
import { acceptCookies, axeViolations, expect, test } from "./fixtures.ts";
import { formHydrated, visit } from "#tests/e2e/support/navigation.ts";
import { fieldError } from "#tests/e2e/support/booking.ts";

test.beforeEach(({ page }) => acceptCookies(page));

const bar = (page: Page) => page.getByRole("navigation", { name: "Select a Capability" });
const section = (page: Page, id: string) => page.locator(`section#${id}`);
const tierCard = (page: Page, sectionId: string, tier: string) =>
  section(page, sectionId).getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: tier, exact: true }) });

test("hero, bar and four sections of three tiers with the spec's prices", async ({ page }) => {
  await visit(page, "/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lumenguard AI Trust Score™ Platform");
  await expect(page.getByText(/^Choose from our four core capability groups/)).toBeVisible();
  await expect(bar(page).getByRole("link")).toHaveText(["AI Guardrails", "AI Red Teaming", "AI Observability", "Secure Chatbot"]);

  const middle = { guardrails: "Admin", "red-teaming": "Red Teaming Analyst", observability: "SoC Analyst", "secure-chatbot": "Professional" };
  for (const [id, name] of Object.entries(middle)) {
    const cards = section(page, id).getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Free Trial", name, "Enterprise"]);
    await expect(tierCard(page, id, "Free Trial")).toContainText("14-Day Free Trial");
    await expect(tierCard(page, id, name)).toContainText(/\$[\d,]+ \//);
    await expect(tierCard(page, id, "Enterprise")).toContainText("Custom Pricing");
  }
  await expect(tierCard(page, "secure-chatbot", "Professional")).toContainText("Requires at least one Admin User license");
  expect(await axeViolations(page)).toEqual([]);
});

test("three features, then '+N More Features' / 'Show Less'; trials show everything", async ({ page }) => {
  await visit(page, "/pricing");
  const enterprise = tierCard(page, "guardrails", "Enterprise");
  const features = enterprise.getByRole("listitem");
  await expect(features).toHaveCount(3);
  const toggle = enterprise.getByRole("button", { name: /^\+\d+ More Features$/ });
  const hidden = Number((await toggle.textContent())!.match(/\d+/)![0]);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(features).toHaveCount(3 + hidden);
  await expect(enterprise).toContainText("User and role management with enterprise IAM");
  await enterprise.getByRole("button", { name: "Show Less" }).click();
  await expect(features).toHaveCount(3);

  const trial = tierCard(page, "guardrails", "Free Trial");
  expect(await trial.getByRole("listitem").count()).toBeGreaterThan(3);
  await expect(trial.getByRole("button", { name: /More Features/ })).toHaveCount(0);
});

test.describe("capability bar", () => {
  test("the hash on load selects its section", async ({ page }) => {
    await visit(page, "/pricing#observability");
    await expect(bar(page).getByRole("link", { name: "AI Observability" })).toHaveAttribute("aria-current", "true");
    await expect(section(page, "observability").getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("scrolling selects the section at the middle line and replaces the hash", async ({ page }) => {
    await visit(page, "/pricing");
    const length = await page.evaluate(() => history.length);
    for (const [id, label] of [
      ["red-teaming", "AI Red Teaming"],
      ["secure-chatbot", "Secure Chatbot"],
      ["observability", "AI Observability"],
      ["guardrails", "AI Guardrails"],
    ] as const) {
      // Put the section's top just above the middle of the viewport.
      await page.evaluate((sectionId) => {
        const top = document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight / 2 + 40, behavior: "instant" });
      }, id);
      await expect(page).toHaveURL(new RegExp(`/pricing#${id}$`));
      await expect(bar(page).getByRole("link", { name: label })).toHaveAttribute("aria-current", "true");
      await expect(bar(page).locator("[aria-current]")).toHaveCount(1);
    }
    expect(await page.evaluate(() => history.length)).toBe(length);
  });

  test("a click scrolls smoothly to the section, replacing the hash", async ({ page }) => {
    // Record how sections are asked to scroll: timing how far the page got is flaky on a busy machine.
    await page.addInitScript(() => {
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        (window as unknown as { scrollRequests: unknown[] }).scrollRequests ??= [];
        (window as unknown as { scrollRequests: unknown[] }).scrollRequests.push({ id: this.id, options });
        return original.call(this, options);
      };
    });
    await visit(page, "/pricing");
    const length = await page.evaluate(() => history.length);
    await bar(page).getByRole("link", { name: "Secure Chatbot" }).click();
    const requests = await page.evaluate(() => (window as unknown as { scrollRequests?: unknown[] }).scrollRequests ?? []);
    expect(requests).toContainEqual({ id: "secure-chatbot", options: { behavior: "smooth", block: "start" } });
    await expect(section(page, "secure-chatbot").getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(page).toHaveURL(/#secure-chatbot$/);
    await expect(bar(page).getByRole("link", { name: "Secure Chatbot" })).toHaveAttribute("aria-current", "true");
    await expect(bar(page)).toBeInViewport();
    expect(await page.evaluate(() => history.length)).toBe(length);
  });
});

test.describe("tier e-mail", () => {
  test("checked on blur and on the button, cleared on the next edit", async ({ page }) => {
    await visit(page, "/pricing");
    const card = tierCard(page, "guardrails", "Admin");
    const email = card.getByLabel("Work email");
    // The blur check is the form's own: wait until its island is live (its first focus wakes it).
    await formHydrated(card.locator("form"));

    await email.focus();
    await email.blur();
    await expect(card.locator("p[id$='-error']")).toHaveCount(0);

    await email.fill("not-an-address");
    await email.blur();
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.pressSequentially("x");
    await expect(fieldError(card, "Please enter a valid email address")).toHaveCount(0);

    await email.fill("cto@GMAIL.com");
    await email.blur();
    await expect(email).toHaveAccessibleDescription("Please enter your work email address");
    await email.fill("cto@yandex.com");
    await card.getByRole("button", { name: "Request Guardrails Demo" }).click();
    await expect(email).toHaveAccessibleDescription("Please enter your work email address");
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("an empty field on the button passes and saves nothing", async ({ page }) => {
    await visit(page, "/pricing");
    await tierCard(page, "observability", "Free Trial").getByRole("button", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(/\/book-demo#full-demo$/);
    await expect(page.getByRole("tab", { name: /Full Demo/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Work email")).toHaveValue("");
  });

  const routes = [
    ["guardrails", "Free Trial", "Start Free Trial", "/book-demo#full-demo"],
    ["guardrails", "Admin", "Request Guardrails Demo", "/book-demo#full-demo"],
    ["guardrails", "Enterprise", "Contact Sales", "/contact-us#form"],
    ["red-teaming", "Free Trial", "Start Free Trial", "/book-demo#full-demo"],
    ["red-teaming", "Red Teaming Analyst", "Request Red Teaming Demo", "/book-demo#full-demo"],
    ["red-teaming", "Enterprise", "Contact Sales", "/contact-us#form"],
    ["observability", "Free Trial", "Start Free Trial", "/book-demo#full-demo"],
    ["observability", "SoC Analyst", "Request Observability Demo", "/book-demo#full-demo"],
    ["observability", "Enterprise", "Contact Sales", "/contact-us#form"],
    ["secure-chatbot", "Free Trial", "Start Free Trial", "/book-demo#discovery-call"],
    ["secure-chatbot", "Professional", "Request Demo", "/book-demo#discovery-call"],
    ["secure-chatbot", "Enterprise", "Contact Sales", "/contact-us#form"],
  ] as const;

  for (const [sectionId, tier, label, destination] of routes) {
    test(`${sectionId} ${tier}: '${label}' leads to ${destination} with the e-mail`, async ({ page }) => {
      const address = `buyer.${sectionId}@acme.example`;
      await visit(page, `/pricing#${sectionId}`);
      const card = tierCard(page, sectionId, tier);
      await card.getByLabel("Work email").fill(address);
      await card.getByRole("button", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${destination.replace("?", "\\?")}$`));
      if (destination.startsWith("/contact-us")) {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to the Lumenguard team");
        await expect(page.getByLabel("Work email")).toHaveValue(address);
        await expect(page.locator("#form")).toBeInViewport();
      } else {
        const tab = destination.endsWith("discovery-call") ? /Discovery Call/ : /Full Demo/;
        await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
        await expect(page.getByLabel("Work email")).toHaveValue(address);
      }
      expect(await page.evaluate(() => sessionStorage.getItem("prefillEmail"))).toBeNull();
    });
  }
});

test("at 375 px the bar scrolls sideways to the selected capability and the page does not", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, "/pricing#secure-chatbot");
  const selected = bar(page).getByRole("link", { name: "Secure Chatbot" });
  await expect(selected).toHaveAttribute("aria-current", "true");
  await expect(selected).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
});
