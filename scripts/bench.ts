// npm run bench: builds, starts the production server (one process, a fresh embedded database, the
// rate limit lifted) on a loopback port, and measures in one run what issue 20 asks for: every
// stored page against a static asset of about the same brotli size, POST send-contact-email
// against /healthz, the headers of /pricing and a revalidation. Prints a Markdown report and
// writes it into audit/report.md (between the bench markers; `npm run audit` keeps that block).
// BENCH_SECONDS (default 5) sets each target's duration, BENCH_PORT (default 4212) the port.
import { readdirSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { contactRequest, LOAD_CONNECTIONS, measureLoad, type LoadFigures } from "#scripts/lib/load-figures.ts";
import { currentReport, REPORT_FILE, sectionBlock, withSectionBlock } from "#scripts/lib/report-sections.ts";
import { startProductionServer } from "#scripts/lib/production-server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4212);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENT_DIR = "build/client";

/** The goals of issue 20, as ratios of the same run's figures. */
const GOALS = { storedPage: 0.8, blogPost: 0.5, lead: 0.25, leadP99Ms: 50 };

const brotliHeaders = { "accept-encoding": "br" };

/** Every precompressed file of the client build: its URL and brotli size. */
function staticAssets(): Array<{ url: string; bytes: number }> {
  const found: Array<{ url: string; bytes: number }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".br")) found.push({ url: `/${path.relative(CLIENT_DIR, full.slice(0, -3)).split(path.sep).join("/")}`, bytes: statSync(full).size });
    }
  };
  walk(CLIENT_DIR);
  return found;
}

const closestAsset = (assets: Array<{ url: string; bytes: number }>, bytes: number) =>
  assets.reduce((best, asset) => (Math.abs(asset.bytes - bytes) < Math.abs(best.bytes - bytes) ? asset : best));

/** The bytes a brotli-accepting client receives (fetch would decode them). */
function brotliSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: brotliHeaders }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

const ratio = (a: LoadFigures, b: LoadFigures) => (b.requestsPerSecond > 0 ? a.requestsPerSecond / b.requestsPerSecond : 0);
const mark = (ok: boolean) => (ok ? "yes" : "**no**");

async function main() {
  const { baseUrl, stop } = await startProductionServer({ port: PORT, env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
  try {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const post = [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)].map((m) => m[1]!).find((p) => !p.includes("rss"));
    if (!post) throw new Error("no blog post in the sitemap");
    const pages = [
      "/",
      "/pricing",
      "/about-us",
      "/solutions/red-teaming",
      "/privacy-policy",
      "/thank-you",
      "/blog",
      post,
      "/blog/rss.xml",
      "/sitemap.xml",
    ];
    const assets = staticAssets();
    const load = (title: string, options: Parameters<typeof measureLoad>[1]) => measureLoad(title, { duration: SECONDS, ...options });

    // Warm-up: the first request of each page renders and compresses it; the first leads compile schemas.
    for (const page of pages) await fetch(`${baseUrl}${page}`);
    await load("warm-up", { ...contactRequest(baseUrl), duration: 2 });

    const headLines = await (async () => {
      const head = await fetch(`${baseUrl}/pricing`, { method: "HEAD", headers: brotliHeaders });
      const wanted = ["cache-control", "etag", "vary", "content-encoding", "content-security-policy"];
      const revalidated = await fetch(`${baseUrl}/pricing`, { headers: { ...brotliHeaders, "if-none-match": head.headers.get("etag") ?? "" } });
      return [
        ...wanted.map((name) => `    ${name}: ${(head.headers.get(name) ?? "(none)").replace(/('sha256-[^']{8})[^']*'/g, "$1…'")}`),
        `    If-None-Match with that ETag: ${revalidated.status}`,
      ];
    })();

    const load1 = loadavg()[0]!.toFixed(1);
    const rows: string[] = [];
    const failures: string[] = [];
    const assetFigures = new Map<string, LoadFigures>();
    for (const page of pages) {
      const bytes = await brotliSize(`${baseUrl}${page}`);
      const asset = closestAsset(assets, bytes);
      const pageFigures = await load(`GET ${page}`, { url: `${baseUrl}${page}`, headers: brotliHeaders });
      let assetRun = assetFigures.get(asset.url);
      if (!assetRun) {
        assetRun = await load(`GET ${asset.url}`, { url: `${baseUrl}${asset.url}`, headers: brotliHeaders });
        assetFigures.set(asset.url, assetRun);
      }
      const goal = page === post ? GOALS.blogPost : GOALS.storedPage;
      const r = ratio(pageFigures, assetRun);
      const ok = r >= goal && pageFigures.non2xx === 0 && pageFigures.errors === 0;
      if (!ok) failures.push(`GET ${page}`);
      rows.push(
        `| GET ${page} | ${(bytes / 1024).toFixed(1)} KB | ${pageFigures.requestsPerSecond} | ${pageFigures.p50Ms} / ${pageFigures.p99Ms} | ` +
          `${asset.url} (${(asset.bytes / 1024).toFixed(1)} KB): ${assetRun.requestsPerSecond} | **${r.toFixed(2)}×** | ≥ ${goal}× | ${pageFigures.non2xx} | ${mark(ok)} |`,
      );
    }
    const lead = await load("POST /api/functions/send-contact-email", { ...contactRequest(baseUrl), duration: SECONDS });
    const health = await load("GET /healthz", { url: `${baseUrl}/healthz` });
    const leadRatio = ratio(lead, health);
    const leadOk = leadRatio >= GOALS.lead && lead.p99Ms < GOALS.leadP99Ms && lead.non2xx === 0 && lead.errors === 0;
    if (!leadOk) failures.push("POST send-contact-email");
    rows.push(
      `| POST /api/functions/send-contact-email | - | ${lead.requestsPerSecond} | ${lead.p50Ms} / ${lead.p99Ms} | /healthz: ${health.requestsPerSecond} | ` +
        `**${leadRatio.toFixed(2)}×** | ≥ ${GOALS.lead}×, p99 < ${GOALS.leadP99Ms} ms | ${lead.non2xx} | ${mark(leadOk)} |`,
    );

    const report = [
      "## Bench (npm run bench: one process, embedded database, loopback)",
      "",
      `Measured ${new Date().toISOString()}; Node ${process.version}; ${LOAD_CONNECTIONS} connections, ${SECONDS} s per target, ` +
        `brotli accepted; 1-minute load average before the run ${load1} on ${availableParallelism()} cores. Each page is compared with the ` +
        "static asset (served by express-static-gzip from the build's .br files) whose brotli size is closest.",
      "",
      "| target | brotli size | req/s | p50 / p99 ms | compared with: req/s | ratio | goal | non-2xx | met |",
      "|---|---|---|---|---|---|---|---|---|",
      ...rows,
      "",
      "`HEAD /pricing` (Accept-Encoding: br):",
      "",
      ...headLines,
      "",
      failures.length === 0 ? "Every goal met." : `Goals not met in this run: ${failures.join(", ")}.`,
    ].join("\n");
    console.log(report);
    writeFileSync(REPORT_FILE, withSectionBlock(currentReport(), "bench", sectionBlock("bench", report)));
    console.log(`\nwrote the bench section of ${REPORT_FILE}`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
