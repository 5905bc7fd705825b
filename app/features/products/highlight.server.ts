// The product pages' code samples, highlighted on the server (app/lib/code-highlighter.server.ts).
import type { CodeSample } from "#app/content/developer-sdk.ts";
import { codeHighlighter, HIGHLIGHT_OPTIONS } from "#app/lib/code-highlighter.server.ts";

const cache = new Map<string, string>();

/** The sample as a highlighted `<pre>`; code and theme are fixed, so results are cached. */
export async function highlightSample(sample: CodeSample): Promise<string> {
  const key = `${sample.lang}\n${sample.code}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const html = (await codeHighlighter()).codeToHtml(sample.code, { lang: sample.lang, ...HIGHLIGHT_OPTIONS });
  cache.set(key, html);
  return html;
}
