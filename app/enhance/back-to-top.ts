import { timing } from "#app/config/site.ts";
import { scrollBehavior } from "#app/lib/motion.ts";
import { oncePerFrame } from "./frame.ts";

const BUTTON = "[data-back-to-top]";

/** The back-to-top button (components/layout/back-to-top.tsx) shows past the threshold and scrolls up. */
export function enhanceBackToTop(doc: Document) {
  const update = () => {
    const button = doc.querySelector<HTMLElement>(BUTTON);
    if (button) button.hidden = scrollY <= timing.backToTopThresholdPx;
  };
  addEventListener("scroll", oncePerFrame(update), { passive: true });
  update();
  doc.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(BUTTON)) return;
    scrollTo({ top: 0, behavior: scrollBehavior() });
  });
}
