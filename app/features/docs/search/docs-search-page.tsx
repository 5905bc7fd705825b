import { BackToDocs } from "#app/features/docs/back-to-docs.tsx";
import { DocsSignOut } from "#app/features/docs/docs-gate.tsx";
import { DocsSearchBox } from "./docs-search-box.tsx";
import { HitTitle, KindLabel, Marked } from "./search-hit-parts.tsx";
import { describeAnswer, type DocsSearchAnswer } from "./search-docs.ts";

/**
 * The unlocked /docs/search page: the search box with the query, a summary, and the results, each
 * a link to its section with the matching words marked. Works without script (the box is a GET form).
 */
export function DocsSearchPage({ answer }: { answer: DocsSearchAnswer }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToDocs />
        <DocsSignOut />
      </div>

      <h1 className="mt-6 text-3xl font-bold tracking-tight">Search the documentation</h1>
      <div className="mt-6">
        <DocsSearchBox initialQuery={answer.query} variant="page" />
      </div>

      <p className="mt-6 text-sm font-medium">
        {describeAnswer(answer)}
        {answer.total > answer.hits.length && ` Showing the best ${answer.hits.length}.`}
      </p>

      {answer.hits.length > 0 && (
        <ol aria-label="Search results" className="mt-4 divide-y rounded-lg border">
          {answer.hits.map((hit) => (
            <li key={hit.id}>
              <a href={hit.href} className="group block p-4 hover:bg-accent/50">
                <span className="flex flex-wrap items-center gap-2">
                  <KindLabel kind={hit.kind} />
                  <span className="font-semibold text-primary underline-offset-4 group-hover:underline">
                    <HitTitle hit={hit} />
                  </span>
                </span>
                <span className="mt-1.5 block text-sm leading-6 text-muted-foreground">
                  <Marked parts={hit.excerpt} />
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
