/**
 * The reading text of server-rendered markup, for comparing what a page says before and after a
 * change of how it is made: one line per block element, whitespace collapsed, no scripts, icons or
 * attributes. Screen-reader-only text counts (it is read). A span is a word boundary, as the
 * components use spans for the badges and labels that sit side by side; other inline elements
 * (links, code, kbd) join the text around them, as a browser shows it.
 */
const BLOCK_TAGS =
  "address|article|aside|blockquote|br|dd|details|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export function htmlText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, "")
    .replace(new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi"), "\n")
    .replace(/<\/?span\b[^>]*>/gi, " ")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * The same text as one line, as a browser's innerText folds it: block elements part their
 * neighbours, inline ones (code, links, highlighted spans) do not, so highlighted code reads as
 * written. For comparing two renderings of a page whose spans are not word boundaries.
 */
export function flowText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(new RegExp(`</?(?:${BLOCK_TAGS}|caption)\\b[^>]*>`, "gi"), " ")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/** The text of the first element with this opening tag's name (e.g. "article"), nested ones included. */
export function elementText(html: string, tagName: string): string {
  const start = html.search(new RegExp(`<${tagName}[\\s>]`));
  const end = html.lastIndexOf(`</${tagName}>`);
  if (start === -1 || end === -1) throw new Error(`no <${tagName}> in the HTML`);
  return flowText(html.slice(start, end));
}
