// BOOKING_MIN_NOTICE as people read it in a refusal: "4 hours", "30 minutes", "1 day".

const UNITS = [
  { ms: 86_400_000, one: "day" },
  { ms: 3_600_000, one: "hour" },
  { ms: 60_000, one: "minute" },
  { ms: 1000, one: "second" },
] as const;

export function noticeText(ms: number): string {
  const unit = UNITS.find((candidate) => ms >= candidate.ms && ms % candidate.ms === 0) ?? UNITS[3];
  const count = Math.round(ms / unit.ms);
  return `${count} ${unit.one}${count === 1 ? "" : "s"}`;
}
