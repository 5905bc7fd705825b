import { flashCopied } from "./copied.ts";
import { forEachMounted } from "./mounted.ts";

/**
 * The docs' code samples (features/docs/code-block.tsx): their copy buttons show once script runs
 * and copy the sample's text, saying "Copied" for a moment. A refused clipboard leaves the text to
 * be selected by hand.
 */
export function enhanceCodeCopy(doc: Document) {
  forEachMounted(doc, "button[data-copy-code]", (button) => {
    button.classList.remove("invisible");
    button.addEventListener("click", async () => {
      const code = button.closest("figure")?.querySelector("pre")?.textContent ?? "";
      try {
        await navigator.clipboard.writeText(code);
      } catch {
        return;
      }
      flashCopied(button);
    });
  });
}
