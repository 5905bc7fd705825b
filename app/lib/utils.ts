import { clsx, type ClassValue } from "clsx";

// Class merging for the utilities this site's components override. tailwind-merge did this with
// ~8 KB gzip on every page (3 KB with a trimmed config); the groups below are all the site needs.
// Classes outside them are kept as they are. See docs/decisions/004-class-merging.md.

const isSpacing = (v: string) => /^(-?\d+(\.\d+)?|\d+\/\d+|px|auto|full|screen|fit|min|max|dvh|svh|\[.+\])$/.test(v);
const isTextSize = (v: string) => /^(xs|sm|base|lg|xl|\dxl|\[.+\])$/.test(v);
const any = () => true;

/** [group, class prefix, value check]; a bare keyword group has an empty prefix. */
const GROUPS: ReadonlyArray<readonly [string, string, (value: string) => boolean]> = [
  ["display", "", (v) => /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents)$/.test(v)],
  ["position", "", (v) => /^(static|fixed|absolute|relative|sticky)$/.test(v)],
  ["decoration", "", (v) => /^(underline|no-underline|line-through)$/.test(v)],
  ["text-size", "text-", isTextSize],
  ["text-color", "text-", (v) => !isTextSize(v) && !/^(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$/.test(v)],
  ["font-weight", "font-", (v) => /^(thin|light|normal|medium|semibold|bold|extrabold|black)$/.test(v)],
  ["bg-color", "bg-", (v) => !/^(gradient|linear|radial|conic|none|fixed|local|scroll|clip|origin|repeat|no-repeat|cover|contain|center|top|bottom|left|right)/.test(v)],
  ["border-color", "border-", (v) => !/^(\d+|x|y|t|r|b|l|s|e|solid|dashed|dotted|double|none|hidden|collapse|separate|spacing)(-|$)/.test(v)],
  ["rounded", "rounded", (v) => v === "" || /^-(none|xs|sm|md|lg|xl|\dxl|full|\[.+\])$/.test(v)],
  ["shadow", "shadow", (v) => v === "" || /^-(none|xs|sm|md|lg|xl|2xl|inner)$/.test(v)],
  ["leading", "leading-", any],
  ["tracking", "tracking-", any],
  ["whitespace", "whitespace-", any],
  ["justify", "justify-", (v) => /^(start|end|center|between|around|evenly|stretch|normal)$/.test(v)],
  ["items", "items-", any],
  ["self", "self-", any],
  ["overflow", "overflow-", (v) => /^(auto|hidden|clip|visible|scroll)$/.test(v)],
  ["opacity", "opacity-", any],
  ["max-w", "max-w-", any],
  ...["min-h", "min-w", "size", "h", "w", "gap", "p", "px", "py", "pt", "pr", "pb", "pl", "m", "mx", "my", "mt", "mr", "mb", "ml"].map(
    (group) => [group, `${group}-`, isSpacing] as const,
  ),
];

/** A shorthand also settles the longhands it covers. */
const COVERS: Readonly<Record<string, string[]>> = {
  p: ["px", "py", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
};

function groupOf(utility: string): string | undefined {
  const bare = utility.replace(/^!|!$/g, "").replace(/^-/, "");
  for (const [group, prefix, accepts] of GROUPS) {
    if (prefix === "" ? accepts(bare) : bare.startsWith(prefix) && accepts(bare.slice(prefix.length))) return group;
  }
  return undefined;
}

/** A page renders the same few hundred class lists again and again (hydration included). */
const merged = new Map<string, string>();
const MERGED_LIMIT = 2000;

/** Later classes win over earlier ones of the same group under the same variants. */
function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= MERGED_LIMIT) merged.clear();
    result = mergeUncached(classList);
    merged.set(classList, result);
  }
  return result;
}

function mergeUncached(classList: string): string {
  const kept: string[] = [];
  const settled = new Set<string>();
  const classes = classList.split(/\s+/).filter(Boolean);
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const cut = className.lastIndexOf(":");
    const variants = className.slice(0, cut + 1);
    const group = groupOf(className.slice(cut + 1));
    if (group) {
      if (settled.has(variants + group)) continue;
      for (const covered of [group, ...(COVERS[group] ?? [])]) settled.add(variants + covered);
    }
    kept.unshift(className);
  }
  return kept.join(" ");
}

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
