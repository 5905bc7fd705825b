import { pages } from "#app/config/pages.ts";

/** Every registered page as a concrete URL path, with sample values for parameters. */
export const samplePaths = [
  ...new Set(
    pages
      .filter(({ path }) => !path.includes(":slug"))
      .map(({ path }) =>
        `/${path}`.replace("/*", "/enterprise").replace(":author", "lumenguard-team").replace(":tag", "ai-governance"),
      ),
  ),
];
