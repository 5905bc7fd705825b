// A page's front matter: the YAML block at the top of its Markdown file.
import type { Root } from "mdast";
import type { VFile } from "vfile";
import { fail } from "./fail.ts";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { DOCS_ICON_NAMES } from "#app/features/docs/content-model.ts";

const text = z.string().trim().min(1);

/** Unknown keys are refused, so a misspelt one is an error rather than silently ignored. */
const FrontMatterSchema = z.strictObject({
  /** The page's H1, its browser title and its name in llms.txt. */
  title: text,
  /** The lead paragraph under the title, the page's meta description and its llms.txt summary. */
  description: text,
  /** A shorter name for the sidebar and the previous/next links; the title otherwise. */
  sidebarTitle: text.optional(),
  /** Place among the pages of its folder (a folder's index.md places the folder); lower comes first. */
  order: z.number().optional(),
  icon: z.enum(DOCS_ICON_NAMES).optional(),
  /** A line above the title saying how current the page is. */
  updated: text.optional(),
});

export type FrontMatter = z.output<typeof FrontMatterSchema>;

/** Reads and checks the front matter, removing it from the tree; fails the file when it is missing or wrong. */
export function takeFrontMatter(tree: Root, file: VFile): FrontMatter {
  const first = tree.children[0];
  if (first?.type !== "yaml") fail(file, "The page has no front matter: start it with a --- block giving at least its title and description.");
  let data: unknown;
  try {
    data = parseYaml(first.value);
  } catch (error) {
    fail(file, `The front matter is not valid YAML: ${(error as Error).message}`, first);
  }
  const result = FrontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`);
    fail(file, `The front matter is wrong: ${problems.join("; ")}`, first);
  }
  tree.children.shift();
  return result.data;
}
