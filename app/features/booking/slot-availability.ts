// Which slots of a day are already full: GET /api/availability?date=YYYY-MM-DD (lead backend).
import { useCallback, useEffect, useState } from "react";

export type DayAvailability = { state: "loading" } | { state: "ready"; full: ReadonlySet<string> } | { state: "failed" };

/** One slot of GET /api/availability (app/features/booking/availability.server.ts). */
type SlotAnswer = { time?: unknown; open?: unknown };

/** The labels of the slots the backend reports as no longer open (full, or already past). */
export function fullSlotsFrom(payload: unknown): Set<string> {
  const data = (payload as { data?: { slots?: SlotAnswer[] } | null } | null)?.data;
  const full = new Set<string>();
  for (const slot of data?.slots ?? []) {
    if (typeof slot.time === "string" && slot.open === false) full.add(slot.time);
  }
  return full;
}

async function fetchFullSlots(isoDate: string, signal?: AbortSignal): Promise<Set<string>> {
  const response = await fetch(`/api/availability?date=${encodeURIComponent(isoDate)}`, {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`availability answered ${response.status}`);
  return fullSlotsFrom(await response.json());
}

/**
 * The full slots of the chosen day, fetched when the day changes and on refresh() (after a
 * booking lost the race for the last place). Unknown availability leaves every slot choosable:
 * the server still refuses a full one.
 */
export function useSlotAvailability(isoDate: string) {
  const [byDate, setByDate] = useState<Record<string, DayAvailability>>({});
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!isoDate) return;
    const controller = new AbortController();
    fetchFullSlots(isoDate, controller.signal).then(
      (full) => setByDate((known) => ({ ...known, [isoDate]: { state: "ready", full } })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("slot availability unavailable", error);
        setByDate((known) => ({ ...known, [isoDate]: { state: "failed" } }));
      },
    );
    return () => controller.abort();
  }, [isoDate, generation]);

  const refresh = useCallback(() => setGeneration((n) => n + 1), []);
  const day: DayAvailability = isoDate ? (byDate[isoDate] ?? { state: "loading" }) : { state: "ready", full: new Set() };
  const full = day.state === "ready" ? day.full : EMPTY;
  return { day, full, loading: day.state === "loading", refresh };
}

const EMPTY: ReadonlySet<string> = new Set();
