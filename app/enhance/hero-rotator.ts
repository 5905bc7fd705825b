import { timing } from "#app/config/site.ts";
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from "#app/lib/motion.ts";
import { forEachMounted } from "./mounted.ts";

const PAUSE_LABEL = "Pause rotating descriptions";
const RESUME_LABEL = "Resume rotating descriptions";

/**
 * The home hero's descriptions (features/home/hero-rotator.tsx renders them all, the first shown):
 * the next one every `timing.heroRotationMs` with a `timing.heroFadeMs` fade; the pause button stops
 * and resumes it, a dot shows its description and pauses. Still for reduced motion, where the
 * pause button is not shown.
 */
export function enhanceHeroRotator(doc: Document) {
  forEachMounted(doc, "[data-hero-rotator]", (rotator) => {
    const text = rotator.querySelector<HTMLElement>("[data-hero-text]");
    const items = [...rotator.querySelectorAll<HTMLElement>("[data-hero-item]")];
    const dots = [...rotator.querySelectorAll<HTMLElement>("[data-hero-pick]")];
    const pauseButton = rotator.querySelector<HTMLElement>("[data-hero-pause]");
    if (!text || items.length < 2) return;
    let index = 0;
    let paused = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    let fade: ReturnType<typeof setTimeout> | undefined;

    const setFading = (fading: boolean) => {
      text.classList.toggle("opacity-0", fading);
      text.classList.toggle("opacity-100", !fading);
    };
    const show = (next: number) => {
      index = next;
      items.forEach((item, itemIndex) => (item.hidden = itemIndex !== next));
      dots.forEach((dot, dotIndex) => (dotIndex === next ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
      setFading(false);
    };
    const stop = () => {
      clearInterval(interval);
      // Stopped mid-fade: cancel the turn rather than leave the text invisible.
      clearTimeout(fade);
      setFading(false);
    };
    const update = () => {
      stop();
      const running = !paused && !prefersReducedMotion() && rotator.isConnected;
      rotator.dataset.state = running ? "playing" : "paused";
      pauseButton?.setAttribute("aria-label", paused ? RESUME_LABEL : PAUSE_LABEL);
      pauseButton?.toggleAttribute("data-paused", paused);
      if (!running) return;
      interval = setInterval(() => {
        if (!rotator.isConnected) return stop();
        setFading(true);
        fade = setTimeout(() => show((index + 1) % items.length), timing.heroFadeMs);
      }, timing.heroRotationMs);
    };

    pauseButton?.addEventListener("click", () => {
      paused = !paused;
      update();
    });
    dots.forEach((dot, dotIndex) =>
      dot.addEventListener("click", () => {
        show(dotIndex);
        paused = true;
        update();
      }),
    );
    matchMedia(REDUCED_MOTION_QUERY).addEventListener("change", update);
    update();
  });
}
