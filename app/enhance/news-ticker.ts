const PAUSE_LABEL = "Pause news ticker";
const RESUME_LABEL = "Resume news ticker";

/** The home page's news ticker (features/home/news-ticker.tsx): its button pauses and resumes the scroll. */
export function enhanceNewsTicker(doc: Document) {
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-ticker-toggle]") : null;
    const ticker = button?.closest<HTMLElement>("[data-paused]");
    if (!button || !ticker) return;
    const paused = ticker.dataset.paused !== "true";
    ticker.dataset.paused = String(paused);
    button.toggleAttribute("data-paused", paused);
    button.setAttribute("aria-label", paused ? RESUME_LABEL : PAUSE_LABEL);
  });
}
