import { formatEastern, viewerLocalTime } from "#app/lib/dates.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * An instant in the viewer's own time zone ("Oct 13, 2025, 11:00 AM CEST"). The server does not know
 * that zone, so the first render says it in Eastern time and the browser rewrites it: React once
 * hydrated, or the enhancer (app/enhance/local-times.ts) on a page that does not hydrate.
 */
export function LocalTime({ instant, className }: { instant: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={instant} data-local-time className={className}>
      {hydrated ? viewerLocalTime(instant) : formatEastern(instant)}
    </time>
  );
}
