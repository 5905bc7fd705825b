import { LIVE_EVENT, WANTED_ATTRIBUTE, WANTED_EVENT } from "#app/islands/events.ts";
import { readSession } from "#app/lib/session-storage.ts";
import { loadIslandsRuntime } from "./islands-runtime.ts";

const ISLAND = "[data-island]";

/**
 * Islands (app/islands/island.tsx) on a page that does not hydrate: the islands runtime (React DOM
 * and the island's code) loads on the visitor's first focus, pointer or key in one (or a pointer on
 * one of its buttons), or at once when it has work waiting in session storage. A button's click or
 * a form's submit before the island is live is held back and made again once it is, so it goes the
 * scripted way; what was typed meanwhile stays in the fields and the form takes it over. If the
 * runtime cannot be loaded, the held click or submit goes ahead without it (a form then posts as a
 * page, as it does without JavaScript).
 */
export function enhanceIslands(doc: Document) {
  // A hydrated document renders its islands as part of its own tree.
  if ("__reactRouterContext" in window) return;
  const live = new WeakSet<Element>();
  const heldSubmits = new WeakSet<Element>();
  const heldClicks = new WeakMap<Element, HTMLButtonElement>();

  /** The island is live (or will not be): what was held back is made again, now unheld. */
  const release = (container: HTMLElement) => {
    live.add(container);
    const button = heldClicks.get(container);
    heldClicks.delete(container);
    if (button?.isConnected) button.click();
    else if (heldSubmits.delete(container)) container.querySelector("form")?.requestSubmit();
  };
  const want = (container: HTMLElement) => {
    if (container.hasAttribute(WANTED_ATTRIBUTE)) return;
    container.setAttribute(WANTED_ATTRIBUTE, "");
    container.dispatchEvent(new Event(WANTED_EVENT, { bubbles: true }));
    loadIslandsRuntime(doc).catch(() => release(container));
  };
  const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(ISLAND) : null);

  // A pointer resting on one of its buttons is intent enough to start loading.
  doc.addEventListener("pointerover", (event) => {
    const container = islandOf(event.target);
    if (container && event.target instanceof Element && event.target.closest("button")) want(container);
  });
  for (const type of ["focusin", "pointerdown", "keydown"]) {
    doc.addEventListener(
      type,
      (event) => {
        const container = islandOf(event.target);
        if (container) want(container);
      },
      { capture: true },
    );
  }
  doc.addEventListener(
    "submit",
    (event) => {
      const container = islandOf(event.target);
      if (!container || live.has(container)) return;
      event.preventDefault();
      heldSubmits.add(container);
      want(container);
    },
    { capture: true },
  );
  doc.addEventListener(
    "click",
    (event) => {
      const container = islandOf(event.target);
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!container || !button || live.has(container)) return;
      event.preventDefault();
      heldClicks.set(container, button);
      want(container);
    },
    { capture: true },
  );
  doc.addEventListener(LIVE_EVENT, (event) => release(event.target as HTMLElement));

  for (const container of doc.querySelectorAll<HTMLElement>(ISLAND)) if (wakesAtOnce(container)) want(container);
}

function wakesAtOnce(container: HTMLElement): boolean {
  const { islandHydrateIfStored: key, islandHydrateIfHash: hashes } = container.dataset;
  if (key && readSession(key) !== null) return true;
  return hashes !== undefined && hashes.split(" ").includes(location.hash.slice(1));
}
