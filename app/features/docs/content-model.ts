// The shape of the documentation the loader sends once the password is accepted. Only types and
// names live here (safe for the browser); the text itself is in content.server.ts.

/** Icons the table of contents and cards may use (mapped to lucide icons in the browser). */
export type DocsIconName =
  | "overview"
  | "components"
  | "gauge"
  | "shield"
  | "activity"
  | "swords"
  | "plug"
  | "map"
  | "rocket"
  | "checklist"
  | "steps"
  | "wrench"
  | "bot"
  | "building"
  | "scale"
  | "radar"
  | "book"
  | "play"
  | "calendar"
  | "lifebuoy";

/**
 * Text may carry `inline code` in backticks; nothing else is interpreted, so content can never
 * inject markup.
 */
export type RichText = string;

export type CodeLanguage = "bash" | "yaml" | "python" | "json" | "text";

export type DocsBlock =
  | { type: "paragraph"; text: RichText }
  | { type: "heading"; text: string }
  | { type: "list"; items: RichText[]; ordered?: boolean }
  | { type: "definitions"; items: { term: string; description: RichText }[] }
  | { type: "table"; caption: string; columns: string[]; rows: RichText[][] }
  | { type: "code"; language: CodeLanguage; title: string; code: string }
  | { type: "callout"; tone: "note" | "warning"; title: string; text: RichText }
  | { type: "steps"; steps: { title: string; text: RichText; code?: { language: CodeLanguage; title: string; code: string } }[] }
  | { type: "cards"; cards: { title: string; icon: DocsIconName; text: RichText; points?: RichText[] }[] };

export type DocsSection = {
  /** The anchor: /docs#<id>. */
  id: string;
  title: string;
  icon: DocsIconName;
  blocks: DocsBlock[];
  children?: DocsSection[];
};

type DocsLink = {
  title: string;
  description: string;
  href: string;
  icon: DocsIconName;
  external?: boolean;
};

export type DocsContent = {
  title: string;
  intro: string;
  updated: string;
  sections: DocsSection[];
  apiReference: { title: string; description: string; href: string };
  whatsNext: { id: string; title: string; links: DocsLink[] };
};

/** The table of contents is the sections' outline: every entry scrolls to its section. */
export type TocEntry = { id: string; title: string; icon: DocsIconName; children: TocEntry[] };

export function tableOfContents(sections: DocsSection[]): TocEntry[] {
  return sections.map((section) => ({
    id: section.id,
    title: section.title,
    icon: section.icon,
    children: tableOfContents(section.children ?? []),
  }));
}
