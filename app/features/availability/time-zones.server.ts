// The zones the Availability page offers: the runtime's IANA list, UTC, and any zone already saved
// (a runtime's ICU may name one differently from the one that stored it), sorted.
export function offeredTimeZones(...saved: Array<string | null | undefined>): string[] {
  const zones = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  for (const zone of saved) if (zone) zones.add(zone);
  return [...zones].sort();
}
