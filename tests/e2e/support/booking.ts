// Helpers for the booking specs: bookable days, the shared date picker, and seats taken through
// the public API (SLOT_CAPACITY is 2 in e2e).
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { isWeekend, todayInNewYork, toIsoDate, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { expect } from "#tests/e2e/fixtures.ts";

function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The n-th weekday after today in New York. Each spec uses its own range of n so the seats one
 * test takes never fill a slot another test picks.
 */
export function futureWeekday(n: number): CalendarDate {
  let date = todayInNewYork();
  let found = 0;
  while (found < n) {
    date = addDays(date, 1);
    if (!isWeekend(date)) found++;
  }
  return date;
}

export const iso = toIsoDate;

/** "Tuesday, December 1, 2026" */
export function longDate(date: CalendarDate): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}

/** "Dec 1, 2026" */
export function mediumDate(date: CalendarDate): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}

export function dateButton(scope: Page | Locator) {
  return scope.getByRole("button", { name: /^Date\b/ });
}

/** Opens the calendar (lazy-loaded) and pages forward to the month that holds the day. */
export async function openCalendarAt(page: Page, scope: Page | Locator, date: CalendarDate) {
  await dateButton(scope).click();
  const grid = page.getByRole("dialog", { name: "Choose a date" });
  await expect(grid.getByRole("grid")).toBeVisible();
  const cell = grid.locator(`[data-day="${iso(date)}"]`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i++) {
    await grid.getByRole("button", { name: /next month/i }).click();
  }
  await expect(cell).toBeVisible();
  return { grid, cell };
}

export async function pickDate(page: Page, scope: Page | Locator, date: CalendarDate) {
  const { grid, cell } = await openCalendarAt(page, scope, date);
  await cell.getByRole("button").click();
  await expect(grid).toBeHidden();
  await expect(dateButton(scope)).toContainText(longDate(date));
}

export function timeSelect(scope: Page | Locator) {
  return scope.getByLabel("Time (Eastern Time)");
}

/** Takes one seat of a slot through the public API, as another visitor would. */
export async function takeSeat(request: APIRequestContext, date: CalendarDate, time: string, who: string) {
  const response = await request.post("/api/functions/send-discovery-confirmation", {
    data: {
      firstName: "Seat",
      lastName: who,
      email: `${who}@seat-holder.example`,
      date: longDate(date),
      time,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Sends the same JSON again: the same lead id back proves the first one was stored. */
export async function expectStored(request: APIRequestContext, url: string, body: unknown, id: string) {
  const replay = await request.post(url, { data: body });
  expect(replay.status()).toBe(200);
  expect((await replay.json()).data.id).toBe(id);
}

/** Holds lead submissions until release() so a test can see the form while it is sending. */
export async function holdSubmissions(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/functions/**", async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/** A field's visible error message (the form's screen-reader summary repeats it elsewhere). */
export function fieldError(scope: Page | Locator, text: string) {
  return scope.locator("p[id$='-error']").filter({ hasText: text });
}
