import type { ToastRequest } from "#app/lib/toast-event.ts";
import { requestToast } from "./islands-runtime.ts";
import { forEachMounted } from "./mounted.ts";

/**
 * A toast the server asks for with the page (`data-toast-on-load`, a ToastRequest as JSON: the
 * blog list's failed fetch), shown once, also when it arrives with content the page swaps in later.
 */
export function enhancePageToasts(doc: Document) {
  forEachMounted(doc, "[data-toast-on-load]", (marker) => {
    requestToast(doc, JSON.parse(marker.dataset.toastOnLoad ?? "{}") as ToastRequest);
  });
}
