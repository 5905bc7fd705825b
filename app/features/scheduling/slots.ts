// Booking slots are wall-clock times in Eastern time, kept as minutes after midnight.
// The same list labels the browser's time picker ("11:00 AM") and checks the server's input.

export const DEFAULT_BOOKING_SLOTS = "11:00-21:00/30";

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

function parseTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Parses "11:00-21:00/30" ranges and "09:00,09:30" lists (mixable); null when malformed. */
export function parseSlotList(spec: string): number[] | null {
  const minutes = new Set<number>();
  for (const part of spec.split(",").map((p) => p.trim()).filter(Boolean)) {
    const range = /^(.+)-(.+)\/(\d+)$/.exec(part);
    if (range) {
      const start = parseTime(range[1]!);
      const end = parseTime(range[2]!);
      const step = Number(range[3]);
      if (start === null || end === null || step < 5 || end < start) return null;
      for (let m = start; m <= end; m += step) minutes.add(m);
    } else {
      const single = parseTime(part);
      if (single === null) return null;
      minutes.add(single);
    }
  }
  return minutes.size > 0 ? [...minutes].sort((a, b) => a - b) : null;
}

/** 660 → "11:00 AM" */
export function slotLabel(minutesAfterMidnight: number): string {
  const hours24 = Math.floor(minutesAfterMidnight / 60);
  const minutes = minutesAfterMidnight % 60;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, "0")} ${hours24 < 12 ? "AM" : "PM"}`;
}

/** "11:00 AM" → 660; null when it is not a label of that shape. */
export function parseSlotLabel(label: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(label.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  const pm = match[3]!.toUpperCase() === "PM";
  return ((hours % 12) + (pm ? 12 : 0)) * 60 + minutes;
}

/** With hosts, a meeting may start on any half hour of the Eastern day their hours allow. */
export const HOST_SLOT_GRID: readonly number[] = Array.from({ length: 48 }, (_, index) => index * 30);

/**
 * Every start a form in the browser may send: the configured list (without hosts) and the hosts'
 * grid. The browser cannot know which applies; the server checks against the one that does.
 */
export const sendableSlots = (bookingSlots: readonly number[]): number[] =>
  [...new Set([...bookingSlots, ...HOST_SLOT_GRID])].sort((a, b) => a - b);

/** The starts a booking may take: the hosts' grid once someone takes meetings, else BOOKING_SLOTS. */
export const slotGrid = (hostsTakeMeetings: boolean, bookingSlots: readonly number[]) => (hostsTakeMeetings ? HOST_SLOT_GRID : bookingSlots);
