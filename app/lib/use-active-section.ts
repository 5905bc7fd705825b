// The one scroll spy of the site: which section of a page is being read. The pricing bar, the docs
// table of contents and the glossary letter bar each say where their reading line sits.
import { useCallback, useSyncExternalStore } from "react";

export type SectionPosition = { id: string; top: number; bottom?: number };

/**
 * The last section (in page order) whose top edge has reached the reading line, or null while the
 * reader is still above every section. With `containing`, a section counts only while its bottom
 * edge is still below the line (the section crossing it). `top`/`bottom` are viewport coordinates.
 */
export function activeSectionId(sections: readonly SectionPosition[], readingLine: number, containing = false): string | null {
  let active: string | null = null;
  for (const section of sections) {
    if (section.top > readingLine) break;
    active = containing && (section.bottom ?? Infinity) <= readingLine ? null : section.id;
  }
  return active;
}

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
