import { docsSidebar } from "#app/config/site.ts";
import { sidebarStateCookie, type SidebarState } from "#app/features/docs/sidebar-state.ts";
import { activeSectionId } from "#app/lib/active-section.ts";
import { oncePerFrame } from "./frame.ts";
import { forEachMounted } from "./mounted.ts";
import { sectionPositions } from "./section-positions.ts";

const SIDEBAR_ID = "docs-sidebar";
/** Below the sticky site header (4rem) and docs toolbar (3rem), with a little room to read. */
const READING_LINE_PX = 140;

const isPhone = () => matchMedia(`(max-width: ${docsSidebar.mobileBreakpointPx - 0.02}px)`).matches;

/** Collapses or expands the desktop sidebar and remembers the choice for the server's next render. */
function toggleSidebar(doc: Document) {
  const sidebar = doc.getElementById(SIDEBAR_ID);
  if (!sidebar) return;
  const next: SidebarState = sidebar.dataset.state === "collapsed" ? "expanded" : "collapsed";
  sidebar.dataset.state = next;
  doc.querySelector("[data-docs-sidebar-toggle]")?.setAttribute("aria-expanded", String(next === "expanded"));
  doc.cookie = sidebarStateCookie(next);
}

/** Marks, in every table of contents, the link standing for the section being read (the first above them all). */
function markCurrentSection(doc: Document) {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>("[data-docs-toc] a[data-toc-covers]")];
  if (links.length === 0) return;
  const ids = [...new Set(links.map((link) => link.hash.slice(1)))];
  const active = activeSectionId(sectionPositions(doc, ids), READING_LINE_PX) ?? ids[0];
  for (const link of links) {
    if (link.dataset.tocCovers?.split(" ").includes(active ?? "")) link.setAttribute("aria-current", "location");
    else link.removeAttribute("aria-current");
  }
}

/**
 * The docs page (features/docs/docs-page.tsx): the toolbar button and Ctrl+B / Cmd+B collapse the
 * sidebar to icons and back (on a phone the shortcut presses the drawer's button instead), and the
 * tables of contents follow the section being read, the drawer's too when it opens.
 */
export function enhanceDocsSidebar(doc: Document) {
  doc.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-docs-sidebar-toggle]")) toggleSidebar(doc);
  });
  addEventListener("keydown", (event) => {
    if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (!doc.getElementById(SIDEBAR_ID)) return;
    event.preventDefault();
    if (isPhone()) doc.querySelector<HTMLElement>("[data-docs-drawer-button]")?.click();
    else toggleSidebar(doc);
  });
  const queue = oncePerFrame(() => markCurrentSection(doc));
  for (const type of ["scroll", "resize", "hashchange"]) addEventListener(type, queue, { passive: true });
  forEachMounted(doc, "[data-docs-toc]", queue);
}
