/** "/" pressed outside a text field and without modifiers: the key that jumps to a page's search box. */
export function isSlashShortcut(event: KeyboardEvent): boolean {
  const target = event.target;
  const typing = target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing;
}
