import type MiniSearch from "minisearch";
import { Search } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type RefObject } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { useTypedBeforeHydration } from "#app/components/forms/use-typed-before-hydration.ts";
import { cn } from "#app/lib/utils.ts";
import { loadDocsSearchIndex } from "./load-index.ts";
import { HitTitle, KindLabel, Marked } from "./search-hit-parts.tsx";
import { describeAnswer, searchDocs, type DocsSearchAnswer } from "./search-docs.ts";
import type { SearchDocument } from "./search-document.ts";
import { DOCS_SEARCH_PATH, docsSearchHref, MAX_QUERY_LENGTH, normaliseQuery } from "./search-options.ts";

export type DocsSearchProps = {
  /** The query already searched (the results page's), or "". */
  initialQuery: string;
  /** A compact box in a docs toolbar, or the results page's full-width one. */
  variant: "toolbar" | "page";
};

/** One search box per page, so fixed ids (an island's useId would repeat another island's). */
const IDS = { input: "docs-search", popup: "docs-search-popup", listbox: "docs-search-results", option: (index: number) => `docs-search-result-${index}` };
/** Results listed under the box; the results page has the rest. */
const SUGGESTIONS = 8;
/** Searching waits for a pause in typing this long. */
const DEBOUNCE_MS = 120;

/** For useSyncExternalStore as "rendered in the browser, after hydration": nothing changes later. */
const nothingToWatch = () => () => {};

type IndexState = { index?: MiniSearch<SearchDocument>; failed: boolean };

/** The index, loaded on the reader's first focus or keystroke (load-index.ts), not with the page. */
function useSearchIndex() {
  const [state, setState] = useState<IndexState>({ failed: false });
  const load = useCallback(() => {
    loadDocsSearchIndex().then(
      (index) => setState({ index, failed: false }),
      () => setState({ failed: true }),
    );
  }, []);
  return [state, load] as const;
}

const MARGIN = 8;
/** The results panel is at least this wide where the screen allows, and never wider than it. */
const POPUP_WIDTH = 512;

/**
 * Where the results panel goes, relative to the box's form (positioned): under the box,
 * right-aligned with it (the toolbar's box is at the right), as wide as the box or POPUP_WIDTH,
 * and always inside the screen (at 375 px it spans it). Not `fixed`: the docs toolbar's backdrop
 * blur would make the toolbar, not the screen, its frame.
 */
function usePopupPlacement(anchor: RefObject<HTMLElement | null>, open: boolean): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!anchor.current) return;
      const box = anchor.current.getBoundingClientRect();
      const screen = document.documentElement.clientWidth;
      const width = Math.min(Math.max(box.width, POPUP_WIDTH), screen - 2 * MARGIN);
      const left = Math.min(Math.max(MARGIN, box.right - width), screen - width - MARGIN);
      setStyle({ top: box.height + 6, left: left - box.left, width, maxHeight: Math.max(160, innerHeight - box.bottom - 6 - MARGIN) });
    };
    place();
    addEventListener("resize", place);
    return () => removeEventListener("resize", place);
  }, [anchor, open]);
  return style;
}

/**
 * The docs' full-text search box (an ARIA combobox with a listbox of results), an island on every
 * docs page: "/" focuses it from anywhere (app/enhance/slash-search.ts), which wakes it. Results
 * show as the reader types; arrows choose one, Enter opens it at its section (or, with none chosen,
 * the results page, where the form also goes without script), Escape closes the list.
 */
export function DocsSearch({ initialQuery, variant }: DocsSearchProps) {
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  // The chosen result, by id: typing or closing the list forgets it, but an answer that arrives
  // after the choice and still lists it keeps it (a fast typist's arrow and Enter open what they saw).
  const [chosenId, setChosenId] = useState<string>();
  const [answer, setAnswer] = useState<DocsSearchAnswer>();
  const [{ index, failed }, loadIndex] = useSearchIndex();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useTypedBeforeHydration(form, { q: initialQuery }, (typed) => {
    setQuery(typed.q ?? "");
    setOpen(true);
  });
  // The announcements' live region exists once the box is live, before anything is announced; the
  // server's HTML has nothing to announce (and the API reference's count stays its page's status).
  const live = useSyncExternalStore(nothingToWatch, () => true, () => false);
  // Focused before it woke ("/" or a tap): the index is wanted now.
  useEffect(() => {
    if (document.activeElement !== input.current) return;
    loadIndex();
    setOpen(true);
  }, [loadIndex]);

  useEffect(() => {
    if (!index) return;
    const timer = setTimeout(() => {
      setAnswer(searchDocs(index, query, SUGGESTIONS));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [index, query]);

  const searching = query.trim() !== "";
  const showPopup = open && searching;
  const hits = answer?.hits ?? [];
  const active = hits.findIndex((hit) => hit.id === chosenId);
  const placement = usePopupPlacement(form, showPopup);

  const close = () => {
    setOpen(false);
    setChosenId(undefined);
  };
  const go = (href: string) => {
    close();
    location.assign(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        setOpen(true);
        const count = hits.length;
        if (count === 0) return;
        const next = event.key === "ArrowDown" ? (active < 0 ? 0 : (active + 1) % count) : active <= 0 ? count - 1 : active - 1;
        setChosenId(hits[next]!.id);
        return;
      }
      case "Enter": {
        const chosen = showPopup ? hits[active] : undefined;
        // Nothing chosen: the form goes to the results page.
        if (!chosen) return;
        event.preventDefault();
        go(chosen.href);
        return;
      }
      case "Escape":
        if (showPopup) {
          event.preventDefault();
          close();
        } else if (query !== "") {
          event.preventDefault();
          setQuery("");
        }
        return;
    }
  };

  // The answer shown is the one for the text in the box (not one from before the last keystroke).
  const settled = index && answer?.query === normaliseQuery(query) ? answer : undefined;
  const message = failed
    ? "The search could not be loaded. Press Enter to search on the results page."
    : !settled
      ? "Searching…"
      : hits.length === 0
        ? describeAnswer(settled)
        : undefined;

  return (
    <form
      ref={form}
      role="search"
      action={DOCS_SEARCH_PATH}
      method="get"
      className={cn("relative", variant === "toolbar" ? "ml-auto w-36 min-w-0 sm:w-56 lg:w-64" : "w-full")}
      onBlur={(event) => {
        if (!form.current?.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={IDS.input} className="sr-only">
        Search the docs
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        ref={input}
        id={IDS.input}
        // A text field: a combobox may not be a search field in valid HTML; the keyboard still says search.
        type="text"
        enterKeyHint="search"
        name="q"
        value={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={variant === "toolbar" ? "Search docs" : "Search the docs and the API reference"}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={IDS.popup}
        aria-activedescendant={showPopup && active >= 0 ? IDS.option(active) : undefined}
        aria-keyshortcuts="/"
        data-field="q"
        data-slash-focus
        className={cn("peer pl-8", variant === "toolbar" ? "h-8 pr-3 sm:pr-8" : "h-11 text-base md:text-base")}
        onFocus={() => {
          loadIndex();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setChosenId(undefined);
          setOpen(true);
          loadIndex();
        }}
        onKeyDown={onKeyDown}
      />
      {variant === "toolbar" && (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border bg-muted px-1.5 font-mono text-xs text-muted-foreground peer-placeholder-shown:sm:block"
        >
          /
        </kbd>
      )}

      <div
        id={IDS.popup}
        hidden={!showPopup}
        style={placement}
        className="absolute z-50 overflow-y-auto overscroll-contain rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        <ul role="listbox" id={IDS.listbox} aria-label="Search results" hidden={hits.length === 0}>
          {hits.map((hit, position) => (
            <li
              key={hit.id}
              id={IDS.option(position)}
              role="option"
              aria-selected={position === active}
              className="cursor-pointer rounded-md px-3 py-2 aria-selected:bg-accent aria-selected:text-accent-foreground"
              // The box keeps the focus; the click opens the result.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setChosenId(hit.id)}
              onClick={() => go(hit.href)}
            >
              <span className="flex min-w-0 items-center gap-2">
                <KindLabel kind={hit.kind} />
                <span className="truncate text-sm font-medium">
                  <HitTitle hit={hit} />
                </span>
              </span>
              <span className="mt-1 line-clamp-2 text-xs text-muted-foreground">
                <Marked parts={hit.excerpt} />
              </span>
            </li>
          ))}
        </ul>
        {message && <p className="px-3 py-2 text-sm text-muted-foreground">{message}</p>}
        <a href={docsSearchHref(query)} className="mt-1 block rounded-md border-t px-3 py-2 text-sm font-medium text-primary hover:bg-accent">
          {answer && answer.total > hits.length ? `See all ${answer.total} results` : "Open the results page"}
        </a>
      </div>
      {live && (
        <p role="status" className="sr-only">
          {showPopup && settled ? describeAnswer(settled) : ""}
        </p>
      )}
    </form>
  );
}
