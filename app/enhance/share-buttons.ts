import { sharePage } from "#app/components/page/share.ts";
import { SHARE_COPIED_EVENT } from "#app/components/page/share-copied-event.ts";

const COPIED_LABEL_MS = 2000;

/**
 * Share buttons (components/page/share-button.tsx): the share sheet where the browser has one, else
 * the address is copied. A copy is announced by a toast when the page's toast host takes the event
 * (a hydrated page), otherwise the button reads "Link copied" for a moment.
 */
export function enhanceShareButtons(doc: Document) {
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-share]") : null;
    if (button) void share(button);
  });
}

async function share(button: HTMLElement) {
  const { shareTitle = document.title, shareText, shareUrl } = button.dataset;
  const url = new URL(shareUrl ?? location.href, location.href).href;
  if ((await sharePage({ title: shareTitle, text: shareText, url })) !== "copied") return;
  const announced = !dispatchEvent(new CustomEvent(SHARE_COPIED_EVENT, { cancelable: true }));
  if (announced) return;
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
