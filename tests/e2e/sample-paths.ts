import { pages } from "#app/config/pages.ts";

/**
 * Every registered page as a concrete URL path, with sample values for parameters. Pages of one
 * record (a post's slug, a booking's token) exist only once the record does; their specs open them.
 */
export const samplePaths = [
  ...new Set(
    pages
      .filter(({ path }) => !/:(slug|token)\b/.test(path))
      .map(({ path }) =>
        `/${path}`.replace("docs/*", "docs/deployment/upgrading").replace("/*", "/enterprise").replace(":author", "lumenguard-team").replace(":tag", "ai-governance").replace(":operation", "list-aliases"),
      ),
  ),
];
