// The text a reader gets from server-rendered HTML, for comparing two renderings of the same
// content: tags go, block elements part their neighbours as a browser lays them out (innerText),
// inline elements (code, links, highlighted spans) do not, and whitespace runs fold to one space.
const BLOCK = new Set(
  "address article aside blockquote br caption dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul".split(" "),
);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

export function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?([a-zA-Z][\w-]*)[^>]*>/g, (_tag, name: string) => (BLOCK.has(name.toLowerCase()) ? " " : ""))
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_entity, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of the first element with this opening tag's name (e.g. "article"), nested ones included. */
export function elementText(html: string, tagName: string): string {
  const start = html.search(new RegExp(`<${tagName}[\\s>]`));
  const end = html.lastIndexOf(`</${tagName}>`);
  if (start === -1 || end === -1) throw new Error(`no <${tagName}> in the HTML`);
  return htmlText(html.slice(start, end));
}
