import { viewerLocalTime } from "#app/lib/dates.ts";
import { forEachMounted } from "./mounted.ts";

/**
 * Instants the server wrote in Eastern time (components/page/local-time.tsx) in the viewer's own
 * zone, on a page that does not hydrate; in a hydrated document React writes them.
 */
export function enhanceLocalTimes(doc: Document) {
  if ("__reactRouterContext" in window) return;
  forEachMounted(doc, "time[data-local-time]", (time) => {
    const instant = time.getAttribute("datetime");
    if (instant) time.textContent = viewerLocalTime(instant);
  });
}
