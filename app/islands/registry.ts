// The islands a page that does not hydrate may carry (decision 032), by name: the module the
// islands runtime loads to hydrate each. Its default export is the component <Island> renders.
import type { ComponentType } from "react";

export const islandModules = {
  "contact-form": () => import("#app/features/leads/contact-form-island.tsx"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandModules;
