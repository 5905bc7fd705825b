// `npm run audit`: builds, starts the production server on a free loopback port with a fresh
// database, and writes audit/report.md + audit/report.json with first-load JS per route,
// Lighthouse mobile scores (median of 3 runs) and autocannon load figures.
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pages } from "#app/config/pages.ts";
import { measureFirstLoadJs, type FirstLoadJs } from "#scripts/quality/first-load-js.ts";
import { currentReport, keepingSections, REPORT_FILE } from "#scripts/lib/report-sections.ts";
import { LOAD_CONNECTIONS, LOAD_SECONDS, contactRequest, measureLoad, type LoadFigures } from "#scripts/lib/load-figures.ts";
import { startProductionServer } from "#scripts/lib/production-server.ts";
import { freePort } from "#scripts/lib/free-port.ts";

const LIGHTHOUSE_ROUTES = [
  "/",
  "/pricing",
  "/book-demo",
  "/demo/redport",
  "/contact-us",
  "/blog",
  "BLOG_POST",
  "/glossary",
  "/about-us",
  "/ai-trust-score-guardrails",
  "/solutions/legal-ai-governance",
  "/docs",
  // Two pages that do without hydration (decision 032).
  "/privacy-policy",
  "/copilot-security-gap",
];
const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Lighthouse's mobile metrics, reported as the median of the runs. */
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"] as const;

type LighthouseResult = {
  path: string;
  scores: Record<string, number>;
  metrics: Record<string, number>;
  /** Weighted audits below full marks in any run (performance metrics excluded: see `metrics`). */
  findings: string[];
};
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function firstPublishedPost(baseUrl: string): Promise<string | null> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const special = /lumenguard-gartner-cool-vendor/;
  const post = [...sitemap.matchAll(/<loc>([^<]+\/blog\/[^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).find((p) => !special.test(p));
  return post ?? null;
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (no trace, no paint) is repeated. */
async function lighthouseRun(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] }))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const reason = lhr?.runtimeError?.code ?? "no result";
    if (attempt === attempts) throw new Error(`lighthouse failed on ${url}: ${reason}`);
    console.warn(`lighthouse ${url}: ${reason}, running again`);
  }
}

async function lighthouseScores(baseUrl: string, routes: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      const runs: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const metricRuns: Record<string, number[]> = Object.fromEntries(METRICS.map((m) => [m, []]));
      const findings = new Set<string>();
      for (let i = 0; i < RUNS; i++) {
        const lhr = await lighthouseRun(`${baseUrl}${route}`, chrome.port);
        for (const category of CATEGORIES) {
          runs[category]!.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && ref.group !== "metrics") {
              findings.add(`${category}: ${ref.id}`);
            }
          }
        }
        for (const metric of METRICS) metricRuns[metric]!.push(lhr.audits[metric]?.numericValue ?? Number.NaN);
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs[c]!)]));
      const metrics = Object.fromEntries(METRICS.map((m) => [m, Math.round(median(metricRuns[m]!) * 1000) / 1000]));
      console.log(`lighthouse ${route}`, scores, metrics, [...findings]);
      results.push({ path: route, scores, metrics, findings: [...findings].sort() });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

async function load(title: string, options: Parameters<typeof measureLoad>[1]) {
  const figures = await measureLoad(title, options);
  console.log("load", figures);
  return figures;
}

async function main() {
  execSync("npm run build", { stdio: "inherit" });
  const { baseUrl, stop } = await startProductionServer({
    port: await freePort(),
    env: { RATE_LIMIT_PER_MINUTE: "1000000" },
  });
  try {
    const post = await firstPublishedPost(baseUrl);

    const publicPaths = pages
      .filter((p) => !p.path.includes(":") && !p.path.includes("*") && !p.path.startsWith("admin"))
      .map((p) => `/${p.path}`);
    const firstLoad: FirstLoadJs[] = [];
    for (const route of [...publicPaths, ...(post ? [post] : [])]) firstLoad.push(await measureFirstLoadJs(baseUrl, route));

    const lighthouseRoutes = LIGHTHOUSE_ROUTES.flatMap((r) => (r === "BLOG_POST" ? (post ? [post] : []) : [r]));
    const scores = await lighthouseScores(baseUrl, lighthouseRoutes);

    const loadFigures = [
      await load("static marketing page GET /pricing", { url: `${baseUrl}/pricing` }),
      ...(post ? [await load(`server-rendered blog post GET ${post}`, { url: `${baseUrl}${post}` })] : []),
      await load("POST /api/functions/send-contact-email", contactRequest(baseUrl)),
    ];

    const report = {
      generatedAt: new Date().toISOString(),
      machine: "2 cores, loopback, production build, embedded PGlite",
      firstLoadJs: firstLoad.map((r) => ({ path: r.path, gzipKB: +(r.gzipBytes / 1024).toFixed(1), files: r.files.length, hydrates: r.hydrates })),
      lighthouse: scores,
      load: loadFigures,
    };
    mkdirSync("audit", { recursive: true });
    writeFileSync("audit/report.json", `${JSON.stringify(report, null, 2)}\n`);
    // The bench blocks (npm run bench, npm run bench:scale) are measured separately and kept.
    writeFileSync(REPORT_FILE, keepingSections(renderMarkdown(report), currentReport()));
    console.log("wrote audit/report.md and audit/report.json");
  } finally {
    await stop();
  }
}

type Report = {
  generatedAt: string;
  machine: string;
  firstLoadJs: { path: string; gzipKB: number; files: number; hydrates: boolean }[];
  lighthouse: LighthouseResult[];
  load: LoadFigures[];
};

function renderMarkdown(report: Report): string {
  const lines = [
    "# Audit report",
    "",
    `Generated ${report.generatedAt} by \`npm run audit\` (${report.machine}).`,
    "",
    "## Lighthouse 12, mobile (median of 3 runs)",
    "",
    "| route | performance | accessibility | best practices | SEO |",
    "|---|---|---|---|---|",
    ...report.lighthouse.map(
      (r) => `| ${r.path} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} |`,
    ),
    "",
    "Median metrics: FCP and LCP in ms, TBT in ms, CLS unitless.",
    "",
    "| route | FCP | LCP | TBT | CLS | audits below full marks in any run |",
    "|---|---|---|---|---|---|",
    ...report.lighthouse.map((r) => {
      const m = (id: (typeof METRICS)[number]) => (id === "cumulative-layout-shift" ? r.metrics[id] : Math.round(r.metrics[id]!));
      const metricCells = METRICS.map(m).join(" | ");
      return `| ${r.path} | ${metricCells} | ${r.findings.join(", ") || "none"} |`;
    }),
    "",
    "## First-load JavaScript (gzip, every same-origin script and modulepreload in the HTML)",
    "",
    "| route | KB | files | hydrated |",
    "|---|---|---|---|",
    ...report.firstLoadJs.map((r) => `| ${r.path} | ${r.gzipKB} | ${r.files} | ${r.hydrates ? "yes" : "no"} |`),
    "",
    `## Load (autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s, loopback)`,
    "",
    "| target | req/s | p50 ms | p99 ms | non-2xx | errors |",
    "|---|---|---|---|---|---|",
    ...report.load.map((l) => `| ${l.title} | ${l.requestsPerSecond} | ${l.p50Ms} | ${l.p99Ms} | ${l.non2xx} | ${l.errors} |`),
    "",
  ];
  return lines.join("\n");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
