// The Availability page end to end, on its own production server over PostgreSQL (the sales
// member's account is written there directly): an admin sets up two hosts in the UI (hours with an
// overlap caught and fixed, a day off, an iCal feed from a local feed server and a CalDAV account on
// a real Radicale, each read at once, the feed then failing; another member's zone and kinds), two
// visitors book the same time through the booking form, round-robin gives one meeting to each host,
// the team week shows hours, the day off, the calendars' busy times and both meetings, and the lead
// inbox shows each lead's owner; a sales member edits their own settings, also without JavaScript,
// and nobody else's. Each screen is checked with axe at 1280 and 375 px, and photographed at both
// widths.
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { hashPassword } from "#app/features/admin/password.server.ts";
import { addDays, toIsoDate } from "#app/features/scheduling/calendar-date.ts";
import { weekMonday } from "#app/features/scheduling/team-week.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, expect, expectCleanAtBothWidths, test } from "#tests/e2e/fixtures.ts";
import { longDate, openCalendarAt, pickDate, timeSelect } from "#tests/e2e/support/booking.ts";
import { visit } from "#tests/e2e/support/navigation.ts";
import { startFeedServer, vcalendar, vevent, type FeedServer } from "#tests/support/calendar-fixtures.ts";
import { startRadicale, type Radicale } from "#tests/support/radicale.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const BOSS = { email: "boss@lumenguard.example", password: "correct horse battery staple" };
const SELLER = { email: `sam-${crypto.randomUUID().slice(0, 8)}@lumenguard.example`, password: "a sales team passphrase" };

// Next week, Monday to Sunday in New York: far enough for the minimum notice, inside the horizon.
const nextMonday = addDays(weekMonday(null, "America/New_York", new Date()), 7);
const nextTuesday = addDays(nextMonday, 1);
const nextWednesday = addDays(nextMonday, 2);
const nextThursday = addDays(nextMonday, 3);
const nextSaturday = addDays(nextMonday, 5);

/** An event in New York time on a day: what a host's calendar holds. */
const eventAt = (uid: string, date: typeof nextMonday, from: string, until: string) => {
  const day = toIsoDate(date).replaceAll("-", "");
  return vcalendar(...vevent(uid, `DTSTART;TZID=America/New_York:${day}T${from}00`, `DTEND;TZID=America/New_York:${day}T${until}00`));
};
/** The secret part of the feed's address: it must never reach the page. */
const FEED_SECRET = "private-abc123";

/** Both widths, for looking at (test-results/availability-*.png). */
async function photograph(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/availability-${name}-${width}.png`, fullPage: true });
  }
}

test.describe("the Availability page", () => {
  test.skip(!postgresUrl, "writes the sales member's account to PostgreSQL: set TEST_DATABASE_URL");
  test.describe.configure({ mode: "serial" });
  // The refusals these steps provoke on purpose (another member's settings: 404; a refused save: 422).
  test.use({ allowConsole: [/status of 4(04|22)/] });

  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  let sellerId: string;
  let bossId: string;
  let feeds: FeedServer;
  let radicale: Radicale;
  const port = Number(process.env.E2E_PORT ?? 4173) + 1;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    [feeds, radicale] = await Promise.all([startFeedServer(), startRadicale()]);
    server = await startProductionServer({
      port,
      env: { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "100000", ADMIN_EMAIL: BOSS.email, ADMIN_PASSWORD: BOSS.password },
    });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const inserted = await client.query<{ id: string }>("insert into admins (email, password_hash, role) values ($1, $2, 'sales') returning id", [
      SELLER.email,
      await hashPassword(SELLER.password),
    ]);
    sellerId = inserted.rows[0]!.id;
    bossId = (await client.query<{ id: string }>("select id from admins where email = $1", [BOSS.email])).rows[0]!.id;
  });
  test.afterAll(async () => {
    await client?.end();
    await server?.stop();
    await Promise.all([feeds?.close(), radicale?.close()]);
    await database?.drop();
  });

  async function signedIn(browser: Browser, who: { email: string; password: string }, next: string, options: { javaScriptEnabled?: boolean } = {}) {
    const context = await browser.newContext({ baseURL: server.baseUrl, ...options });
    const page = await context.newPage();
    await acceptCookies(page);
    await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password").fill(who.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    return page;
  }

  /** A visitor books a discovery call next Monday at 2:00 PM Eastern through the booking form. */
  async function bookDiscoveryCall(browser: Browser, visitor: { firstName: string; lastName: string; email: string }) {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await acceptCookies(page);
    await visit(page, "/book-demo#discovery-call");
    await page.getByLabel("First name").fill(visitor.firstName);
    await page.getByLabel("Last name").fill(visitor.lastName);
    await page.getByLabel("Work email").fill(visitor.email);
    // With hosts, a day nobody works is greyed out.
    const { grid } = await openCalendarAt(page, page, nextSaturday);
    await expect(grid.locator(`[data-day="${toIsoDate(nextSaturday)}"]`)).toHaveAttribute("data-disabled");
    await page.keyboard.press("Escape");
    await pickDate(page, page, nextMonday);
    await timeSelect(page).selectOption("2:00 PM");
    const answer = page.waitForResponse("**/api/functions/send-discovery-confirmation");
    await page.getByRole("button", { name: "Schedule Discovery Call" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("alert").filter({ hasText: "Discovery Call Scheduled!" })).toBeVisible();
    await context.close();
  }

  test("an admin sets up two hosts with their calendars, visitors book, and the team week and the inbox show who got each meeting", async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, BOSS, "/admin/availability");
    await visit(page, "/admin/availability");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Availability");
    const hosts = page.getByRole("region", { name: "Hosts" });
    await expect(hosts.getByRole("listitem")).toHaveCount(2);
    await expect(hosts).toContainText("Not set up yet");
    await expect(page.getByText("No one takes meetings yet.")).toBeVisible();
    await expectCleanAtBothWidths(page);

    // The admin's own settings.
    await page.getByRole("link", { name: `Edit the availability of ${BOSS.email}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your availability");
    await expectCleanAtBothWidths(page);
    await page.getByLabel("Display name").fill("Dana Whitfield");
    await page.getByLabel("Takes meetings").check();
    await expect(page.getByLabel("Demo")).toBeChecked();
    await expect(page.getByLabel("Time zone")).toHaveValue("America/New_York");
    // Weekdays 9:00 to 17:00 are suggested; Friday's is removed, and a second Monday range overlaps at first.
    await expect(page.getByLabel("Monday from")).toHaveValue("09:00");
    await page.getByRole("button", { name: "Remove Friday range 1" }).click();
    await expect(page.getByLabel("Friday from")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add hours on Friday" })).toBeFocused();
    await page.getByRole("button", { name: "Add hours on Monday" }).click();
    await expect(page.getByLabel("Monday from, range 2")).toBeFocused();
    await page.getByLabel("Monday from, range 2").fill("16:00");
    await page.getByLabel("Monday until, range 2").fill("19:00");
    await page.getByLabel("Buffer after (minutes)").fill("200");
    await page.getByRole("button", { name: "Save settings" }).click();
    // The browser's check names both errors at once and takes the focus to the first; nothing was sent.
    await expect(page.getByText("This range overlaps another one of the same day.")).toBeVisible();
    await expect(page.getByText("Enter whole minutes from 0 to 120.")).toBeVisible();
    await expect(page.getByLabel("Buffer after (minutes)")).toBeFocused();
    await expect(page.getByLabel("Monday from, range 2")).toHaveAttribute("aria-invalid", "true");
    await expectCleanAtBothWidths(page);
    await page.getByLabel("Monday from, range 2").fill("18:00");
    await page.getByLabel("Buffer after (minutes)").fill("15");
    await page.getByLabel("Meeting link").fill("https://meet.example.com/dana");
    // Enter in a field saves.
    await page.getByLabel("Meeting link").press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "The settings are saved" })).toBeVisible();
    await expect(page.getByLabel("Monday until, range 2")).toHaveValue("19:00");
    await expect(page.getByLabel("Friday from")).toHaveCount(0);
    await expect(page.getByLabel("Buffer after (minutes)")).toHaveValue("15");

    // A day off next Wednesday.
    const daysOff = page.getByRole("region", { name: "Days off" });
    await daysOff.getByLabel("First day off").fill(toIsoDate(nextWednesday));
    await daysOff.getByRole("button", { name: "Add days off" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The days off are added" })).toBeVisible();
    await expect(daysOff.getByRole("listitem")).toHaveCount(1);
    await expect(daysOff.getByRole("listitem")).toContainText(longDate(nextWednesday));
    // Calendars: each is read as soon as it is saved, and the page says how that went. A feed's
    // address is never shown again, a CalDAV password never: "A password is saved".
    const calendars = page.getByRole("region", { name: "Calendars" });
    feeds.fallback = { status: 200, body: eventAt("standup", nextTuesday, "1000", "1100"), headers: { ETag: '"v1"' } };
    await calendars.getByLabel("iCal feed URL").fill(feeds.url(`/calendar/${FEED_SECRET}/basic.ics`));
    await calendars.getByRole("button", { name: "Save feed" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The calendar is saved and read" })).toBeVisible();
    const feedStatus = calendars.getByRole("group", { name: "iCal feed status" });
    await expect(feedStatus).toContainText(`Connected: a feed at ${feeds.url("")}/…/basic.ics`);
    await expect(feedStatus).toContainText(/Last read \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET\./);
    expect(await page.content()).not.toContain(FEED_SECRET);

    const work = await radicale.makeCalendar("work");
    await radicale.put(work, "review.ics", eventAt("review", nextThursday, "1300", "1400"));
    // The browser checks the fields with the server's rules before sending.
    await calendars.getByLabel("CalDAV server URL").fill("http://caldav.example.com/dav/");
    await calendars.getByRole("button", { name: "Save account" }).click();
    await expect(calendars.getByText("Use the https:// address: over http:// it would cross the network unencrypted.")).toBeVisible();
    await expect(calendars.getByText("Enter the user name you sign in to the calendar server with.")).toBeVisible();
    await expect(calendars.getByLabel("CalDAV server URL")).toBeFocused();
    await calendars.getByLabel("CalDAV server URL").fill(work);
    await calendars.getByLabel("CalDAV user name").fill(radicale.user.username);
    await calendars.getByLabel("CalDAV app password").fill(radicale.user.password);
    await calendars.getByRole("button", { name: "Save account" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The calendar is saved and read" })).toBeVisible();
    const accountStatus = calendars.getByRole("group", { name: "CalDAV account status" });
    await expect(accountStatus).toContainText(`Connected: ${radicale.user.username} at ${work}`);
    await expect(accountStatus).toContainText("Last read");
    await expect(calendars.getByText("A password is saved. Leave this blank to keep it (on the same server).")).toBeVisible();
    await expect(calendars.getByLabel("CalDAV app password")).toHaveValue("");
    expect(await page.content()).not.toContain(radicale.user.password);

    // The feed breaks: "Read now" says why and since when, and that its last good busy times stand.
    feeds.fallback = { status: 500 };
    await calendars.getByRole("button", { name: "Read now the iCal feed" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The calendar could not be read" })).toBeVisible();
    await expect(feedStatus).toContainText(/Failing since .+ ET: The calendar server answered 500\./);
    await expect(feedStatus).toContainText(/Showing the busy times of the last good read from .+ ET\./);
    await expectCleanAtBothWidths(page);
    await photograph(page, "host");

    // The sales member, set up by the admin: another zone.
    await page.getByRole("link", { name: "Availability", exact: true }).first().click();
    await page.getByRole("link", { name: `Edit the availability of ${SELLER.email}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Availability of ${SELLER.email}`);
    await page.getByLabel("Display name").fill("Sam Rivera");
    await page.getByLabel("Takes meetings").check();
    await page.getByLabel("Demo").uncheck();
    await page.getByLabel("Time zone").selectOption("America/Chicago");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The settings are saved" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Availability of Sam Rivera");

    // Two visitors book a discovery call next Monday at 2:00 PM through the booking form: both hosts
    // take them and are free then, so round-robin gives one to each.
    const visitors = [
      { firstName: "Erika", lastName: "Mustermann", email: "erika@acme.example" },
      { firstName: "Juan", lastName: "Pérez", email: "juan@globex.example" },
    ];
    for (const visitor of visitors) await bookDiscoveryCall(browser, visitor);

    await visit(page, `/admin/availability?week=${toIsoDate(nextMonday)}`);
    const table = page.getByRole("table", { name: /^Team week of/ });
    await expect(table.getByRole("rowheader")).toHaveText([/Dana Whitfield/, /Sam Rivera/]);
    const dana = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Dana Whitfield/ }) });
    const sam = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Sam Rivera/ }) });
    const cell = (row: typeof dana, index: number) => row.getByRole("cell").nth(index);
    await expect(cell(dana, 0)).toContainText("Hours 9:00 AM–5:00 PM");
    await expect(cell(dana, 0)).toContainText("Hours 6:00 PM–7:00 PM");
    // The feed's busy time (its last good read) and the CalDAV account's.
    await expect(cell(dana, 1)).toContainText("Busy 10:00 AM–11:00 AM");
    await expect(cell(dana, 3)).toContainText("Busy 1:00 PM–2:00 PM");
    await expect(cell(dana, 2)).toHaveText("Off all day");
    await expect(cell(dana, 4)).toHaveText("No working hours");
    // Chicago's 9:00 to 17:00, in Eastern time.
    await expect(cell(sam, 0)).toContainText("Hours 10:00 AM–6:00 PM");
    // One meeting each.
    await expect(cell(dana, 0).getByText("Booked 2:00 PM–2:15 PM")).toHaveCount(1);
    await expect(cell(sam, 0).getByText("Booked 2:00 PM–2:15 PM")).toHaveCount(1);
    // In the viewer's chosen zone instead.
    await page.getByLabel("Show times in").selectOption("America/Chicago");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(/zone=America%2FChicago/);
    await expect(cell(sam, 0)).toContainText("Hours 9:00 AM–5:00 PM");
    await expect(table.getByText("Booked 1:00 PM–1:15 PM")).toHaveCount(2);
    await expectCleanAtBothWidths(page);
    await photograph(page, "week");
    // The week before and after.
    await page.getByRole("link", { name: "Next week" }).click();
    await expect(page).toHaveURL(new RegExp(`week=${toIsoDate(addDays(nextMonday, 7))}`));
    await expect(page.getByRole("table", { name: /^Team week of/ })).toContainText("Hours 9:00 AM–5:00 PM");

    // The lead inbox: each booking's owner is the host who got it, one lead each.
    await visit(page, "/admin/leads");
    const leads = page.getByRole("table", { name: "Leads in the chosen order" });
    const rowOf = (visitor: (typeof visitors)[number]) => leads.getByRole("row").filter({ hasText: visitor.email });
    const owners = [];
    for (const visitor of visitors) {
      await expect(rowOf(visitor)).toHaveCount(1);
      owners.push((await rowOf(visitor).getByRole("cell").nth(2).innerText()).trim());
    }
    expect(owners.sort()).toEqual([BOSS.email, SELLER.email].sort());
    // On a phone the Owner column is gone; the name cell says it.
    await page.setViewportSize({ width: 375, height: 900 });
    for (const visitor of visitors) await expect(rowOf(visitor).getByText(/^Owner: /)).toBeVisible();
    await expectCleanAtBothWidths(page);
    await photograph(page, "inbox");
    await page.context().close();
  });

  test("a sales member edits their own settings, with or without JavaScript, and nobody else's", async ({ browser }) => {
    const page = await signedIn(browser, SELLER, "/admin/leads");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Leads", "Subscribers", "Availability", "Insights"]);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Availability" }).click();
    await expect(page.getByRole("heading", { name: "Your settings" })).toBeVisible();
    const own = page.getByRole("region", { name: "Your settings" });
    await expect(own.getByRole("listitem")).toHaveCount(1);
    await expect(own).toContainText("Sam Rivera (you)");
    await expectCleanAtBothWidths(page);

    await own.getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your availability");
    await page.getByLabel("Meetings a day at most").fill("3");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The settings are saved" })).toBeVisible();
    expect((await client.query("select daily_max from hosts where admin_id = $1", [sellerId])).rows[0]).toEqual({ daily_max: 3 });

    // The admin's settings are not the sales member's to open or change.
    const refused = await page.goto(`/admin/availability/${bossId}`);
    expect(refused?.status()).toBe(404);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await page.request.get("/admin/availability")).text())![1]!;
    const write = await page.request.post(`/admin/availability/${bossId}`, { form: { csrf, intent: "save-settings", timeZone: "UTC" }, maxRedirects: 0 });
    expect(write.status()).toBe(404);
    expect((await client.query("select time_zone from hosts where admin_id = $1", [bossId])).rows[0]).toEqual({ time_zone: "America/New_York" });
    await page.context().close();

    // Without JavaScript: adding a range is a round trip that keeps what was typed; the save works as a plain post.
    const plain = await signedIn(browser, SELLER, `/admin/availability/${sellerId}`, { javaScriptEnabled: false });
    await plain.getByLabel("Display name").fill("Sam R.");
    await plain.getByRole("button", { name: "Add hours on Saturday" }).click();
    await expect(plain.getByLabel("Display name")).toHaveValue("Sam R.");
    await plain.getByLabel("Saturday from").fill("10:00");
    await plain.getByLabel("Saturday until").fill("12:00");
    await plain.getByRole("button", { name: "Save settings" }).click();
    await expect(plain.getByRole("status").filter({ hasText: "The settings are saved" })).toBeVisible();
    await expect(plain.getByLabel("Saturday from")).toHaveValue("10:00");
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Your availability");
    expect((await client.query("select display_name, weekly_hours->'6' as saturday from hosts where admin_id = $1", [sellerId])).rows[0]).toEqual({
      display_name: "Sam R.",
      saturday: [[600, 720]],
    });
    await plain.context().close();
  });
});
