// Variables in the docs' Markdown: `{{brand.name}}`, `{{links.supportDesk}}`, `{{addresses.support}}`
// are the values of app/config/site.ts, so the brand, addresses and links stay in that one module.
//
// They are replaced in the source, before it is parsed, rather than by a remark step: the page then
// reads exactly as if the writer had typed the value, wherever it stands (text, a link's URL, a
// bare address that GFM makes a link, a code block, a directive's attribute, the front matter,
// where YAML would read a leading `{` as a mapping), and the Markdown served to assistants, a slice
// of this same source, shows the values too. The values are one line each, so every line keeps its
// number and the later steps' errors still point at the writer's line.
import type { Node } from "unist";
import type { VFile } from "vfile";
import { addresses, brand, links } from "#app/config/site.ts";
import { fail } from "./fail.ts";

const GROUPS: Record<string, Readonly<Record<string, string | number>>> = { brand, addresses, links };

/** `\{{` (two literal braces, as in GitHub Actions' `${{ … }}`), a `{{…}}` variable, or a `{{` that opens nothing. */
const TOKEN = /\\\{\{|\{\{([^{}\n]*)\}\}|\{\{/g;

/** A node standing for the source's text at `offset`, for `fail` to name its line and column. */
function at(source: string, offset: number): Node {
  const before = source.slice(0, offset).split("\n");
  return { type: "variable", position: { start: { line: before.length, column: before.at(-1)!.length + 1 }, end: { line: before.length, column: before.at(-1)!.length + 1 } } };
}

function valueOf(name: string): string | undefined {
  const [group, key, ...rest] = name.split(".");
  const values = GROUPS[group ?? ""];
  if (!values || key === undefined || rest.length > 0 || !Object.hasOwn(values, key)) return undefined;
  return String(values[key]);
}

function unknown(name: string): string {
  const [group] = name.split(".");
  const values = GROUPS[group ?? ""];
  const known = values
    ? `{{${group}.…}} is one of ${Object.keys(values).join(", ")}`
    : `the groups are ${Object.keys(GROUPS).map((known) => `{{${known}.…}}`).join(", ")}`;
  return `Unknown variable {{${name}}}: ${known} (app/config/site.ts). Write \\{{ for two braces that are not a variable.`;
}

/** The source with every variable replaced by its value; fails at the first unknown one with its line and column. */
export function substituteVariables(source: string, file: VFile): string {
  return source.replace(TOKEN, (token, inner: string | undefined, offset: number) => {
    if (token === "\\{{") return "{{";
    if (inner === undefined) fail(file, "{{ opens a variable that is not closed with }}. Write \\{{ for two braces that are not a variable.", at(source, offset));
    const name = inner.trim();
    const value = valueOf(name);
    if (value === undefined) fail(file, unknown(name), at(source, offset));
    return value;
  });
}
