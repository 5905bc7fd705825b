import { flashCopied } from "./copied.ts";
import { forEachMounted } from "./mounted.ts";

/** The page's Markdown, or a failure when the answer is not it (the password screen after the cookie expired). */
async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href, { headers: { Accept: "text/markdown" } });
  if (!response.ok || !response.headers.get("Content-Type")?.startsWith("text/markdown")) throw new Error(`no Markdown at ${href}`);
  return response.text();
}

/**
 * "Copy page as Markdown" on a docs page (features/docs/docs-page.tsx): shown once script runs, it
 * fetches the page's Markdown (/docs/<file>.md) and puts it on the clipboard, saying "Copied". When
 * that cannot be done (a refused clipboard, a signed-out reader) it opens the Markdown instead.
 */
export function enhanceCopyPageMarkdown(doc: Document) {
  forEachMounted(doc, "button[data-copy-page-markdown]", (button) => {
    button.classList.remove("invisible");
    const href = button.dataset.copyPageMarkdown!;
    button.addEventListener("click", async () => {
      const text = fetchMarkdown(href);
      try {
        // Safari allows a clipboard write only during the click: the item is handed over at once
        // and filled when the text arrives.
        if (typeof ClipboardItem === "function") {
          await navigator.clipboard.write([new ClipboardItem({ "text/plain": text.then((markdown) => new Blob([markdown], { type: "text/plain" })) })]);
        } else {
          await navigator.clipboard.writeText(await text);
        }
      } catch {
        location.assign(href);
        return;
      }
      flashCopied(button);
    });
  });
}
