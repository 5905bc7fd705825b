// First-load JavaScript of a page: the gzip size of every same-origin script and modulepreload
// its HTML references, each file counted once.
import { gzipSync } from "node:zlib";

export type FirstLoadJs = {
  path: string;
  files: string[];
  gzipBytes: number;
  /** React Router hydrates the page (its context script is in the document). */
  hydrates: boolean;
  /** The document itself, uncompressed. */
  htmlBytes: number;
};

/**
 * Same-origin script URLs a document loads up front: module scripts, modulepreloads, imports in
 * inline modules, and scripts an inline script adds (`s.src="…"`: the enhancer's loader, a stored
 * page's entry).
 */
export function scriptUrlsIn(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/[^"']+\.js)["']/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/\.src\s*=\s*["'](\/[^"']+\.js)["']/g)) urls.add(match[1]!);
  return [...urls].filter((url) => url.startsWith("/") && !url.startsWith("//"));
}

/** `headers` are sent with the page's request only (a session cookie, to measure a signed-in page). */
export async function measureFirstLoadJs(baseUrl: string, path: string, headers?: Record<string, string>): Promise<FirstLoadJs> {
  const html = await (await fetch(new URL(path, baseUrl), { headers })).text();
  const files = scriptUrlsIn(html);
  let gzipBytes = 0;
  for (const file of files) {
    const body = Buffer.from(await (await fetch(new URL(file, baseUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { path, files, gzipBytes, hydrates: html.includes("window.__reactRouterContext"), htmlBytes: Buffer.byteLength(html) };
}
