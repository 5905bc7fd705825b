const TOGGLE = "[data-mobile-menu-toggle]";
const SECTION_TOGGLE = "[data-mobile-section-toggle]";

function setExpanded(doc: Document, toggle: Element, expanded: boolean) {
  toggle.setAttribute("aria-expanded", String(expanded));
  const panel = doc.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (panel) panel.hidden = !expanded;
}

/**
 * The small-screen menu (components/layout/site-header.tsx renders it closed): the menu button and
 * each section's button toggle what they control; following any link, or going back or forward,
 * closes the menu.
 */
export function enhanceMobileMenu(doc: Document) {
  const close = () => {
    const toggle = doc.querySelector(TOGGLE);
    if (toggle) setExpanded(doc, toggle, false);
  };
  doc.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const toggle = event.target.closest(`${TOGGLE}, ${SECTION_TOGGLE}`);
    if (toggle) setExpanded(doc, toggle, toggle.getAttribute("aria-expanded") !== "true");
    else if (event.target.closest("a[href]")) close();
  });
  addEventListener("popstate", close);
  addEventListener("pageshow", close);
}
