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

/**
 * True for a component first rendered after the page hydrated (opened by a click or a client
 * navigation), false for one the server rendered: a visitor may already be using that one.
 */
export function useMountedAfterHydration(): boolean {
  const [mountedAfter] = useState(pageHydrated);
  return mountedAfter;
}
