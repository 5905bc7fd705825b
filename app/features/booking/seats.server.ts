// Slot seats (decision 008): one slot_seats row per booking holding a place in a slot, and the
// (starts_at, seat) primary key is what keeps a slot from overbooking. Booking, rescheduling and
// cancelling all take and free places through these two functions, inside their transaction.
import { eq } from "drizzle-orm";
import { slotSeats } from "#db/schema.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";

/**
 * Takes the first free seat of a slot. The (starts_at, seat) primary key decides: a concurrent
 * transaction inserting the same seat waits for ours, then finds the conflict and tries the next
 * seat. There is no read-then-write window for a slot to overbook in.
 */
export async function claimSeat(tx: DbExecutor, startsAt: Date, capacity: number, bookingId: string): Promise<number | null> {
  for (let seat = 1; seat <= capacity; seat++) {
    const taken = await tx.insert(slotSeats).values({ startsAt, seat, bookingId }).onConflictDoNothing().returning({ seat: slotSeats.seat });
    if (taken.length > 0) return seat;
  }
  return null;
}

/** Gives back every place a booking holds; the slot shows open again once the transaction commits. */
export async function releaseSeats(tx: DbExecutor, bookingId: string): Promise<void> {
  await tx.delete(slotSeats).where(eq(slotSeats.bookingId, bookingId));
}
