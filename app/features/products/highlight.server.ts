// Syntax highlighting runs on the server only: the page ships highlighted markup, never shiki.
// The fine-grained core with the JavaScript regex engine avoids loading the WASM engine.
import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import python from "shiki/langs/python.mjs";
import shellscript from "shiki/langs/shellscript.mjs";
import githubDark from "shiki/themes/github-dark-default.mjs";
import type { CodeSample } from "#app/content/developer-sdk.ts";

const THEME = "github-dark-default";

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter per process, created on first use. */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [githubDark],
    langs: [python, shellscript],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

const cache = new Map<string, string>();

/** The sample as a highlighted `<pre>`; code and theme are fixed, so results are cached. */
export async function highlightSample(sample: CodeSample): Promise<string> {
  const key = `${sample.lang}\n${sample.code}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const html = (await getHighlighter()).codeToHtml(sample.code, { lang: sample.lang, theme: THEME });
  cache.set(key, html);
  return html;
}
