// Meetings with hosts under random teams and a booking storm from several processes (decision 043),
// on PostgreSQL. Hosts sit in zones on both sides of March's daylight-saving changes (New York on
// the 14th, London on the 28th, Sydney on April 4th), with random hours, days off, buffers, daily
// maximums and calendar busy times. After many concurrent bookings no meeting lies outside its
// host's hours, in their busy or off time, over their daily maximum or over another of theirs; and
// then every slot /api/availability offers is accepted at once, and every one it does not is refused.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, schema, type DatabaseHandle } from "#db/index.ts";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { addDays, toIsoDate, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { loadHostRules } from "#app/features/scheduling/hosts.server.ts";
import { heldTime } from "#app/features/scheduling/host-availability.ts";
import { overlaps, within } from "#app/features/scheduling/intervals.ts";
import { dayIn, workingSpans } from "#app/features/scheduling/working-hours.ts";
import { HOST_SLOT_GRID, slotLabel } from "#app/features/scheduling/slots.ts";
import { addBusyTimes, addHost } from "#tests/support/hosts.ts";
import { callFunction, validBodies } from "#tests/integration/support/lead-api-harness.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
/** Friday, March 5, 2027, 10:00 AM in New York: the horizon spans three DST changes. */
const NOW = new Date("2027-03-05T15:00:00Z");
const ENV = { BOOKING_MIN_NOTICE: "4h", BOOKING_HORIZON_DAYS: "35", CALENDAR_REFRESH: "30d" };
const ZONES = ["America/New_York", "Europe/London", "Australia/Sydney", "America/Los_Angeles", "Asia/Kolkata"];
const DAYS = Array.from({ length: 30 }, (_, index) => addDays({ year: 2027, month: 3, day: 6 }, index)).filter((day) => {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
});
const WORKERS = 3;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const hostArbitrary = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  // One or two ranges a weekday, on half hours.
  ranges: fc.array(fc.tuple(fc.integer({ min: 12, max: 36 }), fc.integer({ min: 2, max: 12 })), { minLength: 1, maxLength: 2 }),
  workdays: fc.subarray(["1", "2", "3", "4", "5", "6"], { minLength: 3 }),
  bufferBefore: fc.constantFrom(0, 10, 15),
  bufferAfter: fc.constantFrom(0, 5, 15),
  dailyMax: fc.constantFrom(null, 1, 2, 4),
  dayOff: fc.option(fc.integer({ min: 0, max: DAYS.length - 1 }), { nil: undefined }),
  // Busy half hours fall mostly on the storm's days, where meetings land.
  busy: fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 6 })), { minLength: 3, maxLength: 12 }),
});

/** A booking request; the storm's crowd into the first eight days (New York's change among them) so they collide. */
const requestArbitrary = (lastDay = DAYS.length - 1) => fc.record({
  day: fc.integer({ min: 0, max: lastDay }),
  slot: fc.integer({ min: 0, max: HOST_SLOT_GRID.length - 1 }),
  discovery: fc.boolean(),
});

function startWorker(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn("node", ["--import", "tsx", "tests/integration/support/api-worker.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, TEST_NOW: NOW.toISOString(), TEST_ENV: JSON.stringify(ENV) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`api worker exited with ${code}`)));
    createInterface({ input: child.stdout! }).once("line", (url) => resolve({ url, child }));
  });
}

describe.skipIf(!postgresUrl)("meetings with random hosts, booked from several processes on PostgreSQL", () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let workers: Array<{ url: string; child: ChildProcess }> = [];
  let person = 0;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(postgresUrl!);
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
    workers = await Promise.all(Array.from({ length: WORKERS }, () => startWorker(database.url)));
  }, 60_000);
  afterAll(async () => {
    for (const { child } of workers) child.kill("SIGTERM");
    await Promise.all(workers.map(({ child }) => new Promise((resolve) => child.once("exit", resolve))));
    await handle?.close();
    await database?.drop();
  });

  function book(worker: number, day: CalendarDate, minutes: number, discovery: boolean) {
    person += 1;
    const fn = discovery ? "send-discovery-confirmation" : "send-demo-confirmation";
    return callFunction(workers[worker % WORKERS]!.url, fn, {
      ...validBodies(day, slotLabel(minutes))[fn],
      date: toIsoDate(day),
      email: `storm${person}@acme.example`,
    });
  }

  async function offered(day: CalendarDate, discovery: boolean) {
    const kind = discovery ? "discovery" : "demo";
    const response = await fetch(`${workers[0]!.url}/api/availability?date=${toIsoDate(day)}&kind=${kind}`);
    const { data } = await response.json();
    return data.slots as Array<{ time: string; open: boolean }>;
  }

  /** Every confirmed meeting against its host's rules, read back from the database. */
  async function expectEveryMeetingKeepsItsHostsRules() {
    const rules = new Map((await loadHostRules(handle.db)).map((host) => [host.adminId, host]));
    const busy = await handle.db
      .select({ adminId: schema.hostCalendars.adminId, start: schema.hostBusyTimes.startsAt, end: schema.hostBusyTimes.endsAt })
      .from(schema.hostBusyTimes)
      .innerJoin(schema.hostCalendars, eq(schema.hostCalendars.id, schema.hostBusyTimes.calendarId));
    const meetings = await handle.db.select().from(schema.bookings).where(eq(schema.bookings.status, "confirmed"));
    const perHostDay = new Map<string, number>();
    const heldByHost = new Map<string, Array<{ start: number; end: number }>>();
    for (const meeting of meetings) {
      const host = rules.get(meeting.hostId ?? "");
      expect(host, "every meeting has a host who takes meetings").toBeDefined();
      const span = { start: meeting.startsAt.getTime(), end: meeting.startsAt.getTime() + meeting.durationMinutes * 60_000 };
      expect(within(span, workingSpans(host!, span)), "inside the host's hours, not on a day off").toBe(true);
      const held = heldTime(host!, { start: span.start, minutes: meeting.durationMinutes });
      const theirBusy = busy.filter((row) => row.adminId === host!.adminId).map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
      expect(theirBusy.some((times) => overlaps(times, held)), "clear of calendar busy times with buffers").toBe(false);
      const others = heldByHost.get(host!.adminId) ?? [];
      expect(others.some((other) => overlaps(other, held)), "clear of the host's other meetings").toBe(false);
      heldByHost.set(host!.adminId, [...others, held]);
      const key = `${host!.adminId}@${dayIn(host!.timeZone, span.start)}`;
      perHostDay.set(key, (perHostDay.get(key) ?? 0) + 1);
      if (host!.dailyMax !== null) expect(perHostDay.get(key)!, "under the daily maximum").toBeLessThanOrEqual(host!.dailyMax);
    }
  }

  it("keeps every host's rules under a storm, and offers exactly what it then accepts", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostArbitrary, { minLength: 2, maxLength: 4 }),
        fc.array(requestArbitrary(7), { minLength: 40, maxLength: 60 }),
        fc.array(requestArbitrary(), { minLength: 6, maxLength: 10 }),
        async (team, storm, probes) => {
          await handle.db.delete(schema.leads);
          await handle.db.delete(schema.admins);
          for (const member of team) {
            const hours = member.ranges.map(([start, length]) => `${hhmm(start * 30)}-${hhmm(Math.min(48, start + length) * 30)}`);
            const adminId = await addHost(handle.db, {
              timeZone: member.timeZone,
              hours: Object.fromEntries(member.workdays.map((day) => [day, hours])),
              bufferBefore: member.bufferBefore,
              bufferAfter: member.bufferAfter,
              dailyMax: member.dailyMax,
              daysOff: member.dayOff === undefined ? [] : [[toIsoDate(DAYS[member.dayOff]!), toIsoDate(DAYS[member.dayOff]!)]],
            });
            await addBusyTimes(
              handle.db,
              adminId,
              member.busy.map(([day, slot, halfHours]) => {
                const start = Date.UTC(DAYS[day]!.year, DAYS[day]!.month - 1, DAYS[day]!.day) + slot * 30 * 60_000;
                return { start: new Date(start), end: new Date(start + halfHours * 30 * 60_000) };
              }),
            );
          }

          const answers = await Promise.all(storm.map((ask, index) => book(index, DAYS[ask.day]!, HOST_SLOT_GRID[ask.slot]!, ask.discovery)));
          for (const answer of answers) expect([200, 409, 422]).toContain(answer.status);
          accepted += answers.filter((answer) => answer.status === 200).length;
          await expectEveryMeetingKeepsItsHostsRules();

          for (const probe of probes) {
            const day = DAYS[probe.day]!;
            const slots = await offered(day, probe.discovery);
            const open = slots.filter((slot) => slot.open).map((slot) => slot.time);
            const minutes = HOST_SLOT_GRID[probe.slot]!;
            const answer = await book(2, day, minutes, probe.discovery);
            expect(answer.status === 200, `${toIsoDate(day)} ${slotLabel(minutes)} offered: ${open.includes(slotLabel(minutes))}`).toBe(open.includes(slotLabel(minutes)));
            // The first slot offered now, when the day has any, is taken at once too.
            const first = (await offered(day, probe.discovery)).find((slot) => slot.open);
            if (first) expect((await book(1, day, HOST_SLOT_GRID.find((m) => slotLabel(m) === first.time)!, probe.discovery)).status).toBe(200);
          }
          await expectEveryMeetingKeepsItsHostsRules();
        },
      ),
      // Each run is a whole team and a storm; shrinking one would take longer than it tells.
      { numRuns: 6, endOnFailure: true },
    );
    // The storms booked something: the rules were tested on real meetings, not on none.
    expect(accepted).toBeGreaterThan(20);
  }, 600_000);
});
