import { createContext } from "react";
import type { ReactElement } from "react";

/**
 * The server's renderToString, provided by entry.server.tsx: an island on a page that does not
 * hydrate is rendered as a tree of its own, so its ids (useId) are the ones the browser's
 * hydrateRoot makes. Absent in the browser, where react-dom/server is never loaded.
 */
export const IslandRenderer = createContext<((element: ReactElement) => string) | undefined>(undefined);
