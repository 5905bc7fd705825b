const DISCLOSURE = "[data-disclosure]";

/** Opens or closes what a disclosure button (or a desktop menu trigger) controls (aria-controls). */
export function setDisclosure(doc: Document, button: Element, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const panel = doc.getElementById(button.getAttribute("aria-controls") ?? "");
  if (panel) panel.hidden = !open;
}

/**
 * Disclosure buttons (`data-disclosure`, rendered closed with aria-expanded="false" and a hidden
 * panel): a click toggles the panel. Inside `data-disclosure-group="one"` opening one closes the
 * others (the leaders' bios); elsewhere each stands alone (the mobile menu's sections).
 */
export function enhanceDisclosures(doc: Document) {
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(DISCLOSURE) : null;
    if (!button) return;
    const open = button.getAttribute("aria-expanded") !== "true";
    const group = open ? button.closest('[data-disclosure-group="one"]') : null;
    for (const other of group?.querySelectorAll(DISCLOSURE) ?? []) if (other !== button) setDisclosure(doc, other, false);
    setDisclosure(doc, button, open);
  });
}
