// React DOM for the islands of a page that does not hydrate (decision 032): a script of its own the
// enhancer loads when the visitor first reaches for an island (or a toast is asked for). It
// hydrates every container marked wanted, now and later, each with its registered component and
// props, and shows the toasts the enhancer asks for.
import { createElement, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { toasterProps } from "#app/components/layout/site-toaster.ts";
import { showRequestedToast } from "#app/lib/toast.ts";
import { TOAST_EVENT, type ToastRequest } from "#app/lib/toast-event.ts";
import { LIVE_EVENT, WANTED_ATTRIBUTE, WANTED_EVENT } from "./events.ts";
import { islandComponents, type IslandName } from "./registry.ts";

let toaster: Promise<void> | undefined;

/** The page's toast host, once: islands announce refusals and failures with toasts, the enhancer a copied link. */
function mountToaster() {
  toaster ??= import("sonner").then(({ Toaster }) => {
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(createElement(Toaster, toasterProps));
  });
  return toaster;
}

/**
 * Reports the island live once hydration has settled: a macrotask later, after the commits it
 * causes (the lead form takes over early typing in a layout effect), so a held click replayed then
 * sees the form's state.
 */
function Hydrated({ children, onHydrated }: { children?: ReactNode; onHydrated: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onHydrated);
    return () => clearTimeout(timer);
  }, [onHydrated]);
  return children;
}

const started = new WeakSet<Element>();

async function hydrate(container: HTMLElement) {
  if (started.has(container)) return;
  started.add(container);
  const props = JSON.parse(container.dataset.islandProps ?? "{}") as Record<string, unknown>;
  const [component] = await Promise.all([islandComponents[container.dataset.island as IslandName](), mountToaster()]);
  const live = () => container.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
  hydrateRoot(container, createElement(Hydrated, { onHydrated: live }, createElement(component as never, props)));
}

for (const container of document.querySelectorAll<HTMLElement>(`[${WANTED_ATTRIBUTE}]`)) void hydrate(container);
document.addEventListener(WANTED_EVENT, (event) => {
  if (event.target instanceof HTMLElement) void hydrate(event.target);
});
addEventListener(TOAST_EVENT, (event) => {
  event.preventDefault();
  const request = (event as CustomEvent<ToastRequest>).detail;
  void mountToaster().then(() => showRequestedToast(request));
});
