import { scrollBehavior } from "#app/lib/motion.ts";

/**
 * In-page links marked `data-smooth-scroll` (a solution page's Book a Demo): a smooth scroll to
 * their target, which takes the focus, without adding a history entry. Without script they jump.
 */
export function enhanceSmoothScrollLinks(doc: Document) {
  doc.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-smooth-scroll]") : null;
    const target = link ? doc.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    target.focus({ preventScroll: true });
  });
}
