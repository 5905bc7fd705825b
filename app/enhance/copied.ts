const COPIED_FOR_MS = 2000;

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
/** Each label's own words, to put back. */
const labels = new WeakMap<HTMLElement, string>();

/**
 * A copy button's answer (the code samples', the page's Markdown): for a moment its label
 * ([data-copy-label]) says "Copied" and `data-copied` is set (which swaps its icon), then it reads
 * as before.
 */
export function flashCopied(button: HTMLElement) {
  const label = button.querySelector<HTMLElement>("[data-copy-label]");
  if (label && !labels.has(label)) labels.set(label, label.textContent ?? "");
  clearTimeout(timers.get(button));
  button.dataset.copied = "";
  if (label) label.textContent = "Copied";
  timers.set(
    button,
    setTimeout(() => {
      delete button.dataset.copied;
      if (label) label.textContent = labels.get(label) ?? "";
    }, COPIED_FOR_MS),
  );
}
