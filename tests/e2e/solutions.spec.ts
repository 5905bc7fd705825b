// The four industry pages with the shared demo form (#msp-demo-form). Days 21-25 belong to this spec.
import type { Page } from "@playwright/test";
import { acceptCookies, axeViolations, expect, test } from "./fixtures.ts";
import { formHydrated, visit } from "#tests/e2e/support/navigation.ts";
import { expectStored, fieldError, futureWeekday, holdSubmissions, iso, pickDate, timeSelect } from "#tests/e2e/support/booking.ts";

test.beforeEach(({ page }) => acceptCookies(page));

const PAGES = [
  { path: "/solutions/managed-service-provider", campaign: "msp", name: "MSP" },
  { path: "/solutions/legal-ai-governance", campaign: "legal", name: "Legal AI Governance" },
  { path: "/solutions/telecom-ai-governance", campaign: "telecom", name: "Telecom AI Governance" },
  { path: "/solutions/financial-services-ai-governance", campaign: "finserv", name: "Financial Services AI Governance" },
] as const;

const formSection = (page: Page) => page.locator("#msp-demo-form");
const hero = (page: Page) => page.locator("main > section").first();

async function fillVisitor(page: Page, email: string) {
  const form = formSection(page);
  await form.getByLabel("First name").fill("Katherine");
  await form.getByLabel("Last name").fill("Johnson");
  await form.getByLabel("Work email").fill(email);
}

for (const { path } of PAGES) {
  test.describe(path, () => {
    test("hero Book a Demo scrolls to the form; the final call to action switches to discovery and back", async ({ page }) => {
      await visit(page, path);
      await formHydrated(formSection(page).locator("form"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const length = await page.evaluate(() => history.length);
      await hero(page).getByRole("link", { name: "Book a Demo" }).click();
      await expect(formSection(page).getByLabel("First name")).toBeInViewport();
      expect(await page.evaluate(() => history.length)).toBe(length);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(formSection(page).getByRole("button", { name: "Request Demo" })).toBeVisible();

      // Discovery mode: type=discovery in the URL, a discovery form, Contact Sales at the end.
      await formSection(page).getByLabel("First name").fill("Typed for the demo");
      await page.getByRole("link", { name: "Book a Discovery Call" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?type=discovery#msp-demo-form$`));
      await expect(formSection(page).getByRole("heading", { level: 2 })).toHaveText("Book a 15-minute discovery call");
      await expect(formSection(page).getByRole("button", { name: "Request Discovery Call" })).toBeVisible();
      await expect(formSection(page).getByLabel("First name")).toHaveValue("");
      await expect(page.getByRole("link", { name: "Contact Sales" }).last()).toHaveAttribute("href", "/contact-us");

      // Back: the mode is read again from the URL.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(formSection(page).getByRole("button", { name: "Request Demo" })).toBeVisible();
      await page.goForward();
      await expect(formSection(page).getByRole("button", { name: "Request Discovery Call" })).toBeVisible();

      // In discovery mode the hero's Book a Demo goes to the demo form at its anchor.
      await hero(page).getByRole("link", { name: "Book a Demo" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#msp-demo-form$`));
      await expect(formSection(page).getByRole("button", { name: "Request Demo" })).toBeVisible();
    });
  });
}

test("the legal page has stakeholder cards and a page-local navigation", async ({ page }) => {
  await visit(page, "/solutions/legal-ai-governance");
  await formHydrated(formSection(page).locator("form"));
  const stakeholders = page.locator("#stakeholders");
  await expect(stakeholders.getByRole("heading", { level: 3 })).toHaveText([
    "General Counsel",
    "Lawyers and Paralegals",
    "IT and Security",
    "Vendors and Outside Counsel",
  ]);
  const local = page.getByRole("navigation", { name: "On this page" });
  await expect(local.getByRole("link")).toHaveText(["Challenges", "Stakeholders", "Capabilities", "Compliance", "Book a Demo"]);
  await local.getByRole("link", { name: "Stakeholders" }).click();
  await expect(stakeholders.getByRole("heading", { level: 2 })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

test("the form marks required fields and uses e-mail and phone inputs", async ({ page }) => {
  await visit(page, "/solutions/managed-service-provider");
  await formHydrated(formSection(page).locator("form"));
  const form = formSection(page);
  for (const label of ["First name", "Last name", "Work email", "Date", "Time (Eastern Time)"]) {
    await expect(form.locator("label", { hasText: label }).locator("span[aria-hidden]")).toHaveText("*");
  }
  await expect(form.locator("label", { hasText: "Phone" }).locator("span[aria-hidden]")).toHaveCount(0);
  await expect(form.getByLabel("Work email")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Phone (optional)")).toHaveAttribute("type", "tel");

  await form.getByRole("button", { name: "Request Demo" }).click();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
  await expect(fieldError(form, "First name is required")).toBeVisible();
  await expect(form.getByLabel("First name")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test("a demo request on the legal page: ISO date, campaign, confirmation card and toast", async ({ page, request }) => {
  const day = futureWeekday(21);
  await visit(page, "/solutions/legal-ai-governance?utm_source=bar-journal");
  await formHydrated(formSection(page).locator("form"));
  await fillVisitor(page, "kj@counsel.example");
  await pickDate(page, formSection(page), day);
  await timeSelect(formSection(page)).selectOption("12:30 PM");
  await formSection(page).getByLabel(/What would you like to cover/).fill("Privilege-aware DLP.");

  const requestPromise = page.waitForRequest("**/api/functions/send-msp-demo-request");
  await formSection(page).getByRole("button", { name: "Request Demo" }).click();
  const sent = await requestPromise;
  const body = sent.postDataJSON();
  expect(body).toMatchObject({
    firstName: "Katherine",
    lastName: "Johnson",
    email: "kj@counsel.example",
    date: iso(day),
    time: "12:30 PM",
    comments: "Privilege-aware DLP.",
    type: "demo",
    campaign: "legal",
    utm: { utm_source: "bar-journal" },
  });
  const answer = await (await sent.response())!.json();
  expect(answer.data.booking).toMatchObject({ meetingType: "demo", durationMinutes: 30 });

  const card = formSection(page).getByRole("status");
  await expect(card.getByRole("heading")).toHaveText("Demo Request Submitted!");
  await expect(card).toContainText("Thank you for your interest in Lumenguard’s Legal AI Governance solutions.");
  await expect(card).toContainText("in touch shortly to confirm the details");
  await expect(page.getByText("Demo request submitted successfully!")).toBeVisible();
  await expectStored(request, "/api/functions/send-msp-demo-request", body, answer.data.id);
});

for (const [path, name, dayIndex] of [
  ["/solutions/telecom-ai-governance", "Telecom AI Governance", 22],
  ["/solutions/managed-service-provider", "MSP", 23],
  ["/solutions/financial-services-ai-governance", "Financial Services AI Governance", 24],
] as const) {
  test(`a discovery request on ${path} names its campaign`, async ({ page }) => {
    await visit(page, `${path}?type=discovery`);
    await formHydrated(formSection(page).locator("form"));
    await fillVisitor(page, "kj@orbit.example");
    await pickDate(page, formSection(page), futureWeekday(dayIndex));
    await timeSelect(formSection(page)).selectOption("5:30 PM");
    const { release } = await holdSubmissions(page);
    const requestPromise = page.waitForRequest("**/api/functions/send-msp-demo-request");
    await formSection(page).getByRole("button", { name: "Request Discovery Call" }).click();
    await expect(formSection(page).getByRole("button", { name: "Scheduling..." })).toBeDisabled();
    release();
    const sent = await requestPromise;
    expect(sent.postDataJSON()).toMatchObject({ type: "discovery", campaign: path.includes("telecom") ? "telecom" : path.includes("financial") ? "finserv" : "msp" });
    expect((await (await sent.response())!.json()).data.booking.durationMinutes).toBe(15);
    const card = formSection(page).getByRole("status");
    await expect(card.getByRole("heading")).toHaveText("Discovery Call Request Submitted!");
    await expect(card).toContainText(`Lumenguard’s ${name} solutions`);
    await expect(page.getByText("Discovery call request submitted successfully!")).toBeVisible();
  });
}

test.describe("failures", () => {
  test.use({ allowConsole: [/status of 500/] });

  for (const [mode, text] of [
    ["demo", "Failed to submit demo request. Please try again."],
    ["discovery", "Failed to submit discovery call request. Please try again."],
  ] as const) {
    test(`a failed ${mode} request keeps the form and says so`, async ({ page }) => {
      await visit(page, `/solutions/managed-service-provider${mode === "discovery" ? "?type=discovery" : ""}`);
      await formHydrated(formSection(page).locator("form"));
      await fillVisitor(page, "kj@orbit.example");
      await pickDate(page, formSection(page), futureWeekday(25));
      await timeSelect(formSection(page)).selectOption("8:00 PM");
      await page.route("**/api/functions/send-msp-demo-request", (route) =>
        route.fulfill({ status: 500, json: { data: null, error: { message: "down", fields: {} } } }),
      );
      await formSection(page).getByRole("button", { name: /^Request/ }).click();
      await expect(page.getByText(text)).toBeVisible();
      await expect(formSection(page).getByLabel("Work email")).toHaveValue("kj@orbit.example");
    });
  }
});

test("no horizontal scroll at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const { path } of PAGES) {
    await visit(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});
