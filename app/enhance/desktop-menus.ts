import { timing } from "#app/config/site.ts";
import { setDisclosure } from "./disclosures.ts";

const CLOSE_DELAY_MS = 150;
const NAV = "[data-desktop-menus]";
const TRIGGER = "[data-menu-trigger]";

/**
 * The header's disclosure menus (components/layout/desktop-menus.tsx renders them closed): hover
 * opens after the open delay, moving on to a neighbour within the skip delay opens it at once;
 * click, Enter and Space toggle; Escape closes and returns the focus; Left/Right move between
 * menus; leaving the menus, clicking outside them or following a link closes them. Listeners sit on
 * the document, so a header React renders afresh (a client navigation) keeps working.
 */
export function enhanceDesktopMenus(doc: Document) {
  let openTrigger: HTMLButtonElement | null = null;
  let hoveredItem: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Until then, moving on to a neighbour opens it at once.
  let skipDelayEndsAt = 0;

  const show = (trigger: HTMLButtonElement) => {
    clearTimeout(timer);
    if (openTrigger && openTrigger !== trigger) setDisclosure(doc, openTrigger, false);
    openTrigger = trigger;
    setDisclosure(doc, trigger, true);
  };
  const hide = () => {
    clearTimeout(timer);
    if (!openTrigger) return;
    setDisclosure(doc, openTrigger, false);
    openTrigger = null;
    skipDelayEndsAt = performance.now() + timing.menuSkipDelayMs;
  };
  const closest = (target: EventTarget | null, selector: string) =>
    target instanceof Element ? target.closest(selector) : null;
  // A trigger from a header React has since replaced no longer counts as open.
  const isOpen = () => openTrigger !== null && openTrigger.isConnected;

  doc.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse" || !closest(event.target, NAV)) return;
    const item = closest(event.target, "[data-menu-item]");
    if (item === hoveredItem) return;
    hoveredItem = item;
    const trigger = item?.querySelector<HTMLButtonElement>(TRIGGER);
    clearTimeout(timer);
    if (!trigger) return;
    if (isOpen() || performance.now() < skipDelayEndsAt) show(trigger);
    else timer = setTimeout(() => show(trigger), timing.menuOpenDelayMs);
  });
  doc.addEventListener("pointerout", (event) => {
    const nav = closest(event.target, NAV);
    if (!nav || nav.contains(event.relatedTarget as Node | null)) return;
    hoveredItem = null;
    clearTimeout(timer);
    timer = setTimeout(hide, CLOSE_DELAY_MS);
  });
  doc.addEventListener("pointerdown", (event) => {
    if (isOpen() && !closest(event.target, NAV)) hide();
  });
  doc.addEventListener("focusout", (event) => {
    const nav = closest(event.target, NAV);
    if (nav && !nav.contains(event.relatedTarget as Node | null)) hide();
  });
  doc.addEventListener("click", (event) => {
    const trigger = closest(event.target, TRIGGER) as HTMLButtonElement | null;
    if (trigger && closest(trigger, NAV)) {
      if (openTrigger === trigger) hide();
      else show(trigger);
    } else if (closest(event.target, "a[href]")) {
      hide();
    }
  });
  doc.addEventListener("keydown", (event) => {
    const nav = closest(event.target, NAV);
    if (!nav) return;
    const triggers = [...nav.querySelectorAll<HTMLButtonElement>(TRIGGER)];
    const index = triggers.indexOf(event.target as HTMLButtonElement);
    if ((event.key === "ArrowRight" || event.key === "ArrowLeft") && index !== -1) {
      event.preventDefault();
      triggers[(index + (event.key === "ArrowRight" ? 1 : triggers.length - 1)) % triggers.length]?.focus();
    } else if (event.key === "Escape" && isOpen()) {
      const trigger = openTrigger;
      hide();
      trigger?.focus();
    }
  });
  // Back, forward, or a page restored from the back/forward cache: the menus start closed.
  addEventListener("popstate", hide);
  addEventListener("pageshow", hide);
}
