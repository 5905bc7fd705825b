/**
 * The URL parameters a keyset page travels in (app/lib/keyset.server.ts): `?after=…`, `?before=…`,
 * `?last=1`; none is the first page. Links that leave a list and come back keep them.
 */
export const PAGE_PARAMS = ["after", "before", "last"] as const;

/** The page parameters of an address, to carry into a link back to the same page. */
export const pageParamsOf = (params: URLSearchParams): Record<(typeof PAGE_PARAMS)[number], string | null> =>
  Object.fromEntries(PAGE_PARAMS.map((name) => [name, params.get(name)])) as Record<(typeof PAGE_PARAMS)[number], string | null>;
