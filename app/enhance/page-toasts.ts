import { storageKeys } from "#app/config/site.ts";
import { takeSession, writeSession } from "#app/lib/session-storage.ts";
import type { ToastRequest } from "#app/lib/toast-event.ts";
import { requestToast } from "./islands-runtime.ts";
import { forEachMounted } from "./mounted.ts";

/** Whether the reader came here from `path` on this site (the Referer the page was asked with). */
function cameFrom(doc: Document, path: string) {
  if (!doc.referrer) return false;
  const from = new URL(doc.referrer);
  return from.origin === location.origin && from.pathname === path;
}

/**
 * Toasts the server asks for with the page (a ToastRequest as JSON):
 * - `data-toast-on-load`: shown once, also when it arrives with content the page swaps in later
 *   (the blog list's failed fetch);
 * - `data-return-with-toast` and `data-return-to`: only for a reader who came from that page, who
 *   is sent back there and shown the toast on arrival (a post deleted while the list was open).
 */
export function enhancePageToasts(doc: Document) {
  const carried = takeSession(storageKeys.carriedToast);
  if (carried) requestToast(doc, JSON.parse(carried) as ToastRequest);
  forEachMounted(doc, "[data-toast-on-load]", (marker) => {
    requestToast(doc, JSON.parse(marker.dataset.toastOnLoad ?? "{}") as ToastRequest);
  });
  forEachMounted(doc, "[data-return-with-toast]", (marker) => {
    const { returnWithToast = "{}", returnTo = "" } = marker.dataset;
    if (!cameFrom(doc, returnTo)) return;
    // Where storage is refused the reader still goes back, without the toast.
    writeSession(storageKeys.carriedToast, returnWithToast);
    location.replace(returnTo);
  });
}
