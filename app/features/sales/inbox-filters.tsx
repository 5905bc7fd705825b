// The inbox's search and filters: a GET form, so every choice lands in the URL (bookmarkable,
// shareable, back-button friendly) and works before the page is hydrated. "/" jumps to the search.
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { SearchInput } from "#app/components/ui/search-input.tsx";
import { isSlashShortcut } from "#app/lib/slash-shortcut.ts";
import { LEAD_KINDS, leadKindLabels } from "./inbox.ts";
import { defaultSort, hasFilters, LEAD_SORTS, leadOriginLabels, type LeadOrigin, LEAD_STATUSES, leadSortLabels, leadStatusLabels, SEARCH_MAX_LENGTH, UNASSIGNED, type LeadFilters } from "./lead-pipeline.ts";

type Props = { filters: LeadFilters; owners: Array<{ id: string; email: string }>; clearHref: string };

function Select({ id, label, name, value, children }: { id: string; label: string; name: string; value: string | null; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ""}>
        {children}
      </NativeSelect>
    </div>
  );
}

export function InboxFilters({ filters, owners, clearHref }: Props) {
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSlashShortcut(event)) return;
      event.preventDefault();
      search.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // key: the form shows what the URL says after every navigation (back button included).
  const key = JSON.stringify(filters);
  return (
    <Form method="get" key={key} role="search" aria-label="Search and filter leads" className="rounded-xl border p-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-0 gap-1.5">
          <Label htmlFor="lead-search">Search</Label>
          <SearchInput
            ref={search}
            id="lead-search"
            name="q"
            defaultValue={filters.q ?? ""}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Name, e-mail, phone, company or message"
            aria-describedby="lead-search-hint"
          />
        </div>
        <Button type="submit">Search</Button>
      </div>
      <p id="lead-search-hint" className="mt-1 text-xs text-muted-foreground">
        Press / to search from anywhere on the page.
      </p>
      {/* On a phone the dates take a row each: a date field needs the width for its picker button. */}
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <Select id="filter-kind" label="Kind" name="kind" value={filters.kind}>
          <option value="">All kinds</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {leadKindLabels[kind]}
            </option>
          ))}
        </Select>
        <Select id="filter-status" label="Status" name="status" value={filters.status}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </Select>
        <Select id="filter-owner" label="Owner" name="owner" value={filters.owner}>
          <option value="">Anyone</option>
          <option value={UNASSIGNED}>Nobody (unassigned)</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.email}
            </option>
          ))}
        </Select>
        <div className="col-span-2 grid min-w-0 gap-1.5 sm:col-span-1">
          <Label htmlFor="filter-from">Received from</Label>
          <Input id="filter-from" type="date" name="from" defaultValue={filters.from ?? ""} />
        </div>
        <div className="col-span-2 grid min-w-0 gap-1.5 sm:col-span-1">
          <Label htmlFor="filter-to">Received until</Label>
          <Input id="filter-to" type="date" name="to" defaultValue={filters.to ?? ""} />
        </div>
        {/* The default order has no value, so a search typed next gets its own default, the best matches first. */}
        <Select id="filter-sort" label="Sort" name="sort" value={filters.sort === defaultSort(filters.q) ? "" : filters.sort}>
          {LEAD_SORTS.filter((sort) => sort !== "relevance" || filters.q).map((sort) => (
            <option key={sort} value={sort === defaultSort(filters.q) ? "" : sort}>
              {leadSortLabels[sort]}
            </option>
          ))}
        </Select>
      </div>
      <OriginFilter origin={filters.origin} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" size="sm">
          Apply filters
        </Button>
        {hasFilters(filters) && (
          <Link to={clearHref} className="inline-flex items-center gap-1 text-sm text-primary underline underline-offset-4">
            <X aria-hidden="true" className="size-4" />
            Clear search and filters
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The origin a link from the Insights page asked for: said in words, and kept when the form is sent again. */
function OriginFilter({ origin }: { origin: LeadFilters["origin"] }) {
  const entries = Object.entries(origin) as Array<[LeadOrigin, string]>;
  if (entries.length === 0) return null;
  return (
    <p className="mt-3 text-sm break-words">
      Only leads where{" "}
      {entries.map(([key, value], i) => (
        <span key={key}>
          {i > 0 && "; "}
          {leadOriginLabels[key]} is <strong>{value}</strong>
          <input type="hidden" name={key} value={value} />
        </span>
      ))}
      .
    </p>
  );
}
