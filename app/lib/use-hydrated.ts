import { startTransition, useEffect, useState } from "react";

/** Set by the first component that hydrates; later mounts (client navigation) start hydrated. */
let pageHydrated = false;

/**
 * False during server render and hydration, true afterwards: for browser-only UI. The switch is a
 * transition, so the extra render it causes is split into short tasks instead of one long one.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
