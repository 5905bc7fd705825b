import { LETTER_BAR_ID, readingLine } from "#app/features/glossary/letter-bar-position.ts";
import { activeSectionId } from "#app/lib/active-section.ts";
import { scrollBehavior } from "#app/lib/motion.ts";
import { oncePerFrame } from "./frame.ts";
import { sectionPositions } from "./section-positions.ts";

function scrollToHash(doc: Document) {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? doc.getElementById(id) : null;
  if (!target) return;
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
}

function markCurrentLetter(doc: Document) {
  const bar = doc.getElementById(LETTER_BAR_ID);
  if (!bar) return;
  const letters = [...bar.querySelectorAll<HTMLAnchorElement>("a[data-letter]")];
  const positions = sectionPositions(doc, letters.map(({ dataset: { letter = "" } }) => letter));
  const active = activeSectionId(positions, readingLine(bar));
  for (const link of letters) {
    if (link.dataset.letter === active) link.setAttribute("aria-current", "location");
    else link.removeAttribute("aria-current");
  }
}

/**
 * The glossary's letter bar (features/glossary/letter-bar.tsx): the letter whose section is within
 * 100 px of the reading area's top (below the sticky header and bar) is marked as the current
 * location, none above all sections; on load and on hash change the page smooth-scrolls to the
 * element the hash names. The bar is looked up on each change, so one a client navigation renders
 * follows too.
 */
export function enhanceGlossaryLetters(doc: Document) {
  const queue = oncePerFrame(() => markCurrentLetter(doc));
  const onGlossary = () => doc.getElementById(LETTER_BAR_ID) !== null;
  for (const type of ["scroll", "resize", "hashchange"]) addEventListener(type, queue, { passive: true });
  addEventListener("hashchange", () => onGlossary() && scrollToHash(doc));
  if (!onGlossary()) return;
  requestAnimationFrame(() => {
    scrollToHash(doc);
    markCurrentLetter(doc);
  });
}
