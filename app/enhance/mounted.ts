/**
 * Calls `init` once for every element matching `selector`: those in the page now, and any added
 * later (a client navigation on a hydrated page renders one).
 */
export function forEachMounted(doc: Document, selector: string, init: (element: HTMLElement) => void) {
  const seen = new WeakSet<Element>();
  const scan = () => {
    for (const element of doc.querySelectorAll<HTMLElement>(selector)) {
      if (seen.has(element)) continue;
      seen.add(element);
      init(element);
    }
  };
  scan();
  new MutationObserver(scan).observe(doc.body, { childList: true, subtree: true });
}
