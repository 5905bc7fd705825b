// What the booking forms are offered, from GET /api/availability (lead backend): for the chosen day,
// the slots and which are open; for the date picker, which days have any open slot. The server's
// one offer (scheduling/slot-offer.server.ts) answers both, and a booking is held to the same.
import { useCallback, useEffect, useState } from "react";

/** The meeting being booked: its kind and length decide what is free (a host, a seat). */
export type MeetingShape = { kind: "demo" | "discovery"; minutes: number };

export type OfferedDay = {
  /** Labels of slots no longer open (full, taken, or too soon). */
  full: ReadonlySet<string>;
  /** The slots to list, in order, when the server names them (with hosts: the times someone works). */
  listed: readonly string[] | null;
};

export type DayAvailability = { state: "loading" } | ({ state: "ready" } & OfferedDay) | { state: "failed" };

/** One slot of GET /api/availability (app/features/booking/availability.server.ts). */
type SlotAnswer = { time?: unknown; open?: unknown };

const availabilityUrl = ({ kind, minutes }: MeetingShape, query: string) => `/api/availability?${query}&kind=${kind}&minutes=${minutes}`;

/** The day as the backend reports it; an unreadable answer is no information. */
export function offeredDayFrom(payload: unknown): OfferedDay {
  const data = (payload as { data?: { mode?: unknown; slots?: SlotAnswer[] } | null } | null)?.data;
  const slots = (data?.slots ?? []).filter((slot): slot is { time: string; open: unknown } => typeof slot.time === "string");
  return {
    full: new Set(slots.filter((slot) => slot.open === false).map((slot) => slot.time)),
    // Without hosts the form's own list (BOOKING_SLOTS) stands; with hosts the day's hours decide.
    listed: data?.mode === "hosts" ? slots.map((slot) => slot.time) : null,
  };
}

async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`availability answered ${response.status}`);
  return response.json();
}

/**
 * The chosen day's offer, fetched when the day or the meeting changes and on refresh() (after a
 * booking lost the race for the last place). Unknown availability leaves every listed slot
 * choosable: the server still refuses one that is not open.
 */
export function useSlotAvailability(isoDate: string, { kind, minutes }: MeetingShape) {
  const [byKey, setByKey] = useState<Record<string, DayAvailability>>({});
  const [generation, setGeneration] = useState(0);
  const key = `${kind}/${minutes}@${isoDate}`;

  useEffect(() => {
    if (!isoDate) return;
    const controller = new AbortController();
    fetchJson(availabilityUrl({ kind, minutes }, `date=${encodeURIComponent(isoDate)}`), controller.signal).then(
      (payload) => setByKey((known) => ({ ...known, [key]: { state: "ready", ...offeredDayFrom(payload) } })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("slot availability unavailable", error);
        setByKey((known) => ({ ...known, [key]: { state: "failed" } }));
      },
    );
    return () => controller.abort();
  }, [isoDate, kind, minutes, key, generation]);

  const refresh = useCallback(() => setGeneration((n) => n + 1), []);
  const day: DayAvailability = isoDate ? (byKey[key] ?? { state: "loading" }) : { state: "ready", full: EMPTY, listed: null };
  return {
    day,
    full: day.state === "ready" ? day.full : EMPTY,
    listed: day.state === "ready" ? day.listed : null,
    loading: day.state === "loading",
    refresh,
  };
}

/** Days (ISO) from today to the horizon with no open slot, once `wanted` (the calendar opened). */
export function useClosedDays({ kind, minutes }: MeetingShape, wanted: boolean): ReadonlySet<string> | null {
  const [byShape, setByShape] = useState<Record<string, ReadonlySet<string>>>({});
  const key = `${kind}/${minutes}`;
  const known = byShape[key] !== undefined;
  useEffect(() => {
    if (!wanted || known) return;
    const controller = new AbortController();
    fetchJson(availabilityUrl({ kind, minutes }, "days"), controller.signal).then(
      (payload) => {
        const days = (payload as { data?: { days?: Array<{ date?: unknown; open?: unknown }> } | null } | null)?.data?.days ?? [];
        const closed = new Set(days.filter((day) => day.open === false && typeof day.date === "string").map((day) => day.date as string));
        setByShape((known) => ({ ...known, [key]: closed }));
      },
      // Unknown: the calendar keeps its own rule (weekdays within the horizon) and the slot list tells.
      (error: unknown) => void (controller.signal.aborted || console.warn("open days unavailable", error)),
    );
    return () => controller.abort();
  }, [kind, minutes, key, wanted, known]);
  return byShape[key] ?? null;
}

const EMPTY: ReadonlySet<string> = new Set();
