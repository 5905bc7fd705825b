// The scroll spy of the hydrated pages: the pricing bar and the docs table of contents each say
// where their reading line sits. The glossary's letter bar, on a page that does not hydrate, asks
// the same question from the enhancer (app/enhance/glossary-letters.ts).
import { useCallback, useSyncExternalStore } from "react";
import { activeSectionId } from "./active-section.ts";

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

type Options = {
  /** Where the reading line sits, in viewport pixels from the top; read on every scroll. */
  readingLine: () => number;
  /** Only the section crossing the line counts (none in a gap between sections). */
  containing?: boolean;
};

/**
 * The id of the section at the reading line, following scrolling; null above every section (and
 * on the server). `ids` must be stable between renders (memoise it), as must `readingLine`.
 */
export function useActiveSection<T extends string>(ids: readonly T[], { readingLine, containing = false }: Options): T | null {
  const current = useCallback(() => {
    const positions = ids.flatMap((id) => {
      const rect = document.getElementById(id)?.getBoundingClientRect();
      return rect ? [{ id, top: rect.top, bottom: rect.bottom }] : [];
    });
    return activeSectionId(positions, readingLine(), containing) as T | null;
  }, [ids, readingLine, containing]);
  return useSyncExternalStore(subscribe, current, () => null);
}
