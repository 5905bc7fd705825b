// Syntax highlighting runs on the server (and, for the docs, at build time) only: pages ship
// highlighted markup, never shiki. The fine-grained core with the JavaScript regex engine avoids
// loading the WASM engine; only the languages the site's samples and docs use are loaded.
import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import json from "shiki/langs/json.mjs";
import python from "shiki/langs/python.mjs";
import shellscript from "shiki/langs/shellscript.mjs";
import typescript from "shiki/langs/typescript.mjs";
import yaml from "shiki/langs/yaml.mjs";
import githubDark from "shiki/themes/github-dark-default.mjs";

const CODE_THEME = "github-dark-default";

/**
 * How every block is highlighted: the site's theme, and no time limit per line. With shiki's
 * default (500 ms), a busy machine gives up on a line and leaves it plain, so one page would be
 * rendered differently from one run, or one process, to the next.
 */
export const HIGHLIGHT_OPTIONS = { theme: CODE_THEME, tokenizeTimeLimit: 0 } as const;

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter per process, created on first use. */
export function codeHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [githubDark],
    langs: [python, shellscript, yaml, json, typescript],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}
