import { useSyncExternalStore } from "react";
import { browserTimeZone } from "#app/features/scheduling/visitor-zone.ts";

// The zone does not change while a page is open: nothing to subscribe to.
const subscribe = () => () => {};

/**
 * The browser's time zone once hydrated (the server cannot know it); on the server and during
 * hydration `fallback`, such as the zone stored with a booking, so the first paint can already
 * show the visitor's clock.
 */
export function useVisitorZone(fallback: string | null = null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => browserTimeZone() ?? fallback,
    () => fallback,
  );
}
