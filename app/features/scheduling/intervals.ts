// Spans of time as epoch milliseconds, [start, end): what working hours, busy times, days off and
// meetings all become before availability compares them.

export type Interval = { start: number; end: number };

export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Whether `inner` lies wholly inside one of `outer` (which must not overlap each other). */
export const within = (inner: Interval, outer: readonly Interval[]) =>
  outer.some((span) => span.start <= inner.start && inner.end <= span.end);

/** Sorted, with touching and overlapping spans joined. */
export function merge(spans: readonly Interval[]): Interval[] {
  const sorted = spans.filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** `span` grown by `before` and `after` minutes (a meeting with its buffers). */
export const widen = (span: Interval, beforeMinutes: number, afterMinutes: number): Interval => ({
  start: span.start - beforeMinutes * 60_000,
  end: span.end + afterMinutes * 60_000,
});

export const minutesLong = (start: Date | number, minutes: number): Interval => {
  const at = typeof start === "number" ? start : start.getTime();
  return { start: at, end: at + minutes * 60_000 };
};
