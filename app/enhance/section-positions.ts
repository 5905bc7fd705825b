import type { SectionPosition } from "#app/lib/active-section.ts";

/** Where the page's sections with these ids are now (viewport coordinates), in the order given; missing ones are left out. */
export function sectionPositions(doc: Document, ids: readonly string[]): SectionPosition[] {
  return ids.flatMap((id) => {
    const rect = doc.getElementById(id)?.getBoundingClientRect();
    return rect ? [{ id, top: rect.top, bottom: rect.bottom }] : [];
  });
}
