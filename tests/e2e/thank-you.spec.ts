// The three thank-you pages.
import { acceptCookies, axeViolations, expect, test } from "./fixtures.ts";
import { visit } from "#tests/e2e/support/navigation.ts";

test.beforeEach(({ page }) => acceptCookies(page));

const SALES = "mailto:sales@lumenguard.example";

test("/thank-you: headline, invite note, three cards (external ones in a new tab) and a mailto", async ({ page }) => {
  await visit(page, "/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We've Locked In Your Time!");
  await expect(page.getByText(/calendar invite/)).toBeVisible();
  const cards = page.locator("main ul").first().getByRole("link");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    const href = (await card.getAttribute("href"))!;
    if (href.startsWith("/files/") || href.startsWith("http")) {
      await expect(card).toHaveAttribute("target", "_blank");
      await expect(card).toHaveAttribute("rel", /noopener/);
      await expect(card.locator("svg.lucide-external-link")).toHaveCount(1);
    } else {
      await expect(card).not.toHaveAttribute("target");
    }
  }
  await expect(page.locator(`a[href^="${SALES}"]`)).toHaveCount(1);
  await page.getByRole("link", { name: /platform walkthrough/i }).click();
  await expect(page).toHaveURL(/\/platform-walkthrough$/);
});

test("/thank-you-demo: the spec's rows and steps, Explore Resources reaches the blog", async ({ page }) => {
  await visit(page, "/thank-you-demo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Scheduled Successfully!");
  for (const text of ["Confirmation e-mail sent", "Calendar invite included", ".ics", "Free AI Security Audit included", "$5,000"]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  const steps = page.getByRole("region", { name: "What Happens Next" }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText("24 hours");
  await expect(steps.nth(1)).toContainText("Secure meeting link and preparation materials");
  await expect(steps.nth(2)).toContainText("personalised 30-minute AI Trust Score demonstration");
  await expect(steps.nth(3)).toContainText("complimentary AI Security Risk Audit report");
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  await expect(page.locator(`a[href^="${SALES}"]`)).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Explore Resources" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("/thank-you-discovery: 15 minutes, five topics, Book a Full Demo opens the demo tab", async ({ page }) => {
  await visit(page, "/thank-you-discovery");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discovery Call Scheduled!");
  await expect(page.getByText(/15-minute/).first()).toBeVisible();
  for (const text of ["Confirmation e-mail sent", "Calendar invite included", "A quick, focused call"]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  const topics = page.getByRole("region", { name: "What We’ll Cover" }).getByRole("listitem");
  await expect(topics).toHaveCount(5);
  await expect(page.locator(`a[href^="${SALES}"]`)).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Book a Full Demo" }).click();
  await expect(page).toHaveURL(/\/schedule#demo$/);
  await expect(page.getByRole("tab", { name: /Full Demo/ })).toHaveAttribute("aria-selected", "true");
});
