import { setDisclosure } from "./disclosures.ts";

/**
 * The small-screen menu (components/layout/site-header.tsx renders it closed): its button and its
 * sections are disclosures (disclosures.ts); following any link, or going back or forward, closes it.
 */
export function enhanceMobileMenu(doc: Document) {
  const close = () => {
    const toggle = doc.querySelector("[data-mobile-menu-toggle]");
    if (toggle) setDisclosure(doc, toggle, false);
  };
  doc.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) close();
  });
  addEventListener("popstate", close);
  addEventListener("pageshow", close);
}
