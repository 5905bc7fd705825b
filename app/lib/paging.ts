// Page maths shared by the paginated blog list and the sitemap's parts. Pages count from 1; a
// window is a half-open range [start, end) of positions in the whole list.

export type Window = { start: number; end: number };

/** Up to nine digits: far beyond any real list, and always a safe integer. */
const PAGE_NUMBER = /^[1-9]\d{0,8}$/;

/**
 * A page number as the site writes it: a positive whole number without a sign or leading zeros.
 * Anything else (0, -1, 1.5, 02, "two") is null, so one page has one address.
 */
export function parsePageNumber(text: string): number | null {
  return PAGE_NUMBER.test(text) ? Number(text) : null;
}

/**
 * How many pages `count` items fill, at least one (an empty list still has its first page). The
 * first page holds `lead` items more than the others (the blog's featured article above its grid).
 */
export function pageCount(count: number, size: number, lead = 0): number {
  return Math.max(1, Math.ceil((count - lead) / size));
}

/** The positions page `page` holds, the first page with its `lead` items more. */
export function pageWindow(page: number, size: number, lead = 0): Window {
  return { start: page === 1 ? 0 : lead + (page - 1) * size, end: lead + page * size };
}

/**
 * A window over a list whose first `headLength` items are in memory (the pinned articles, the
 * static pages) and the rest in the database: which of the head to take, and the rows to read.
 */
export function splitWindow({ start, end }: Window, headLength: number): { head: Window; tail: { offset: number; limit: number } } {
  return {
    head: { start: Math.min(start, headLength), end: Math.min(end, headLength) },
    tail: { offset: Math.max(start - headLength, 0), limit: Math.max(end - Math.max(start, headLength), 0) },
  };
}

export type PagerItem = number | "gap";

/** A pager shows every page up to this many; beyond, it always shows this many items. */
const PAGER_ITEMS = 7;

/**
 * The page numbers a pager shows: the first and the last, the current one and its neighbours, and
 * a gap for what lies between. Past seven pages it is always seven items, so the pager keeps its
 * width from page to page and fits a phone: near an end the run grows to five instead of a gap.
 */
export function pagerItems(current: number, last: number): PagerItem[] {
  const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last <= PAGER_ITEMS) return run(1, last);
  if (current <= 4) return [...run(1, 5), "gap", last];
  if (current >= last - 3) return [1, "gap", ...run(last - 4, last)];
  return [1, "gap", current - 1, current, current + 1, "gap", last];
}
