// The reference's examples highlighted once, at build time, in the theme of the site's other code
// (app/features/products/highlight.server.ts): the pages ship the markup and never shiki.
import { createHighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import json from "shiki/langs/json.mjs";
import yaml from "shiki/langs/yaml.mjs";
import githubDark from "shiki/themes/github-dark-default.mjs";
import type { CodeExample, CodeLanguage } from "./model.ts";

export type Highlight = (code: string, language: CodeLanguage) => CodeExample;

export async function createHighlight(): Promise<Highlight> {
  const highlighter = await createHighlighterCore({
    themes: [githubDark],
    langs: [json, yaml],
    engine: createJavaScriptRegexEngine(),
  });
  return (code, language) => ({
    language,
    code,
    html: language === "text" ? null : highlighter.codeToHtml(code, { lang: language, theme: "github-dark-default" }),
  });
}
