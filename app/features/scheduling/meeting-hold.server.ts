// Taking a meeting's time inside the transaction that stores or moves the booking (decision 043).
// With hosts it is round-robin: of the hosts free then, the one with the fewest meetings assigned
// over the last 30 days (ties: the longest since their last), unless the booking keeps or is handed
// to a given host. Each candidate is tried in a savepoint that locks their hosts row, re-reads their
// time and takes the hold; the row lock makes their daily maximum and buffers a sequence, and the
// exclusion constraint makes an overlap impossible whatever happens. A candidate that fails is
// rolled back to the savepoint, its lock released, and the next is tried.
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { bookings, hosts } from "#db/schema.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { canTake, heldTime, type MeetingAsk } from "./host-availability.ts";
import type { HostRules } from "./host-rules.ts";
import { hostHolder, takeHold, takeSeat } from "./holds.server.ts";
import { hostsTakeMeetings, loadHostRules, loadHostTimes } from "./hosts.server.ts";
import { minutesLong } from "./intervals.ts";
import type { OfferEnv } from "./slot-offer.server.ts";

export type HoldRequest = MeetingAsk & {
  bookingId: string;
  /** Minutes after midnight Eastern of the start (the configured slots are checked without hosts). */
  slotMinutes: number;
  now: Date;
  env: OfferEnv;
  /** A reschedule keeps its host when they are free at the new time. */
  preferHostId?: string | null;
  /** A hand-over names the one host who must take it. */
  onlyHostId?: string;
  /** Staff changes are not held to BOOKING_MIN_NOTICE: a host off sick an hour before is handed over. */
  staff?: boolean;
};

export type HoldOutcome =
  | { status: "held"; host: HostRules | null }
  /** Nobody (no host, no seat) is free then. */
  | { status: "full" }
  /** Not a time on offer at all: off the configured slots, or sooner than the minimum notice. */
  | { status: "not-offered" | "too-soon" };

class CandidateTaken extends Error {}

const DAY = 86_400_000;

/**
 * Which of these hosts can take the meeting, from their time around it (a day either side: their
 * own day, for the daily maximum, may start or end a day away from New York's).
 */
export async function freeHostsAt(db: DbExecutor, ask: MeetingAsk, hosts: HostRules[]): Promise<HostRules[]> {
  const times = await loadHostTimes(db, hosts, { start: ask.start - DAY, end: ask.start + ask.minutes * 60_000 + DAY });
  return times.filter((host) => canTake(host, ask)).map((host) => host.rules);
}

/** Free hosts in round-robin order: fewest meetings assigned over 30 days, then longest since the last. */
async function roundRobinOrder(tx: DbExecutor, free: HostRules[], now: Date): Promise<HostRules[]> {
  const rows = await tx
    .select({
      hostId: bookings.hostId,
      recent: sql<number>`count(*) filter (where ${bookings.createdAt} > ${new Date(now.getTime() - 30 * DAY)})::int`,
      last: sql<string | null>`max(${bookings.createdAt})::text`,
    })
    .from(bookings)
    .where(and(inArray(bookings.hostId, free.map((host) => host.adminId)), eq(bookings.status, "confirmed"), gt(bookings.createdAt, new Date(now.getTime() - 400 * DAY))))
    .groupBy(bookings.hostId);
  const load = new Map(rows.map((row) => [row.hostId!, { recent: Number(row.recent), last: row.last ? Date.parse(row.last) : 0 }]));
  const of = (host: HostRules) => load.get(host.adminId) ?? { recent: 0, last: 0 };
  return [...free].sort((a, b) => of(a).recent - of(b).recent || of(a).last - of(b).last || a.adminId.localeCompare(b.adminId));
}

/** Locks the host, re-reads their time and takes the hold; throws CandidateTaken to roll back. */
async function holdWithHost(tx: DbExecutor, host: HostRules, request: HoldRequest): Promise<void> {
  await tx.select({ id: hosts.adminId }).from(hosts).where(eq(hosts.adminId, host.adminId)).for("update");
  if ((await freeHostsAt(tx, request, [host])).length === 0) throw new CandidateTaken();
  if (!(await takeHold(tx, request.bookingId, hostHolder(host.adminId), heldTime(host, request)))) throw new CandidateTaken();
}

export async function holdMeeting(tx: DbExecutor, request: HoldRequest): Promise<HoldOutcome> {
  if (!(await hostsTakeMeetings(tx))) {
    // Nobody takes meetings any more: there is no one to hand it to.
    if (request.onlyHostId) return { status: "full" };
    if (!request.env.BOOKING_SLOTS.includes(request.slotMinutes)) return { status: "not-offered" };
    const seat = await takeSeat(tx, request.bookingId, minutesLong(request.start, request.minutes), request.env.SLOT_CAPACITY);
    return seat === null ? { status: "full" } : { status: "held", host: null };
  }
  if (!request.staff && request.start < request.now.getTime() + request.env.BOOKING_MIN_NOTICE) return { status: "too-soon" };
  const rules = await loadHostRules(tx, { kind: request.kind, ...(request.onlyHostId ? { adminIds: [request.onlyHostId] } : {}) });
  const free = await freeHostsAt(tx, request, rules);
  const ordered = await roundRobinOrder(tx, free, request.now);
  const preferred = ordered.find((host) => host.adminId === request.preferHostId);
  for (const host of preferred ? [preferred, ...ordered.filter((other) => other !== preferred)] : ordered) {
    try {
      await tx.transaction(async (savepoint) => holdWithHost(savepoint, host, request));
      return { status: "held", host };
    } catch (error) {
      if (!(error instanceof CandidateTaken)) throw error;
    }
  }
  return { status: "full" };
}

/**
 * Why a meeting's time could not be held, as the stores answer it: thrown inside the booking's
 * transaction, it rolls everything back (the lead, or the change) and is caught outside.
 */
export class HoldRefused extends Error {
  constructor(readonly status: "slot-full" | "not-offered" | "too-soon") {
    super(status);
  }
}

/** holdMeeting, refusing with HoldRefused: the host who holds it (null without hosts). */
export async function holdMeetingOrRefuse(tx: DbExecutor, request: HoldRequest): Promise<HostRules | null> {
  const held = await holdMeeting(tx, request);
  if (held.status !== "held") throw new HoldRefused(held.status === "full" ? "slot-full" : held.status);
  return held.host;
}
