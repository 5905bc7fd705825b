import { forEachMounted } from "./mounted.ts";

const COPIED_FOR_MS = 2000;

/**
 * The docs' code samples (features/docs/code-block.tsx): their copy buttons show once script runs
 * and copy the sample's text, saying "Copied" for a moment. A refused clipboard leaves the text to
 * be selected by hand.
 */
export function enhanceCodeCopy(doc: Document) {
  forEachMounted(doc, "button[data-copy-code]", (button) => {
    button.classList.remove("invisible");
    const label = button.querySelector("[data-copy-label]");
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener("click", async () => {
      const code = button.closest("figure")?.querySelector("pre")?.textContent ?? "";
      try {
        await navigator.clipboard.writeText(code);
      } catch {
        return;
      }
      clearTimeout(timer);
      button.dataset.copied = "";
      if (label) label.textContent = "Copied";
      timer = setTimeout(() => {
        delete button.dataset.copied;
        if (label) label.textContent = "Copy";
      }, COPIED_FOR_MS);
    });
  });
}
