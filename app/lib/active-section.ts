// Which section of a page is being read: the one answer behind every scroll spy of the site (the
// enhancer's pricing capability bar, glossary letters and docs table of contents).

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
