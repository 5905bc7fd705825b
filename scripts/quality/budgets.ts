// The performance budgets `npm test` enforces (issue: quality gates). Pure, so a test can feed it
// an over-budget case and see it fail.

import type { FirstLoadJs } from "./first-load-js.ts";

export const BUDGETS = {
  /**
   * First-load JavaScript per route, gzip (every same-origin script and modulepreload, and any
   * script an inline one adds), and the script files it loads up front (each a request before the
   * page works). Every public route meets issue #21's limits, whether or not it hydrates; the admin,
   * which hydrates whole and whose users sign in on a desktop, keeps the earlier ceiling (decision 032).
   */
  firstLoadJs: {
    public: { bytes: 110 * 1024, files: 12 },
    admin: { bytes: 140 * 1024, files: 20 },
  },
  /**
   * A public page's HTML, uncompressed (issue "Years of data"): a list that grows with the years
   * (the blog's) is paged long before it nears this. The admin's lists are paged too, but are not
   * a visitor's first load.
   */
  publicHtmlBytes: 300 * 1024,
  /** All CSS the site ships, gzip. */
  totalCssBytes: 30 * 1024,
  /** Any single image file. */
  imageBytes: 200 * 1024,
} as const;

export type Measurements = {
  routes: FirstLoadJs[];
  cssGzipBytes: number;
  images: { file: string; bytes: number }[];
};

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function budgetViolations(measured: Measurements, budgets: typeof BUDGETS = BUDGETS): string[] {
  const violations: string[] = [];
  for (const route of measured.routes) {
    const limit = isAdminPath(route.path) ? budgets.firstLoadJs.admin : budgets.firstLoadJs.public;
    if (route.gzipBytes > limit.bytes) {
      violations.push(`${route.path}: first-load JS ${kb(route.gzipBytes)} > ${kb(limit.bytes)}`);
    }
    if (route.files.length > limit.files) {
      violations.push(`${route.path}: ${route.files.length} script files > ${limit.files}`);
    }
    if (!isAdminPath(route.path) && route.htmlBytes > budgets.publicHtmlBytes) {
      violations.push(`${route.path}: HTML ${kb(route.htmlBytes)} > ${kb(budgets.publicHtmlBytes)}`);
    }
  }
  if (measured.cssGzipBytes > budgets.totalCssBytes) {
    violations.push(`CSS ${kb(measured.cssGzipBytes)} > ${kb(budgets.totalCssBytes)}`);
  }
  for (const image of measured.images) {
    if (image.bytes > budgets.imageBytes) violations.push(`${image.file}: ${kb(image.bytes)} > ${kb(budgets.imageBytes)}`);
  }
  return violations;
}
