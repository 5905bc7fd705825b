import { storageKeys } from "#app/config/site.ts";
import { forEachMounted } from "./mounted.ts";

const BAR = "[data-cookie-bar]";
const CHOICES = ["accepted", "declined"];

function storedChoice(): string | null {
  try {
    const value = localStorage.getItem(storageKeys.cookieConsent);
    return value !== null && CHOICES.includes(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The cookie bar (components/layout/cookie-consent.tsx renders it hidden) shows until the visitor
 * chooses, also when a client navigation renders the chrome afresh; the choice is kept in local
 * storage. It is fixed to the bottom, so showing it shifts nothing.
 */
export function enhanceCookieBar(doc: Document) {
  forEachMounted(doc, BAR, (bar) => {
    if (storedChoice() === null) bar.hidden = false;
  });
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-cookie-choice]") : null;
    if (!button) return;
    try {
      localStorage.setItem(storageKeys.cookieConsent, button.dataset.cookieChoice ?? "");
    } catch {
      // Storage can be blocked; hiding the bar for this visit is still the visitor's choice.
    }
    const chosenBar = button.closest<HTMLElement>(BAR);
    if (chosenBar) chosenBar.hidden = true;
  });
}
