import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False during server render and hydration, true afterwards: for browser-only UI. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
