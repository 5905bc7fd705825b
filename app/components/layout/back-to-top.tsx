import { ArrowUp } from "lucide-react";

/** Rendered hidden; the enhancer (app/enhance/back-to-top.ts) shows it past the threshold and scrolls up. */
export function BackToTop() {
  return (
    <button
      type="button"
      data-back-to-top=""
      hidden
      className="fixed right-4 bottom-24 z-40 inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Back to top</span>
    </button>
  );
}
