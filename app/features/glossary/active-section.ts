// Which glossary letter is "current" while scrolling.

export type SectionPosition = { id: string; top: number };

/**
 * The last section (in page order) whose top edge has reached the reading line, or null while
 * the reader is still above every section. `top` values are viewport coordinates.
 */
export function activeSectionId(sections: readonly SectionPosition[], readingLine: number): string | null {
  let active: string | null = null;
  for (const section of sections) {
    if (section.top <= readingLine) active = section.id;
    else break;
  }
  return active;
}
