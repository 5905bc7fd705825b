import { sharePage } from "#app/components/page/share.ts";
import type { ToastRequest } from "#app/lib/toast-event.ts";
import { requestToast } from "./islands-runtime.ts";

const COPIED_LABEL_MS = 2000;

/**
 * Share buttons (components/page/share-button.tsx): the share sheet where the browser has one, else
 * the address is copied. A copy is announced by the button's toast when it names one (a blog post),
 * otherwise the button reads "Link copied" for a moment.
 */
export function enhanceShareButtons(doc: Document) {
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-share]") : null;
    if (button) void share(button);
  });
}

async function share(button: HTMLElement) {
  const { shareTitle = document.title, shareText, shareUrl, copiedToast } = button.dataset;
  const url = new URL(shareUrl ?? location.href, location.href).href;
  if ((await sharePage({ title: shareTitle, text: shareText, url })) !== "copied") return;
  if (copiedToast) return requestToast(document, JSON.parse(copiedToast) as ToastRequest);
  const label = button.querySelector("[data-share-label]");
  if (!label) return;
  const original = label.textContent;
  button.dataset.copied = "";
  label.textContent = "Link copied";
  setTimeout(() => {
    delete button.dataset.copied;
    label.textContent = original;
  }, COPIED_LABEL_MS);
}
