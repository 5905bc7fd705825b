import type { CSSProperties } from "react";
import { docsSidebar } from "#app/config/site.ts";

/** The docs sidebar's widths as CSS variables: the sidebar, its icon rail and the phone drawer use them. */
export const sidebarWidths = {
  "--sidebar-width": `${docsSidebar.widthRem}rem`,
  "--sidebar-width-icon": `${docsSidebar.iconWidthRem}rem`,
  "--sidebar-width-mobile": `${docsSidebar.mobileWidthRem}rem`,
} as CSSProperties;
