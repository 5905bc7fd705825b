import { formatEastern, formatInstant } from "#app/lib/dates.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/** The viewer's own time zone, e.g. "Europe/Berlin" (in the browser). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An instant in the viewer's own time zone ("Oct 13, 2025, 11:00 AM CEST"). The server does not know
 * that zone, so the first render says it in Eastern time and the browser rewrites it once hydrated.
 */
export function LocalTime({ instant, className }: { instant: string; className?: string }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? `${formatInstant(instant, "mediumWithTime", viewerTimeZone())} ${formatInstant(instant, "timeWithZone", viewerTimeZone()).split(" ").pop()}`
    : formatEastern(instant);
  return (
    <time dateTime={instant} className={className}>
      {text}
    </time>
  );
}
