// The alert rules and the Grafana dashboard committed in docs/operations/ ask only for series this
// server exposes: a renamed metric breaks this test instead of silencing an alert in production.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { createCoreApp } from "#server/app.ts";
import { createPageCache, type PageCache } from "#server/page-cache.ts";
import { silentLogger, testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, loadServerBuild } from "#tests/integration/support/site-harness.ts";
import { startMetrics, type ServerMetrics } from "./index.ts";

const TOKEN = "alerting-token-0123456789abcdef";
const RULES = readFileSync("docs/operations/alerts.yml", "utf8");
const DASHBOARD = JSON.parse(readFileSync("docs/operations/grafana-dashboard.json", "utf8")) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };

/** This server's series named in a PromQL text; a histogram's _bucket, _sum and _count are its own name. */
const seriesIn = (promql: string) =>
  [...promql.matchAll(/\b((?:lumenguard|process|nodejs)_[a-z0-9_]+)/g)].map(([, name]) => name!.replace(/_(bucket|sum|count)$/, ""));

/** The `expr:` of every rule, the block ones (`expr: |`) included. */
function ruleExpressions(yaml: string): string[] {
  const expressions: string[] = [];
  const lines = yaml.split("\n");
  lines.forEach((line, index) => {
    const match = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!match) return;
    if (match[2] !== "|") return void expressions.push(match[2]!);
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() && next.search(/\S/) <= match[1]!.length) break;
      block.push(next.trim());
    }
    expressions.push(block.join(" "));
  });
  return expressions;
}

// PostgreSQL when there is one (CI): the pool's series exist only there.
const target = testDatabaseTargets().at(-1)!;
/** Series the embedded database has no use for. */
const POSTGRES_ONLY = /^lumenguard_db_pool_/;

describe(`alert rules and dashboard on ${target.name}`, () => {
  let handle: TestDatabaseHandle;
  let pageCache: PageCache;
  let metrics: ServerMetrics;
  let server: http.Server;
  let exposed: Set<string>;

  beforeAll(async () => {
    handle = await target.open();
    const env = testEnv({ METRICS_TOKEN: TOKEN });
    const build = await loadServerBuild();
    pageCache = await createPageCache({ env, db: handle.db, logger: silentLogger, build });
    metrics = await startMetrics({ env, logger: silentLogger, database: handle, pageCache, build });
    server = http.createServer(createCoreApp({ env, db: handle.db, logger: silentLogger, metrics }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const text = await (
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    exposed = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map(([, name]) => name!));
  }, 60_000);

  const expectExposed = (name: string, where: string) => {
    if (target.name === "pglite" && POSTGRES_ONLY.test(name)) return;
    expect(exposed, `${name} in ${where}`).toContain(name);
  };

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await metrics.stop();
    await pageCache.stop();
    await handle.close();
    await closeServerBuild();
  });

  it("every rule watches series the server exposes", () => {
    const expressions = ruleExpressions(RULES);
    expect(expressions.length).toBeGreaterThanOrEqual(10);
    for (const expression of expressions) for (const name of seriesIn(expression)) expectExposed(name, expression);
  });

  it("every dashboard panel charts series the server exposes", () => {
    for (const panel of DASHBOARD.panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const { expr } of panel.targets) for (const name of seriesIn(expr)) expectExposed(name, `"${panel.title}"`);
    }
  });

  it("alerts on what the issue names: outbox age, dead messages, the 5xx rate and readiness", () => {
    const all = ruleExpressions(RULES).join("\n");
    for (const watched of ["lumenguard_outbox_oldest_pending_age_seconds", 'outcome="dead"', 'status=~"5.."', "lumenguard-readyz"]) expect(all).toContain(watched);
  });
});
