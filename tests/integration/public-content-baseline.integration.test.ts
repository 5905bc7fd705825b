// A fresh install shows what the site showed before its copy moved into the database (issue 35):
// every public route's main content and the announcement bar above the header, from the production
// build on an empty embedded database, equal the baseline kept in tests/fixtures. When a change to
// a page's copy is meant, refresh the baseline with UPDATE_CONTENT_BASELINE=1 and review its diff.
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#scripts/lib/free-port.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { samplePaths } from "#tests/e2e/sample-paths.ts";
import { ensureProductionBuild } from "#tests/integration/support/production-build.ts";

const BASELINE_FILE = "tests/fixtures/public-content-baseline.json";
const UPDATE = process.env.UPDATE_CONTENT_BASELINE === "1";

const publicPaths = samplePaths.filter((path) => path !== "/admin" && !path.startsWith("/admin/"));

/**
 * What a route shows of its content: the announcement bar (all before the header) and <main>,
 * without what differs per server, per response or per month (its address, nonces, form keys, the
 * glossary's "Last updated").
 */
function shownContent(html: string, siteUrl: string): string {
  const bodyStart = html.indexOf("<body");
  const banner = html.slice(html.indexOf(">", bodyStart) + 1, html.indexOf("<header"));
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>") + "</main>".length);
  return `${banner}\n${main}`
    .replaceAll(siteUrl, "<site>")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>")
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, "<instant>")
    // The glossary says it is current as of this month.
    .replace(/Last updated <!-- -->[A-Z][a-z]+ \d{4}<!-- -->/g, "Last updated <!-- --><this month><!-- -->");
}

describe("public content on a fresh install", () => {
  let server: ProductionServer;
  const shown = new Map<string, string>();

  beforeAll(async () => {
    ensureProductionBuild();
    server = await startProductionServer({ port: await freePort(), env: { DOCS_PASSWORD: "baseline docs password" } });
    for (const path of publicPaths) {
      const response = await fetch(`${server.baseUrl}${path}`);
      shown.set(path, response.ok ? shownContent(await response.text(), server.baseUrl) : `status ${response.status}`);
    }
    if (UPDATE) writeFileSync(BASELINE_FILE, `${JSON.stringify(Object.fromEntries(shown), null, 1)}\n`);
  }, 180_000);
  afterAll(() => server?.stop());

  const baseline = JSON.parse(readFileSync(BASELINE_FILE, "utf8")) as Record<string, string>;

  it("covers every public route", () => {
    expect(Object.keys(baseline).sort()).toEqual([...publicPaths].sort());
  });

  for (const path of publicPaths) {
    it(`${path} shows what it showed before`, () => {
      expect(shown.get(path)).toBe(baseline[path]);
    });
  }
});
