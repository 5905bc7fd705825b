// The demo landing page (/demo/redport). Days 11-14 (futureWeekday) belong to this spec.
import type { Page } from "@playwright/test";
import { acceptCookies, axeViolations, expect, test } from "./fixtures.ts";
import { formHydrated, visit } from "#tests/e2e/support/navigation.ts";
import { dateButton, expectStored, fieldError, futureWeekday, holdSubmissions, longDate, mediumDate, pickDate, timeSelect } from "#tests/e2e/support/booking.ts";

test.beforeEach(({ page }) => acceptCookies(page));

const form = (page: Page) => page.locator("#schedule form");

async function fillRequired(page: Page, email = "grace@fleet.example") {
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Business email").fill(email);
  await form(page).getByRole("textbox", { name: "Company", exact: true }).fill("Fleet Systems");
}

test("badge, four benefits and four demo-content cards of four features", async ({ page }) => {
  await visit(page, "/demo/redport");
  await expect(page.getByText("Free AI Trust Score Audit Included")).toBeVisible();
  const benefits = page.getByRole("region", { name: "What you get from one meeting" }).getByRole("listitem");
  await expect(benefits.getByRole("heading")).toHaveText([
    "Free AI Trust Score Audit",
    "45-Minute Expert Consultation",
    "Custom Risk Report",
    "Implementation Roadmap",
  ]);
  await expect(benefits.first()).toContainText("$5,000");
  const contents = page.getByRole("region", { name: "What the demo covers" });
  await expect(contents.getByRole("heading", { level: 3 })).toHaveText([
    "AI Observability",
    "Security & Protection",
    "Safety & Compliance",
    "AI Red Teaming",
  ]);
  for (const card of await contents.locator(":scope > div > ul > li").all()) {
    await expect(card.getByRole("listitem")).toHaveCount(4);
  }
  await expect(page.getByLabel("Company size (optional)").locator("option:not([value=''])")).toHaveText([
    "1-50 employees",
    "51-200 employees",
    "201-1,000 employees",
    "1,001-5,000 employees",
    "More than 5,000 employees",
  ]);
  await expect(page.getByLabel("Primary use case (optional)").locator("option:not([value=''])")).toHaveCount(6);
  await expect(page.getByLabel(/What would you like to see/)).toHaveAttribute("rows", "4");
  expect(await axeViolations(page)).toEqual([]);
});

test("the e-mail is checked live: stricter pattern, no temporary mail, free mail allowed", async ({ page }) => {
  await visit(page, "/demo/redport");
  await formHydrated(form(page));
  const email = page.getByLabel("Business email");
  await email.fill("grace@mailinator.com");
  await email.blur();
  await expect(email).toHaveAccessibleDescription("Please use a business email address (temporary email services not allowed)");
  // After the first blur it follows each keystroke.
  await email.fill("grace@fleet");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  await email.fill("grace@gmail.com");
  await expect(fieldError(page, "Please")).toHaveCount(0);
});

test("submit toasts: 'Missing Information', then 'Invalid Email'", async ({ page }) => {
  await visit(page, "/demo/redport");
  await formHydrated(form(page));
  await page.getByRole("button", { name: "Schedule My Demo" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please fill in all required fields and select a date/time.")).toBeVisible();
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(dateButton(page)).toHaveAttribute("aria-invalid", "true");

  await fillRequired(page, "grace@10minutemail.com");
  await pickDate(page, page, futureWeekday(11));
  await timeSelect(page).selectOption("12:00 PM");
  await page.getByRole("button", { name: "Schedule My Demo" }).click();
  await expect(page.getByText("Invalid Email")).toBeVisible();
  await expect(page.getByLabel("Business email")).toBeFocused();
});

test("a demo is booked: 'Scheduling Demo...', the success toast, then a cleared form", async ({ page, request }) => {
  const day = futureWeekday(12);
  await visit(page, "/demo/redport?utm_source=redport&utm_medium=partner");
  await formHydrated(form(page));
  await fillRequired(page);
  await page.getByLabel("Job title (optional)").fill("CISO");
  await page.getByLabel("Company size (optional)").selectOption("1001-5000");
  await page.getByLabel("Primary use case (optional)").selectOption("agents");
  await page.getByLabel(/What would you like to see/).fill("Guardrails for our claims agent.");
  await pickDate(page, form(page), day);
  await timeSelect(page).selectOption("1:30 PM");

  const { release } = await holdSubmissions(page);
  const requestPromise = page.waitForRequest("**/api/functions/send-demo-confirmation");
  await page.getByRole("button", { name: "Schedule My Demo" }).click();
  await expect(page.getByRole("button", { name: "Scheduling Demo..." })).toBeDisabled();
  release();

  const sent = await requestPromise;
  const body = sent.postDataJSON();
  expect(body).toMatchObject({
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@fleet.example",
    company: "Fleet Systems",
    role: "CISO",
    employees: "1001-5000",
    useCase: "agents",
    message: "Guardrails for our claims agent.",
    date: mediumDate(day),
    time: "1:30 PM",
    referralSource: "redport",
    sourcePage: "/demo/redport",
    utm: { utm_source: "redport", utm_medium: "partner" },
  });
  const answer = await (await sent.response())!.json();
  expect(answer.data.booking).toMatchObject({ meetingType: "demo", durationMinutes: 45, date: longDate(day) });

  await expect(page.getByText("Demo Scheduled!")).toBeVisible();
  await expect(page.getByText(`${longDate(day)} at 1:30 PM`)).toBeVisible();
  await expect(page.getByText(/invites have been sent to grace@fleet\.example and to our sales team/)).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("");
  await expect(page.getByLabel("Company size (optional)")).toHaveValue("");
  await expect(dateButton(page)).toContainText("Select a date");
  await expect(timeSelect(page)).toHaveValue("");

  await expectStored(request, "/api/functions/send-demo-confirmation", body, answer.data.id);
});

test.describe("failure", () => {
  test.use({ allowConsole: [/status of 503/] });

  test("'Booking Failed' keeps everything the visitor entered", async ({ page }) => {
    await visit(page, "/demo/redport");
    await formHydrated(form(page));
    await fillRequired(page);
    await pickDate(page, page, futureWeekday(13));
    await timeSelect(page).selectOption("4:00 PM");
    await page.route("**/api/functions/send-demo-confirmation", (route) =>
      route.fulfill({ status: 503, json: { data: null, error: { message: "unavailable", fields: {} } } }),
    );
    await page.getByRole("button", { name: "Schedule My Demo" }).click();
    await expect(page.getByText("Booking Failed")).toBeVisible();
    await expect(page.getByText("There was an error scheduling your demo. Please try again.")).toBeVisible();
    await expect(form(page).getByRole("textbox", { name: "Company", exact: true })).toHaveValue("Fleet Systems");
    await expect(timeSelect(page)).toHaveValue("4:00 PM");
  });
});

test("text typed before the deferred form hydrates is kept and sent", async ({ page }) => {
  // Hold the form's code so the visitor types into the server-rendered form first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/landing-demo-form-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await visit(page, "/demo/redport");
  await fillRequired(page, "early@fleet.example");
  release();
  await formHydrated(form(page));
  await pickDate(page, form(page), futureWeekday(14));
  await timeSelect(page).selectOption("5:00 PM");
  const requestPromise = page.waitForRequest("**/api/functions/send-demo-confirmation");
  await page.getByRole("button", { name: "Schedule My Demo" }).click();
  expect((await requestPromise).postDataJSON()).toMatchObject({
    firstName: "Grace",
    lastName: "Hopper",
    email: "early@fleet.example",
    company: "Fleet Systems",
  });
  await expect(page.getByText("Demo Scheduled!")).toBeVisible();
});
