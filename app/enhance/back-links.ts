/** True when the previous history entry is a page of this site. */
function cameFromThisSite(): boolean {
  // A client navigation: React Router numbers its history entries from 0 for the visit's first page.
  const routerIndex = (history.state as { idx?: number } | null)?.idx ?? 0;
  if (routerIndex > 0) return true;
  if (history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * Back links (components/page/back-button.tsx) go back to where the reader came from when that was
 * a page of this site, otherwise (a shared link, a new tab) they follow their own address.
 */
export function enhanceBackLinks(doc: Document) {
  doc.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-back-link]") : null;
    if (!link || event.defaultPrevented || !cameFromThisSite()) return;
    event.preventDefault();
    history.back();
  });
}
