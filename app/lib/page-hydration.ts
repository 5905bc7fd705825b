import { useMatches } from "react-router";

/**
 * What a route module may say through React Router's `handle` export. `hydrate: false`: the page is
 * server HTML plus the enhancer (app/enhance/), and its document leaves out React Router's scripts
 * (decision 032). Only for a page with nothing interactive of its own beyond what the enhancer does.
 */
type RouteHandle = { hydrate?: boolean };

export const withoutHydration = { hydrate: false } satisfies RouteHandle;

/**
 * False on the server for a page whose route does without hydration. In the browser the document
 * is hydrated by definition, and a client navigation to such a page keeps React Router's scripts.
 */
export function useDocumentHydrates(): boolean {
  const matches = useMatches();
  return typeof document !== "undefined" || matches.every((match) => (match.handle as RouteHandle | undefined)?.hydrate !== false);
}
