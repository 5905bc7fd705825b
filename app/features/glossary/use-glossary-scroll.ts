import { useEffect } from "react";
import { timing } from "#app/config/site.ts";
import { useActiveSection } from "#app/lib/use-active-section.ts";

export const LETTER_BAR_ID = "glossary-letter-bar";

/** Where the bar's bottom edge sits once it is stuck, so the line does not move while it scrolls in. */
function readingLine(): number {
  const bar = document.getElementById(LETTER_BAR_ID);
  const barBottom = bar ? (Number.parseFloat(getComputedStyle(bar).top) || 0) + bar.offsetHeight : 0;
  return barBottom + timing.glossaryActiveOffsetPx;
}

/**
 * The letter whose section is within 100 px of the top of the reading area, i.e. below the sticky
 * header and letter bar, where a section comes to rest after a jump. Null above all sections.
 */
export function useActiveLetter(letters: readonly string[]): string | null {
  return useActiveSection(letters, { readingLine });
}

function scrollToHash() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
}

/** Smooth-scrolls to the element named by the URL hash on load and whenever the hash changes. */
export function useHashScroll() {
  useEffect(() => {
    // After the first paint, so the router's own scroll restoration has already run.
    const frame = window.requestAnimationFrame(scrollToHash);
    window.addEventListener("hashchange", scrollToHash);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("hashchange", scrollToHash);
    };
  }, []);
}
