import { timing } from "#app/config/site.ts";

const BUTTON = "[data-back-to-top]";

/** The back-to-top button (components/layout/back-to-top.tsx) shows past the threshold and scrolls up. */
export function enhanceBackToTop(doc: Document) {
  let queued = false;
  const update = () => {
    queued = false;
    const button = doc.querySelector<HTMLElement>(BUTTON);
    if (button) button.hidden = scrollY <= timing.backToTopThresholdPx;
  };
  addEventListener(
    "scroll",
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
  doc.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(BUTTON)) return;
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  });
}
