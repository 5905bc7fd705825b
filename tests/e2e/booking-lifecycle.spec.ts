// A booking after it is made (issue 17), in the browser: the visitor's own zone beside Eastern time
// (the browser set to Europe/Berlin), add-to-calendar links that carry the booked times, the
// booking's page opened from the link in the e-mail (read from the outbox) to reschedule and cancel,
// axe on that page in each state, and staff changes from the admin's lead detail.
import type { APIRequestContext, Page } from "@playwright/test";
import pg from "pg";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { newYorkInstant } from "#app/features/scheduling/calendar-date.ts";
import { parseSlotLabel } from "#app/features/scheduling/slots.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, axeViolations, expect, test } from "#tests/e2e/fixtures.ts";
import { signIn } from "#tests/e2e/support/admin.ts";
import { formHydrated, visit } from "#tests/e2e/support/navigation.ts";
import { futureWeekday, iso, longDate, pickDate, timeSelect } from "#tests/e2e/support/booking.ts";
import { asSent } from "#tests/support/queued-mail.ts";
import type { QueuedMessage } from "#db/schema.ts";

const BERLIN = "Europe/Berlin";
const at = (day: ReturnType<typeof futureWeekday>, time: string) => newYorkInstant(day, parseSlotLabel(time)!);
/** "5:00 PM" on a Berlin clock. */
const berlinTime = (instant: Date) =>
  new Intl.DateTimeFormat("en-US", { timeZone: BERLIN, hour: "numeric", minute: "2-digit" }).format(instant);
/** 20261201T160000Z */
const basicUtc = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const isoUtc = (instant: Date) => instant.toISOString().replace(/\.\d{3}/, "");

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe("the visitor's zone and add to calendar", () => {
  test.use({ timezoneId: BERLIN });

  test("Book a Meeting in Berlin: slots, overlay and follow-up show both zones; the calendar links carry the booked times", async ({ page, request }) => {
    await acceptCookies(page);
    const day = futureWeekday(31);
    const start = at(day, "8:30 PM");
    const end = new Date(start.getTime() + 15 * 60_000);
    const both = `8:30 PM ET · ${berlinTime(start)}`;

    await page.goto("/book-demo#discovery-call");
    const form = page.locator("form").filter({ has: page.getByLabel("First name") });
    await formHydrated(form);
    await form.getByLabel("First name").fill("Greta");
    await form.getByLabel("Last name").fill("Berliner");
    await form.getByLabel("Work email").fill("greta@acme-berlin.example");
    await pickDate(page, form, day);
    // Berlin's clock is the next day at 2:30 AM: "2:30 AM Tue, Dec 2 your time".
    await expect(timeSelect(form).locator("option", { hasText: both })).toHaveCount(1);
    await expect(timeSelect(form).locator("option", { hasText: both })).toContainText("your time");
    await timeSelect(form).selectOption("8:30 PM");
    await form.getByRole("button", { name: "Schedule Discovery Call" }).click();

    const overlay = page.getByRole("alert").filter({ hasText: "Discovery Call Scheduled!" });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByTestId("meeting-time")).toContainText(both);

    const panel = page.getByRole("region", { name: "Your meeting is booked" });
    await expect(panel).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByTestId("meeting-time")).toContainText(both);
    const calendar = panel.getByRole("navigation", { name: "Add to calendar" });
    const google = new URL((await calendar.getByRole("link", { name: /Google Calendar/ }).getAttribute("href"))!);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("dates")).toBe(`${basicUtc(start)}/${basicUtc(end)}`);
    for (const name of [/^Outlook \(/, /^Outlook\.com/]) {
      const outlook = new URL((await calendar.getByRole("link", { name }).getAttribute("href"))!);
      expect(outlook.searchParams.get("startdt")).toBe(isoUtc(start));
      expect(outlook.searchParams.get("enddt")).toBe(isoUtc(end));
    }
    const ics = await request.get((await calendar.getByRole("link", { name: "Download .ics" }).getAttribute("href"))!);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const text = await ics.text();
    expect(text).toContain(`DTSTART:${basicUtc(start)}`);
    expect(text).toContain("SEQUENCE:0");
    await expectNoAxeViolations(page);

    // The thank-you page reached from the confirmation shows the same booking.
    await panel.getByRole("link", { name: "What happens next" }).click();
    await expect(page).toHaveURL(/\/thank-you-discovery$/);
    const booked = page.getByRole("region", { name: "Your booking" });
    await expect(booked.getByTestId("meeting-time")).toContainText(both);
    await expect(booked.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute("href", google.toString());
    await expect(booked.getByRole("link", { name: "Reschedule or cancel this booking" })).toHaveAttribute("href", /\/bookings\/[\w-]{43}$/);

    // Reloaded, the page does without hydration: the booking is an island, live at once.
    await page.reload();
    await expect(booked.getByTestId("meeting-time")).toContainText(both);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
  });

  test("a solution page's confirmation card shows both zones and add to calendar", async ({ page }) => {
    await acceptCookies(page);
    const day = futureWeekday(32);
    const start = at(day, "11:00 AM");
    const both = `11:00 AM ET · ${berlinTime(start)} your time`;

    await page.goto("/solutions/legal-ai-governance");
    const form = page.locator("#msp-demo-form form");
    await formHydrated(form);
    await form.getByLabel("First name").fill("Lena");
    await form.getByLabel("Last name").fill("Recht");
    await form.getByLabel("Work email").fill("lena@kanzlei.example");
    await pickDate(page, form, day);
    await timeSelect(form).selectOption("11:00 AM");
    await form.getByRole("button", { name: "Request Demo" }).click();
    const card = page.locator("#msp-demo-form").getByTestId("booked-meeting");
    await expect(card.getByTestId("meeting-time")).toHaveText(both);
    const google = new URL((await card.getByRole("link", { name: /Google Calendar/ }).getAttribute("href"))!);
    expect(google.searchParams.get("dates")).toBe(`${basicUtc(start)}/${basicUtc(new Date(start.getTime() + 30 * 60_000))}`);
  });
});

// The booking's page from the e-mail: the outbox is read from the database, so this part runs its
// own production server on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;

test.describe("the booking's page from the e-mail", () => {
  test.skip(!postgresUrl, "reads the outbox from PostgreSQL: set TEST_DATABASE_URL");
  test.describe.configure({ mode: "serial" });
  test.use({ timezoneId: BERLIN });

  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  const port = Number(process.env.E2E_PORT ?? 4173) + 1;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    server = await startProductionServer({
      port,
      env: { DATABASE_URL: database.url, SLOT_CAPACITY: "2", RATE_LIMIT_PER_MINUTE: "100000", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
    });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  test.afterAll(async () => {
    await client?.end();
    await server?.stop();
    await database?.drop();
  });

  /** Books through the public API, then reads the manage link from the visitor's stored e-mail. */
  async function bookAndReadLink(request: APIRequestContext, day: ReturnType<typeof futureWeekday>, time: string) {
    const email = `visitor-${crypto.randomUUID()}@acme.example`;
    const answer = await request.post(`${server.baseUrl}/api/functions/send-discovery-confirmation`, {
      data: { firstName: "Max", lastName: "Muster", email, date: longDate(day), time, timeZone: BERLIN, idempotencyKey: crypto.randomUUID() },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const { rows } = await client.query<{ message: QueuedMessage }>(
      "select message from outbox where recipient = $1 and template = 'booking-confirmation'",
      [email],
    );
    expect(rows).toHaveLength(1);
    // The e-mail as the outbox worker sends it (it renders the stored template then).
    const { message } = (await asSent(rows))[0]!;
    const link = message.text.match(/https?:\/\/\S+\/bookings\/[\w-]{43}/)?.[0];
    expect(link, message.text).toBeTruthy();
    return { link: link!, email };
  }

  test("reschedule to another day and cancel from the e-mail's link; axe in each state", async ({ page, request }) => {
    await acceptCookies(page);
    const day = futureWeekday(33);
    const newDay = futureWeekday(34);
    const { link, email } = await bookAndReadLink(request, day, "2:00 PM");
    expect(new URL(link).origin).toBe(server.baseUrl);

    await visit(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "Discovery call" })).toBeVisible();
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(page.getByTestId("meeting-time")).toHaveText(`2:00 PM ET · ${berlinTime(at(day, "2:00 PM"))} your time`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
    await expectNoAxeViolations(page);

    // Reschedule with the keyboard-reachable picker.
    await page.getByRole("button", { name: "Reschedule" }).click();
    await expect(page.getByRole("heading", { name: "Pick a new time" })).toBeFocused();
    await pickDate(page, page.locator("main"), newDay);
    await timeSelect(page.locator("main")).selectOption("3:30 PM");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirm new time" }).click();
    await expect(page.getByTestId("meeting-time")).toHaveText(`3:30 PM ET · ${berlinTime(at(newDay, "3:30 PM"))} your time`);
    await expect(page.getByText(longDate(newDay))).toBeVisible();

    // The visitor got the updated invite: same UID, SEQUENCE 1, the new start.
    const mail = await client.query<{ template: string; ics: string }>(
      "select template, message->'icalEvent'->>'content' as ics from outbox where recipient = $1 and template <> 'booking-reminder' order by created_at",
      [email],
    );
    expect(mail.rows.map((row) => row.template)).toEqual(["booking-confirmation", "booking-rescheduled"]);
    // Their reminders (BOOKING_REMINDERS' default, a day and an hour before) moved with the meeting:
    // the first time's withdrawn, the new time's waiting (held: this server has no SMTP).
    const reminders = await client.query<{ status: string; due: Date }>(
      "select status, next_attempt_at as due from outbox where recipient = $1 and template = 'booking-reminder' order by status, next_attempt_at",
      [email],
    );
    const before = (instant: Date, hours: number) => new Date(instant.getTime() - hours * 60 * 60_000).toISOString();
    expect(reminders.rows.map((row) => [row.status, row.due.toISOString()])).toEqual([
      ["held", before(at(newDay, "3:30 PM"), 24)],
      ["held", before(at(newDay, "3:30 PM"), 1)],
      ["withdrawn", before(at(day, "2:00 PM"), 24)],
      ["withdrawn", before(at(day, "2:00 PM"), 1)],
    ]);
    const uid = (ics: string) => ics.match(/^UID:(.+)$/m)?.[1];
    expect(uid(mail.rows[1]!.ics)).toBe(uid(mail.rows[0]!.ics));
    expect(mail.rows[1]!.ics).toContain("SEQUENCE:1");
    expect(mail.rows[1]!.ics).toContain(`DTSTART:${basicUtc(at(newDay, "3:30 PM"))}`);

    // The old slot is open again, the new one holds a seat.
    const availability = async (date: string) =>
      (await (await request.get(`${server.baseUrl}/api/availability?date=${date}`)).json()).data.slots as Array<{ time: string; remaining: number }>;
    expect((await availability(iso(day))).find((slot) => slot.time === "2:00 PM")!.remaining).toBe(2);
    expect((await availability(iso(newDay))).find((slot) => slot.time === "3:30 PM")!.remaining).toBe(1);

    // Cancel: a confirmation with an optional reason first.
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Cancel this meeting?" })).toBeFocused();
    await page.getByLabel("Reason (optional)").fill("Our team is travelling that week");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, cancel meeting" }).click();
    await expect(page.getByText("This booking is cancelled.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Add to calendar" })).toHaveCount(0);
    expect((await availability(iso(newDay))).find((slot) => slot.time === "3:30 PM")!.remaining).toBe(2);

    // A reload shows the same state from the server; axe on the cancelled page.
    await page.reload();
    await expect(page.getByText("This booking is cancelled.")).toBeVisible();
    await expectNoAxeViolations(page);
    const cancel = await client.query<{ ics: string }>(
      "select message->'icalEvent'->>'content' as ics from outbox where recipient = $1 and template = 'booking-cancelled'",
      [email],
    );
    expect(cancel.rows[0]!.ics).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:2[\s\S]*STATUS:CANCELLED|METHOD:CANCEL[\s\S]*STATUS:CANCELLED[\s\S]*SEQUENCE:2/);
  });

  test("a meeting that has taken place says so and offers no change, axe clean at 375 px", async ({ page, request }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const { link, email } = await bookAndReadLink(request, futureWeekday(35), "4:00 PM");
    await client.query(
      "update bookings set starts_at = now() - interval '2 days' where lead_id = (select id from leads where email = $1)",
      [email],
    );
    await page.goto(link);
    await expect(page.getByText("This meeting has already taken place.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

test.describe("an unknown booking link", () => {
  // The browser reports the document's 404 on the console.
  test.use({ allowConsole: [/status of 404/] });

  test("is a 404 page that says so, axe clean; no booking page is in the sitemap", async ({ page, request }) => {
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/bookings");
    await acceptCookies(page);
    const missing = await page.goto(`/bookings/${"x".repeat(43)}`);
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.getByRole("heading", { name: "Booking not found" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("staff", () => {
  test("reschedule and cancel a booking from the admin's lead detail, with the reason recorded", async ({ page, request }) => {
    const day = futureWeekday(36);
    const answer = await request.post("/api/functions/send-discovery-confirmation", {
      data: { firstName: "Sam", lastName: "Staffed", email: "sam@staffed.example", date: longDate(day), time: "1:00 PM", idempotencyKey: crypto.randomUUID() },
    });
    expect(answer.status()).toBe(200);
    const { id, booking } = (await answer.json()).data as { id: string; booking: { manageUrl: string } };

    await signIn(page, `/admin/leads?id=${id}`);
    await visit(page, `/admin/leads?kind=booking&id=${id}`);
    const panel = page.getByRole("region", { name: /^Booking:/ });
    await expect(panel).toContainText("confirmed");
    await panel.getByText("Reschedule…").click();
    await panel.getByLabel("New date (Eastern)").fill(iso(futureWeekday(37)));
    await panel.getByLabel("New time (Eastern)").selectOption("1:30 PM");
    // The reason is required (the server's refusal has its integration test).
    await expect(panel.getByRole("textbox", { name: /Reason/ }).first()).toHaveAttribute("required", "");
    await panel.getByRole("textbox", { name: /Reason/ }).first().fill("Visitor asked by phone");
    await panel.getByRole("button", { name: "Reschedule and notify the visitor" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The booking is moved; the visitor and sales get the updated invite." })).toBeVisible();
    await expect(panel).toContainText("by admin@lumenguard.example; reason: Visitor asked by phone");
    // Done, the form closes (the notice has the focus), and the inbox keeps its place.
    await expect(panel.getByRole("button", { name: "Reschedule and notify the visitor" })).toBeHidden();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "The booking is moved" })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`kind=booking&id=${id}$`));

    await panel.getByText("Cancel booking…").click();
    await panel.getByRole("textbox", { name: /Reason/ }).last().fill("Duplicate of another lead");
    await panel.getByRole("button", { name: "Cancel and notify the visitor" }).click();
    await expect(panel).toContainText("cancelled");
    await expect(panel).toContainText("reason: Duplicate of another lead");
    await expectNoAxeViolations(page);

    // The visitor's own link shows the staff's cancellation.
    const view = await request.get(`/api/bookings/${booking.manageUrl.split("/bookings/")[1]}`);
    expect((await view.json()).data.status).toBe("cancelled");
  });
});
