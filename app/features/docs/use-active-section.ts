import { useCallback, useSyncExternalStore } from "react";

/** Below the sticky site header (4rem) and docs toolbar (3rem), with a little room to read. */
const ACTIVE_OFFSET_PX = 140;

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange);
  window.addEventListener("hashchange", onChange);
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
    window.removeEventListener("hashchange", onChange);
  };
}

/**
 * The section being read: the last one (in document order) whose top has scrolled past the
 * offset. `ids` must be stable between renders (memoise it).
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const current = useCallback(() => {
    let active = ids[0] ?? null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && element.getBoundingClientRect().top <= ACTIVE_OFFSET_PX) active = id;
    }
    return active;
  }, [ids]);
  return useSyncExternalStore(subscribe, current, () => ids[0] ?? null);
}
