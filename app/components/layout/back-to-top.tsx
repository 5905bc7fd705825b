import { ArrowUp } from "lucide-react";
import { useSyncExternalStore } from "react";
import { timing } from "#app/config/site.ts";

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

export function BackToTop() {
  const visible = useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > timing.backToTopThresholdPx,
    () => false,
  );

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
      className="fixed right-4 bottom-24 z-40 inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Back to top</span>
    </button>
  );
}
