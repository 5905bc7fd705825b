// Book a Meeting (/book-demo and /schedule): tabs from the URL, validation, the date picker, full
// slots, and bookings stored through the lead API. Days 1-5 (futureWeekday) belong to this spec.
import type { Page } from "@playwright/test";
import { acceptCookies, axeViolations, expect, test } from "./fixtures.ts";
import { visit } from "#tests/e2e/support/navigation.ts";
import { lastBookableDay, todayInNewYork } from "#app/features/scheduling/calendar-date.ts";
import { messages } from "#app/features/leads/lead-rules.ts";
import {
  dateButton,
  expectStored,
  fieldError,
  futureWeekday,
  holdSubmissions,
  iso,
  longDate,
  openCalendarAt,
  pickDate,
  takeSeat,
  timeSelect,
} from "#tests/e2e/support/booking.ts";

test.beforeEach(({ page }) => acceptCookies(page));

const demoTab = (page: Page) => page.getByRole("tab", { name: /Full Demo/ });
const discoveryTab = (page: Page) => page.getByRole("tab", { name: /Discovery Call/ });

test.describe("tabs", () => {
  for (const [url, tab] of [
    ["/book-demo", "demo"],
    ["/book-demo#full-demo", "demo"],
    ["/book-demo#demo", "demo"],
    ["/book-demo#discovery-call", "discovery"],
    ["/book-demo#discovery", "discovery"],
    ["/book-demo?type=discovery", "discovery"],
    ["/schedule#demo", "demo"],
    ["/schedule#discovery", "discovery"],
  ] as const) {
    test(`${url} opens the ${tab} tab`, async ({ page }) => {
      await visit(page, url);
      const selected = tab === "demo" ? demoTab(page) : discoveryTab(page);
      await expect(selected).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("heading", { level: 2, name: tab === "demo" ? "AI Trust Score in Action" : "Book a Discovery Call" })).toBeVisible();
    });
  }

  test("/schedule shows the same page with /book-demo as canonical", async ({ page }) => {
    await visit(page, "/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/book-demo$/);
  });

  test("switching keeps the tab in the URL without history entries and clears the form", async ({ page }) => {
    await visit(page, "/book-demo?type=discovery&utm_source=e2e");
    await expect(discoveryTab(page)).toHaveAttribute("aria-selected", "true");
    const length = await page.evaluate(() => history.length);

    await page.getByLabel("First name").fill("Ada");
    await page.getByRole("button", { name: /Schedule Discovery Call/ }).click();
    await expect(fieldError(page, "Last name is required")).toBeVisible();

    await demoTab(page).click();
    await expect(page).toHaveURL(/\/book-demo\?utm_source=e2e#full-demo$/);
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(fieldError(page, "Last name is required")).toHaveCount(0);

    await page.getByRole("button", { name: /Book a 15-minute discovery call instead/ }).click();
    await expect(page).toHaveURL(/#discovery-call$/);
    await expect(discoveryTab(page)).toHaveAttribute("aria-selected", "true");
    expect(await page.evaluate(() => history.length)).toBe(length);
  });

  test("a work e-mail saved by pricing is copied in once, then removed", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("prefillEmail", "cio@acme.example");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await visit(page, "/book-demo#discovery-call");
    await expect(page.getByLabel("Work email")).toHaveValue("cio@acme.example");
    expect(await page.evaluate(() => sessionStorage.getItem("prefillEmail"))).toBeNull();
    await page.reload();
    await expect(page.getByLabel("Work email")).toHaveValue("");
  });
});

test.describe("validation", () => {
  test("every field error of the spec, announced and focused", async ({ page }) => {
    await visit(page, "/book-demo");
    await page.getByRole("button", { name: "Schedule Demo" }).click();

    const expected = {
      "First name": "First name is required",
      "Last name": "Last name is required",
      "Work email": "Email is required",
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(dateButton(page)).toHaveAccessibleDescription("Please select a date");
    await expect(timeSelect(page)).toHaveAccessibleDescription("Please select a time");
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.getByText("Please fix the errors")).toBeVisible();
    await expect(page.getByText("Check the required fields and try again.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "5 fields need attention" })).toHaveCount(1);

    // An edit clears that field's message only.
    await page.getByLabel("First name").fill("Ada");
    await expect(fieldError(page, "First name is required")).toHaveCount(0);
    await expect(fieldError(page, "Last name is required")).toBeVisible();

    const email = page.getByLabel("Work email");
    await email.fill("ada@");
    await email.press("Enter");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await email.fill("ada@gmail.com");
    await email.press("Enter");
    await expect(email).toHaveAccessibleDescription("Please use your corporate email address");
  });
});

test.describe("date and time", () => {
  test("weekends and past days cannot be picked; the keyboard can pick a weekday", async ({ page }) => {
    await visit(page, "/book-demo");
    await dateButton(page).click();
    const calendar = page.getByRole("dialog", { name: "Choose a date" });
    await expect(calendar.getByRole("grid")).toBeVisible();

    // No earlier month to page to.
    await expect(calendar.getByRole("button", { name: /previous month/i })).toHaveAttribute("aria-disabled", "true");
    // Every Saturday, Sunday and past day shown is disabled; every future weekday is enabled.
    const days = await calendar.locator("[data-day]").evaluateAll((cells) =>
      cells.map((cell) => ({ day: cell.getAttribute("data-day")!, disabled: cell.hasAttribute("data-disabled") })),
    );
    const today = await page.evaluate(() => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date()));
    // A weekday with nothing open any more (today, late in the evening) is disabled too, as the offer says.
    const offer = await (await page.request.get("/api/availability?days&kind=demo&minutes=30")).json();
    const closed = new Set((offer.data.days as Array<{ date: string; open: boolean }>).filter((day) => !day.open).map((day) => day.date));
    expect(days.length).toBeGreaterThan(20);
    for (const { day, disabled } of days) {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      expect(disabled, day).toBe(weekday === 0 || weekday === 6 || day < today || closed.has(day));
    }
    const weekend = days.find(({ day }) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))!;
    await calendar.locator(`[data-day="${weekend.day}"] button`).click({ force: true });
    await expect(calendar).toBeVisible();
    await expect(dateButton(page)).toContainText("Select a date");
    await page.keyboard.press("Escape");

    // Keyboard: the calendar takes focus, arrows move, Enter picks.
    await dateButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(calendar.locator("[data-day] button:focus")).toHaveCount(1);
    for (let i = 0; i < 7; i++) {
      const focused = await calendar.locator("[data-day]:has(button:focus)").getAttribute("data-day");
      const weekday = new Date(`${focused}T12:00:00Z`).getUTCDay();
      if (weekday >= 1 && weekday <= 5 && focused! >= today) break;
      await page.keyboard.press("ArrowRight");
    }
    const chosen = await calendar.locator("[data-day]:has(button:focus)").getAttribute("data-day");
    await page.keyboard.press("Enter");
    await expect(calendar).toBeHidden();
    await expect(dateButton(page)).toBeFocused();
    const [y, m, d] = chosen!.split("-").map(Number);
    await expect(dateButton(page)).toContainText(longDate({ year: y!, month: m!, day: d! }));
  });

  test("the calendar pages up to the booking horizon (60 days) and no further", async ({ page }) => {
    const last = lastBookableDay({ today: todayInNewYork(), horizonDays: 60 });
    await visit(page, "/book-demo");
    await dateButton(page).click();
    const calendar = page.getByRole("dialog", { name: "Choose a date" });
    await expect(calendar).toContainText("Meetings run Monday to Friday, up to 60 days ahead.");
    const next = calendar.getByRole("button", { name: /next month/i });
    // Two or three months at most: paging stops at the horizon's month.
    for (let i = 0; i < 4 && (await next.getAttribute("aria-disabled")) !== "true"; i++) await next.click();
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(calendar.locator(`[data-day="${iso(last)}"]`)).toBeVisible();
    const days = await calendar.locator("[data-day]").evaluateAll((cells) =>
      cells.map((cell) => ({ day: cell.getAttribute("data-day")!, disabled: cell.hasAttribute("data-disabled") })),
    );
    for (const { day, disabled } of days) {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      expect(disabled, day).toBe(weekday === 0 || weekday === 6 || day > iso(last));
    }
  });

  test("slots come from the configuration in Eastern time and a full slot cannot be chosen", async ({ page, request }) => {
    const day = futureWeekday(1);
    await takeSeat(request, day, "4:30 PM", "first");
    await takeSeat(request, day, "4:30 PM", "second");

    await visit(page, "/book-demo");
    const time = timeSelect(page);
    // The default configuration: every 30 minutes from 11:00 AM to 9:00 PM, 21 slots.
    await expect(time.locator("option[value]:not([value=''])")).toHaveCount(21);
    await expect(time.locator("option").nth(1)).toHaveText("11:00 AM");
    await expect(time.locator("option").last()).toHaveText("9:00 PM");

    await pickDate(page, page, day);
    const full = time.locator('option[value="4:30 PM"]');
    await expect(full).toBeDisabled();
    // With a day chosen, a slot names Eastern time (and the browser's own clock when it differs).
    await expect(full).toHaveText(/^4:30 PM ET( · .+ your time)? \(fully booked\)$/);
    await expect(time.locator('option[value="5:00 PM"]')).toBeEnabled();
  });
});

test.describe("booking", () => {
  test("a demo is scheduled: 'Scheduling...', the overlay for 3 seconds, a stored booking, then a blank form", async ({ page, request }) => {
    const day = futureWeekday(2);
    await visit(page, "/book-demo?utm_source=e2e&utm_campaign=booking#full-demo");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Work email").fill("ada@analytical.example");
    await page.getByLabel("Phone (optional)").fill("+1 617 555 0100");
    await pickDate(page, page, day);
    await timeSelect(page).selectOption("11:00 AM");
    const comments = page.getByLabel(/Anything we should know/);
    await expect(comments).toHaveAttribute("rows", "3");
    await comments.fill("Two customer-facing agents.");

    // Times the overlay in the page itself, so a slow test machine cannot blur the 3 seconds.
    await page.evaluate(() => {
      const times: { shown?: number; hidden?: number } = {};
      (window as unknown as { overlayTimes: typeof times }).overlayTimes = times;
      new MutationObserver(() => {
        const visible = document.body.innerText.includes("Demo Scheduled!");
        if (visible && times.shown === undefined) times.shown = performance.now();
        if (!visible && times.shown !== undefined && times.hidden === undefined) times.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // A slow phone: drawing the overlay takes a while, which must not come off its 3 seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    const { release } = await holdSubmissions(page);
    const requestPromise = page.waitForRequest("**/api/functions/send-demo-confirmation");
    await page.getByRole("button", { name: "Schedule Demo" }).click();
    const submit = page.getByRole("button", { name: "Scheduling..." });
    await expect(submit).toBeDisabled();
    // A second press while sending sends nothing more.
    await page.getByLabel("First name").press("Enter");
    release();

    const sent = await requestPromise;
    const body = sent.postDataJSON();
    expect(body).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@analytical.example",
      phone: "+1 617 555 0100",
      date: longDate(day),
      time: "11:00 AM",
      comments: "Two customer-facing agents.",
      company: "Not provided",
      sourcePage: "/book-demo",
      utm: { utm_source: "e2e", utm_campaign: "booking" },
    });
    expect(body).not.toHaveProperty("website");
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const answer = await (await sent.response())!.json();
    expect(answer.data.booking).toMatchObject({ meetingType: "demo", durationMinutes: 30, date: longDate(day) });
    expect(answer.data.booking.time).toMatch(/^11:00 AM E[SD]T$/);

    const overlay = page.getByRole("alert").filter({ hasText: "Demo Scheduled!" });
    await expect(overlay).toContainText("Your AI Trust Score demo has been confirmed.");
    await expect(overlay).toContainText("Check your email for details and calendar invite.");
    await expect(overlay).toBeHidden({ timeout: 6000 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const times = await page.evaluate(() => (window as unknown as { overlayTimes: { shown: number; hidden: number } }).overlayTimes);
    // Its 3 seconds count from when it is drawn, so no delay in drawing it can shorten them.
    expect(times.hidden - times.shown).toBeGreaterThanOrEqual(2995);
    expect(times.hidden - times.shown).toBeLessThan(3600);
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(dateButton(page)).toContainText("Select a date");

    await expectStored(request, "/api/functions/send-demo-confirmation", body, answer.data.id);
  });

  test("a discovery call is scheduled with its own overlay and no company", async ({ page }) => {
    const day = futureWeekday(3);
    await visit(page, "/book-demo#discovery");
    await page.getByLabel("First name").fill("Alan");
    await page.getByLabel("Last name").fill("Turing");
    await page.getByLabel("Work email").fill("alan@bletchley.example");
    await pickDate(page, page, day);
    await timeSelect(page).selectOption("2:30 PM");
    const requestPromise = page.waitForRequest("**/api/functions/send-discovery-confirmation");
    await page.getByLabel("Work email").press("Enter");
    const sent = await requestPromise;
    expect(sent.postDataJSON()).not.toHaveProperty("company");
    expect((await (await sent.response())!.json()).data.booking.durationMinutes).toBe(15);
    const overlay = page.getByRole("alert").filter({ hasText: "Discovery Call Scheduled!" });
    await expect(overlay).toContainText("Your discovery call has been confirmed.");
  });

  test("a booking that goes through after a refused attempt takes the error toast away", async ({ page }) => {
    await visit(page, "/book-demo");
    await page.getByLabel("Last name").fill("Somerville");
    await page.getByLabel("Work email").fill("mary@mechanism.example");
    await pickDate(page, page, futureWeekday(3));
    await timeSelect(page).selectOption("4:00 PM");
    await page.getByRole("button", { name: "Schedule Demo" }).click();
    const errorToast = page.locator("[data-sonner-toast]").filter({ hasText: "Please fix the errors" });
    // The pointer rests on the toast, which holds its timer: only the fix can take it away.
    await errorToast.hover();

    await page.getByLabel("First name").fill("Mary");
    await page.getByLabel("First name").press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Demo Scheduled!" })).toBeVisible();
    await expect(errorToast).toHaveCount(0);
  });

  test.describe("failures", () => {
    test.use({ allowConsole: [/status of (500|409|422|429)/] });

    test("a server failure keeps the data, says so, and a retry reuses the idempotency key", async ({ page }) => {
      const day = futureWeekday(4);
      await visit(page, "/book-demo");
      await page.getByLabel("First name").fill("Grace");
      await page.getByLabel("Last name").fill("Hopper");
      await page.getByLabel("Work email").fill("grace@fleet.example");
      await pickDate(page, page, day);
      await timeSelect(page).selectOption("3:00 PM");

      const keys: string[] = [];
      await page.route("**/api/functions/send-demo-confirmation", async (route) => {
        keys.push(route.request().postDataJSON().idempotencyKey);
        if (keys.length === 1) {
          await route.fulfill({ status: 500, json: { data: null, error: { message: "down", fields: {} } } });
        } else {
          await route.continue();
        }
      });
      await page.getByRole("button", { name: "Schedule Demo" }).click();
      await expect(page.getByText("Something went wrong")).toBeVisible();
      await expect(page.getByText("Please try again later.")).toBeVisible();
      await expect(page.getByLabel("First name")).toHaveValue("Grace");
      await expect(timeSelect(page)).toHaveValue("3:00 PM");

      await page.getByRole("button", { name: "Schedule Demo" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Demo Scheduled!" })).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    test("the booking caps explain themselves: the address's at the e-mail field, the network's in a toast", async ({ page }) => {
      await visit(page, "/book-demo#discovery-call");
      await page.getByLabel("First name").fill("Dorothy");
      await page.getByLabel("Last name").fill("Vaughan");
      await page.getByLabel("Work email").fill("dorothy@langley.example");
      await pickDate(page, page, futureWeekday(5));
      await timeSelect(page).selectOption("5:00 PM");

      // What the server answers at each cap (tests/integration/booking-limits covers the server side).
      const perEmail = messages.bookingsPerEmail(3);
      const perNetwork = "Too many meetings have been booked from your network today. Please try again tomorrow, or contact us.";
      const answers = [
        { status: 422, json: { data: null, error: { message: perEmail, fields: { email: perEmail } } } },
        { status: 429, headers: { "Retry-After": "86000" }, json: { data: null, error: { message: perNetwork, fields: {} } } },
      ];
      await page.route("**/api/functions/send-discovery-confirmation", (route) => route.fulfill(answers.shift()!));

      await page.getByRole("button", { name: "Schedule Discovery Call" }).click();
      await expect(fieldError(page, perEmail)).toBeVisible();
      await expect(page.getByLabel("Work email")).toBeFocused();
      await page.getByLabel("Work email").fill("dorothy.v@langley.example");
      await page.getByRole("button", { name: "Schedule Discovery Call" }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Booking limit reached" });
      await expect(toast).toContainText(perNetwork);
      await expect(page.getByLabel("First name")).toHaveValue("Dorothy");
    });

    test("a slot taken while the visitor was typing is refused and then shown full", async ({ page, request }) => {
      const day = futureWeekday(5);
      await visit(page, "/book-demo#discovery-call");
      await page.getByLabel("First name").fill("Katherine");
      await page.getByLabel("Last name").fill("Johnson");
      await page.getByLabel("Work email").fill("kj@orbit.example");
      await pickDate(page, page, day);
      await timeSelect(page).selectOption("6:00 PM");
      await takeSeat(request, day, "6:00 PM", "racer-one");
      await takeSeat(request, day, "6:00 PM", "racer-two");

      await page.getByRole("button", { name: "Schedule Discovery Call" }).click();
      await expect(page.getByText("That time was just taken")).toBeVisible();
      await expect(timeSelect(page)).toHaveAttribute("aria-invalid", "true");
      await expect(timeSelect(page).locator('option[value="6:00 PM"]')).toBeDisabled();
      await expect(page.getByLabel("First name")).toHaveValue("Katherine");
      await timeSelect(page).selectOption("6:30 PM");
      await expect(timeSelect(page)).not.toHaveAttribute("aria-invalid");
    });
  });
});

test.describe("layout", () => {
  for (const width of [375, 1280]) {
    test(`no axe violations and no horizontal scroll at ${width} px, calendar open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/book-demo");
      await page.getByRole("button", { name: "Schedule Demo" }).click();
      await expect(fieldError(page, "First name is required")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await openCalendarAt(page, page, futureWeekday(1));
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
