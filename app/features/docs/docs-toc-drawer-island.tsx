import { Island } from "#app/islands/island.tsx";
import { DocsTocDrawer, type DocsTocDrawerProps } from "./docs-toc-drawer.tsx";

/**
 * The phone's table of contents as an island (app/islands/): it becomes live when the reader first
 * reaches for its button, and a press meanwhile opens the drawer once it is.
 */
export function DocsTocDrawerIsland(props: DocsTocDrawerProps) {
  return <Island name="docs-toc-drawer" component={DocsTocDrawer} props={props} />;
}
