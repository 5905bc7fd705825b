import { timing } from "#app/config/site.ts";

export const LETTER_BAR_ID = "glossary-letter-bar";

/** Where the bar's bottom edge sits once it is stuck, so the line does not move while it scrolls in. */
export function readingLine(bar: HTMLElement): number {
  return (Number.parseFloat(getComputedStyle(bar).top) || 0) + bar.offsetHeight + timing.glossaryActiveOffsetPx;
}
