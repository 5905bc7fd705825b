import { BackToDocs } from "./back-to-docs.tsx";
import { ExternalLink, FileDown, KeyRound, Package, SquareTerminal } from "lucide-react";
import type { ReactNode } from "react";
import { links } from "#app/config/site.ts";
import type { EndpointGroup } from "./api-catalogue.ts";
import { ApiSearchIsland } from "./api-search-island.tsx";
import { DocsSignOut } from "./docs-gate.tsx";
import { API_DOCUMENT_PATH, API_REFERENCE_TITLE } from "./openapi/model.ts";
import { RichText } from "./rich-text.tsx";
import { DocsSearchBox } from "./search/docs-search-box.tsx";

type Props = {
  /** The OpenAPI document's version and description. */
  version: string;
  intro: string[];
  groups: EndpointGroup[];
  /** ?q= from the URL: the search also works as a plain GET form without JavaScript. */
  initialQuery: string;
};

/**
 * The unlocked /docs/api page: links (the OpenAPI document among them), then the search over the
 * operations with their groups, an island (api-search-island.tsx).
 */
export function ApiReference({ version, intro, groups, initialQuery }: Props) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToDocs />
        <DocsSearchBox />
        <DocsSignOut />
      </div>

      <header className="mt-6">
        <p className="text-sm font-medium text-primary">Version {version}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{API_REFERENCE_TITLE}</h1>
        {intro.map((paragraph) => (
          <p key={paragraph} className="mt-3 max-w-3xl leading-7 text-muted-foreground">
            <RichText text={paragraph} />
          </p>
        ))}
        <ul className="mt-6 flex flex-wrap gap-3">
          <ExternalButton href={links.apiRegister} icon={<KeyRound aria-hidden="true" />}>
            Register for API access
          </ExternalButton>
          <ExternalButton href={links.apiInteractiveDocs} icon={<SquareTerminal aria-hidden="true" />}>
            Interactive API docs
          </ExternalButton>
          <ExternalButton href={links.pythonPackage} icon={<Package aria-hidden="true" />}>
            Python package
          </ExternalButton>
          <li>
            <a href={API_DOCUMENT_PATH} download className={linkButton}>
              <FileDown aria-hidden="true" />
              Download the OpenAPI document
            </a>
          </li>
        </ul>
      </header>

      <ApiSearchIsland groups={groups} initialQuery={initialQuery} />
    </div>
  );
}

const linkButton =
  "inline-flex h-9 items-center gap-2 rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent [&_svg]:size-4";

function ExternalButton({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkButton}>
        {icon}
        {children}
        <ExternalLink aria-hidden="true" className="text-muted-foreground" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

