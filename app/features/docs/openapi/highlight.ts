// The reference's examples highlighted once, at build time, by the site's one highlighter
// (app/lib/code-highlighter.server.ts): the bundle keeps the coloured tokens, as the docs pages'
// code blocks do, so neither a request nor a browser runs shiki.
import type { ElementContent } from "hast";
import { codeHighlighter, HIGHLIGHT_OPTIONS } from "#app/lib/code-highlighter.server.ts";
import type { CodeExample, CodeLanguage } from "./model.ts";

export type Highlight = (code: string, language: CodeLanguage) => CodeExample;

/** What an example reads as without colours: its text, as one token. */
export const plainTokens = (code: string): ElementContent[] => [{ type: "text", value: code }];

export async function createHighlight(): Promise<Highlight> {
  const highlighter = await codeHighlighter();
  return (code, language) => {
    if (language === "text") return { language, code, tokens: plainTokens(code) };
    // shiki's hast is <pre><code>…tokens…</code></pre>; CodeBlock draws the frame itself.
    const pre = highlighter.codeToHast(code, { lang: language, ...HIGHLIGHT_OPTIONS }).children[0];
    const inner = pre?.type === "element" ? pre.children[0] : undefined;
    return { language, code, tokens: inner?.type === "element" ? inner.children : plainTokens(code) };
  };
}
