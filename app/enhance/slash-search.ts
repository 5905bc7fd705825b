function isTypingTarget(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/** "/" jumps to the page's search box (`data-slash-focus`, the API reference's), as on most developer portals. */
export function enhanceSlashSearch(doc: Document) {
  addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
    const box = doc.querySelector<HTMLElement>("[data-slash-focus]");
    if (!box) return;
    event.preventDefault();
    box.focus();
  });
}
