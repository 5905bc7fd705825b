// The booking this tab just made, kept in session storage so a thank-you page reached from the
// confirmation can show it with "Add to calendar". Nothing else reads it; it leaves with the tab.
import { useMemo, useSyncExternalStore } from "react";
import { readSession, writeSession } from "#app/lib/session-storage.ts";
import type { BookedReceipt } from "./booked-meeting.tsx";

/** The session storage key (a thank-you page hydrates its booking island at once when it is set). */
export const LAST_BOOKING_KEY = "lastBooking";

/** Where storage is refused, the thank-you page simply shows no booking. */
export function rememberBooking(booking: BookedReceipt): void {
  writeSession(LAST_BOOKING_KEY, JSON.stringify(booking));
}

/** The remembered booking (of that kind, if given), when it is well-formed and has not started yet. */
export function recallBooking(stored: string | null, kind?: BookedReceipt["meetingType"], now = Date.now()): BookedReceipt | null {
  try {
    const value = JSON.parse(stored ?? "null") as Partial<BookedReceipt> | null;
    if (!value || (kind && value.meetingType !== kind) || typeof value.startsAt !== "string" || typeof value.title !== "string") return null;
    if (!value.calendar || typeof value.calendar.google !== "string" || Date.parse(value.startsAt) <= now) return null;
    return value as BookedReceipt;
  } catch {
    return null;
  }
}

const subscribe = () => () => {};
const readStored = () => readSession(LAST_BOOKING_KEY);

/** The booking this tab made, read after hydration (the server has no session storage). */
export function useRecalledBooking(kind?: BookedReceipt["meetingType"]): BookedReceipt | null {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  return useMemo(() => recallBooking(stored, kind), [stored, kind]);
}
