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

export const CODE_THEME = "github-dark-default";

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
