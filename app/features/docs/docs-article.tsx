import type { Root } from "hast";
import { DocsContent } from "./docs-content.tsx";

type DocsArticleProps = {
  title: string;
  description: string;
  /** How current the page is ("June 2025 · platform release 3.4"). */
  updated?: string;
  body: Root;
};

/** A docs page's own content: its title, lead and body. The page around it holds the navigation. */
export function DocsArticle({ title, description, updated, body }: DocsArticleProps) {
  return (
    <article className="break-words">
      <header className="border-b pb-8">
        {updated && <p className="text-sm font-medium text-primary">Updated {updated}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{description}</p>
      </header>
      <DocsContent body={body} className="mt-10" />
    </article>
  );
}
