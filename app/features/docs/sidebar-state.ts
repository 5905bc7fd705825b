// The docs sidebar remembers expanded/collapsed in a plain (not HttpOnly) cookie: the browser
// writes it when toggled and the loader reads it, so the server renders the remembered state.
import { parseCookie } from "cookie";
import { docsSidebar } from "#app/config/site.ts";

export const SIDEBAR_COOKIE = "docs_sidebar";

export type SidebarState = "expanded" | "collapsed";

/** Expanded unless the visitor collapsed it. */
export function sidebarStateFromCookieHeader(header: string | null | undefined): SidebarState {
  if (!header) return "expanded";
  return parseCookie(header)[SIDEBAR_COOKIE] === "collapsed" ? "collapsed" : "expanded";
}

/** The document.cookie assignment that stores the state for the spec's seven days. */
export function sidebarStateCookie(state: SidebarState): string {
  const maxAge = docsSidebar.stateCookieDays * 24 * 60 * 60;
  return `${SIDEBAR_COOKIE}=${state}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
