// A stored page's bytes are shared by many responses, so its scripts cannot carry a per-response
// nonce: the policy lists the SHA-256 of each inline script with 'strict-dynamic' instead.
import { createHash } from "node:crypto";

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD) are not run, so the policy need not name them. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** `sha256-…` of every inline script the browser would run, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * React Router's inline module script ends with `import("<entry>")`. Chromium treats a dynamic
 * import made by a parser-inserted inline script as parser-inserted, which 'strict-dynamic' does
 * not trust without a nonce; a script element the hashed script creates is trusted. Returns the
 * page unchanged (and `false`) when the import is not there.
 */
export function loadEntryThroughScriptElement(html: string, entryModule: string): { html: string; rewritten: boolean } {
  const call = `import(${JSON.stringify(entryModule)});`;
  const at = html.indexOf(call);
  if (at === -1) return { html, rewritten: false };
  const element = `{const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entryModule)};document.head.appendChild(s)}`;
  return { html: html.slice(0, at) + element + html.slice(at + call.length), rewritten: true };
}
