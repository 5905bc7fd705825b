import { ChevronRight } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { SearchInput } from "#app/components/ui/search-input.tsx";
import { useTypedBeforeHydration } from "#app/components/forms/use-typed-before-hydration.ts";
import { countEndpoints, searchEndpointGroups, type EndpointGroup } from "./api-catalogue.ts";
import { MethodBadge } from "./method-badge.tsx";

const NO_RESULTS_MESSAGE = "No endpoints found matching your search.";

export type ApiSearchProps = {
  groups: EndpointGroup[];
  /** ?q= from the URL: the search also works as a plain GET form without JavaScript. */
  initialQuery: string;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * The search over the API catalogue and the endpoint groups it leaves, filtering as the reader
 * types; Escape clears it. An island (api-search-island.tsx), woken by the first focus in it. ("/"
 * is the docs search's, on every docs page.)
 */
export function ApiSearch({ groups, initialQuery }: ApiSearchProps) {
  const [query, setQuery] = useState(initialQuery);
  const form = useRef<HTMLFormElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(form, { q: initialQuery }, (typed) => setQuery(typed.q ?? ""));
  const results = useMemo(() => searchEndpointGroups(groups, query), [groups, query]);
  const groupSizes = useMemo(() => new Map(groups.map((group) => [group.id, group.endpoints.length])), [groups]);
  const total = countEndpoints(groups);
  const shown = countEndpoints(results);
  const searching = query.trim() !== "";

  const clearSearch = () => {
    setQuery("");
    searchBox.current?.focus();
  };

  return (
    <>
      <form ref={form} role="search" method="get" className="mt-10" onSubmit={(event) => event.preventDefault()}>
        <Label htmlFor="api-search" className="mb-2">
          Search endpoints
        </Label>
        <SearchInput
          ref={searchBox}
          id="api-search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && query !== "") {
              event.preventDefault();
              setQuery("");
            }
          }}
          placeholder="Name, path or group, e.g. aliases"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="api-search-hint"
          data-field="q"
        />
        <p id="api-search-hint" className="mt-2 text-xs text-muted-foreground">
          Press <kbd className="rounded border bg-muted px-1 font-mono">Esc</kbd> to clear.
        </p>
      </form>

      <p role="status" className={results.length === 0 ? "mt-6 text-center font-medium" : "mt-4 text-sm font-medium"}>
        {!searching
          ? `${plural(total, "endpoint")} in ${plural(groups.length, "group")}.`
          : results.length === 0
            ? NO_RESULTS_MESSAGE
            : `${plural(shown, "endpoint")} in ${plural(results.length, "group")} match your search.`}
      </p>

      {results.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed p-8 text-center">
          <p className="text-sm text-muted-foreground">
            Try a group such as Tenants, a word such as <q>delete</q>, or part of a path such as <code className="font-mono">/v1/models</code>.
          </p>
          <a
            href="/docs/api"
            onClick={(event) => {
              event.preventDefault();
              clearSearch();
            }}
            className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Clear search
          </a>
        </div>
      ) : (
        <>
          <nav aria-label="Endpoint groups" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {results.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#${group.id}`}
                    className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm hover:border-primary/40 hover:bg-accent"
                  >
                    {group.title}
                    <span className="rounded-full bg-muted px-1.5 text-xs text-muted-foreground">
                      {group.endpoints.length}
                      <span className="sr-only"> endpoints</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-10 grid gap-12">
            {results.map((group) => (
              <GroupSection key={group.id} group={group} size={groupSizes.get(group.id) ?? group.endpoints.length} />
            ))}
          </div>
        </>
      )}
    </>
  );
}

function GroupSection({ group, size }: { group: EndpointGroup; size: number }) {
  const shown = group.endpoints.length;
  return (
    <section id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b pb-2">
        <h2 id={`${group.id}-title`} className="text-xl font-semibold tracking-tight">
          {group.title}
        </h2>
        <Badge variant="secondary">{shown === size ? plural(size, "endpoint") : `${shown} of ${plural(size, "endpoint")}`}</Badge>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{group.description}</p>
      <ul className="mt-4 divide-y rounded-lg border">
        {group.endpoints.map((endpoint) => (
          <li key={endpoint.operationId}>
            <a
              href={endpoint.href}
              className="group grid gap-2 p-3 hover:bg-accent/50 sm:grid-cols-[minmax(0,22rem)_minmax(0,1fr)_auto] sm:items-start sm:gap-4"
            >
              <span className="flex items-start gap-3">
                <MethodBadge method={endpoint.method} />
                <code className="font-mono text-sm break-all">{endpoint.path}</code>
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium">{endpoint.name}</span>
                <span className="block text-sm text-muted-foreground">{endpoint.description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="hidden size-4 text-muted-foreground group-hover:text-primary sm:block" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
