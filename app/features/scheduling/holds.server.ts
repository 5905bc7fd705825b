// The time a confirmed booking holds (decision 043): one meeting_holds row per booking, a range of
// instants owned by a holder, a host (`host:<admin id>`) or, without hosts, one of SLOT_CAPACITY
// anonymous seats (`seat:<n>`). The exclusion constraint of migration 0014 refuses two overlapping
// ranges of one holder, so booking, rescheduling and cancelling take and give time through these
// functions inside their transaction, and no count can race.
import { eq, sql } from "drizzle-orm";
import { meetingHolds } from "#db/schema.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import type { Interval } from "./intervals.ts";

export const hostHolder = (adminId: string) => `host:${adminId}`;
const seatHolder = (seat: number) => `seat:${seat}`;

/** `[start, end)` as PostgreSQL's tstzrange literal. */
export const rangeLiteral = ({ start, end }: Interval) => `[${new Date(start).toISOString()},${new Date(end).toISOString()})`;

/**
 * Gives `holder` the range for the booking, or false when it overlaps one of theirs. ON CONFLICT
 * DO NOTHING covers exclusion constraints: a concurrent transaction holding an overlapping range
 * makes ours wait for it, then finds the conflict instead of failing.
 */
export async function takeHold(tx: DbExecutor, bookingId: string, holder: string, range: Interval): Promise<boolean> {
  const taken = await tx
    .insert(meetingHolds)
    .values({ bookingId, holder, during: rangeLiteral(range) })
    .onConflictDoNothing()
    .returning({ holder: meetingHolds.holder });
  return taken.length > 0;
}

/**
 * Takes the first anonymous seat free for the whole meeting: at most `capacity` meetings overlap
 * at any instant. Returns the seat, or null when every seat is taken at some point of the range.
 */
export async function takeSeat(tx: DbExecutor, bookingId: string, range: Interval, capacity: number): Promise<number | null> {
  for (let seat = 1; seat <= capacity; seat++) {
    if (await takeHold(tx, bookingId, seatHolder(seat), range)) return seat;
  }
  return null;
}

/** Gives back the time a booking holds; it shows free again once the transaction commits. */
export async function releaseHold(tx: DbExecutor, bookingId: string): Promise<void> {
  await tx.delete(meetingHolds).where(eq(meetingHolds.bookingId, bookingId));
}

export type Hold = Interval & { holder: string; bookingId: string };

/** The holds of hosts, or of seats, that overlap a range (what availability subtracts). */
export async function holdsDuring(db: DbExecutor, range: Interval, kind: "host" | "seat"): Promise<Hold[]> {
  const rows = await db
    .select({
      holder: meetingHolds.holder,
      bookingId: meetingHolds.bookingId,
      start: sql<Date>`lower(${meetingHolds.during})`.mapWith((value: string | Date) => new Date(value)),
      end: sql<Date>`upper(${meetingHolds.during})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(meetingHolds)
    .where(sql`${meetingHolds.holder} like ${`${kind}:%`} and ${meetingHolds.during} && ${rangeLiteral(range)}::tstzrange`);
  return rows.map((row) => ({ holder: row.holder, bookingId: row.bookingId, start: row.start.getTime(), end: row.end.getTime() }));
}
