// Page maths for lists read a window at a time (the sitemap's parts). Pages count from 1; a window
// is a half-open range [start, end) of positions in the whole list.

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
