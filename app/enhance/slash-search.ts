import { isSlashShortcut } from "#app/lib/slash-shortcut.ts";

/** "/" jumps to the page's search box (`data-slash-focus`: the docs search's), as on most developer portals. */
export function enhanceSlashSearch(doc: Document) {
  addEventListener("keydown", (event) => {
    const box = isSlashShortcut(event) ? doc.querySelector<HTMLElement>("[data-slash-focus]") : null;
    if (!box) return;
    event.preventDefault();
    box.focus();
  });
}
