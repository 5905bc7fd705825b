// npm run bench:scale: the site with a company's years of data. Fills throw-away databases with
// the scale generator (scripts/lib/scale-data.ts), on PostgreSQL at 1,000, 10,000 and 100,000 leads
// and on the embedded database at 20,000, starts the production build on each, and measures as
// staff and visitors use it: every admin view (median of 5 after a warm-up), the leads CSV (first
// byte, whole file, the server's memory before and at its peak), the blog, feed and sitemap on a
// page-cache miss (right after an editor's change), the largest public page, and on the embedded
// database how long /healthz and a stored page wait while a search or an export runs, and its
// longest single statement. Prints the table and writes it into audit/report.md (the scale block).
// BENCH_SCALE picks scenarios ("1k,100k,embedded"); BENCH_DATABASE_URL (or TEST_DATABASE_URL) names
// a PostgreSQL server to create the databases on, else a throw-away cluster is started on
// BENCH_PG_PORT. `--only csv` measures the leads CSV alone and prints it without touching the report.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "#db/index.ts";
import { blogPosts } from "#db/schema.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { isPublic } from "#app/features/blog/publication.server.ts";
import { fillScaleData, type ScaleFigures } from "#scripts/lib/scale-data.ts";
import { startProductionServer } from "#scripts/lib/production-server.ts";
import { currentReport, REPORT_FILE, sectionBlock, withSectionBlock } from "#scripts/lib/report-sections.ts";
import { scratchPostgres } from "#scripts/lib/scratch-postgres.ts";
import { longestStatements } from "#scripts/lib/statement-timing.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4213);
const RUNS = 5;
const CSV_ONLY = process.argv.slice(2).join(" ") === "--only csv";

type Scenario = { key: string; label: string; embedded: boolean; leads: number };
const SCENARIOS: Scenario[] = [
  { key: "1k", label: "1k leads", embedded: false, leads: 1_000 },
  { key: "10k", label: "10k", embedded: false, leads: 10_000 },
  { key: "100k", label: "100k", embedded: false, leads: 100_000 },
  { key: "embedded", label: "embedded, 20k", embedded: true, leads: 20_000 },
];

/** The issues' goals (32; 36 for the Insights page): admin views, searches, the embedded database's allowance, exports, public misses. */
const GOALS = { adminMs: 100, insightsMs: 200, searchMs: 50, embeddedFactor: 1.5, csvFirstByteMs: 200, csvRssGrowthMb: 50, publicMissMs: 150, htmlKb: 300, probeMs: 50 };

type Fixtures = {
  session: { token: string; csrfToken: string };
  surname: string;
  emailFragment: string;
  phoneDigits: string;
  ownerId: string;
  leadId: string;
  month: { from: string; to: string };
  /** Published posts an editor deletes to make the next request a page-cache miss. */
  disposablePosts: string[];
  postSlug: string;
};


const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)}`;

/** What the tests need to ask realistic questions of this data set. */
async function pickFixtures(db: Database): Promise<Fixtures> {
  const one = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  const middle = await one<{ last_name: string; email: string; id: string }>(sql`select last_name, email, id from leads where kind = 'booking' order by created_at limit 1 offset (select count(*) / 2 from leads where kind = 'booking')`);
  const phone = await one<{ phone: string }>(sql`select phone from leads where phone like '+44%' order by created_at desc limit 1`);
  const owner = await one<{ id: string }>(sql`select id from admins where role = 'sales' order by email limit 1`);
  const admin = await one<{ id: string }>(sql`select id from admins where role = 'admin' limit 1`);
  const posts = (await db.select({ id: blogPosts.id }).from(blogPosts).where(isPublic(new Date())).orderBy(blogPosts.createdAt).limit(3 * RUNS + 3)).map((row) => row.id);
  const [newest] = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(isPublic(new Date())).orderBy(sql`${blogPosts.publishedAt} desc`).limit(1);
  const localPart = middle.email.split("@")[0]!;
  const digits = phone.phone.replace(/\D/g, "");
  const lastMonth = new Date(Date.now() - 30 * 86_400_000);
  return {
    session: await createSession(db, admin.id),
    surname: middle.last_name,
    // "ana.avila1234@…" is found by "avila1234": the kind of piece of an address one remembers.
    emailFragment: localPart.slice(localPart.indexOf(".") + 1),
    phoneDigits: `${digits.slice(-8, -4)} ${digits.slice(-4)}`,
    ownerId: owner.id,
    leadId: middle.id,
    month: { from: lastMonth.toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) },
    disposablePosts: posts,
    postSlug: newest!.slug,
  };
}

async function timedGet(url: string, cookie?: string) {
  const start = performance.now();
  const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const firstByte = performance.now() - start;
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - start, firstByte, bytes: body.length, body };
}

/** The median of RUNS timings after one warm-up. */
async function medianGet(url: string, cookie?: string) {
  await timedGet(url, cookie);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timedGet(url, cookie)).ms);
  return median(times);
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((entry) => entry.startsWith("VmRSS:"));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

/** The leads CSV: first byte, whole file, and the server's memory before and at its peak while it streams. */
async function measureExport(baseUrl: string, cookie: string, pid: number) {
  const runs: Array<{ firstByte: number; total: number; bytes: number; before: number; peak: number }> = [];
  for (let i = 0; i < 3; i++) {
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 5);
    const start = performance.now();
    const response = await fetch(`${baseUrl}/admin/leads/export.csv`, { headers: { Cookie: cookie } });
    let firstByte = 0;
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByte = performance.now() - start;
      bytes += chunk.length;
    }
    const total = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    runs.push({ firstByte, total, bytes, before, peak });
  }
  return {
    firstByte: median(runs.map((run) => run.firstByte)),
    total: median(runs.map((run) => run.total)),
    bytes: runs[0]!.bytes,
    before: runs[0]!.before,
    growth: Math.max(...runs.map((run) => run.peak - run.before)),
    peak: Math.max(...runs.map((run) => run.peak)),
  };
}

/** A page-cache miss: an editor deletes a post (every process drops its stored pages), then the page is asked for. */
async function measureMisses(baseUrl: string, fixtures: Fixtures, cookie: string, paths: string[]) {
  const result: Record<string, number> = {};
  const posts = [...fixtures.disposablePosts];
  for (const pathname of paths) {
    await timedGet(`${baseUrl}${pathname}`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const id = posts.shift();
      if (!id) throw new Error("no post left to delete");
      const deleted = await fetch(`${baseUrl}/admin/blog`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
        body: new URLSearchParams({ intent: "delete", id, csrf: fixtures.session.csrfToken }),
        redirect: "manual",
      });
      if (deleted.status !== 302 && deleted.status !== 303) throw new Error(`deleting a post answered ${deleted.status}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      times.push((await timedGet(`${baseUrl}${pathname}`)).ms);
    }
    result[pathname] = median(times);
  }
  return result;
}

/** How long /healthz and a stored page wait while `heavy` runs (the embedded database is one thread). */
async function probeDuring(baseUrl: string, heavy: () => Promise<unknown>) {
  await timedGet(`${baseUrl}/pricing`);
  const waits: Record<string, number[]> = { "/healthz": [], "/pricing": [] };
  let running = true;
  const work = heavy().finally(() => (running = false));
  while (running) {
    for (const pathname of Object.keys(waits)) {
      const start = performance.now();
      await fetch(`${baseUrl}${pathname}`).then((response) => response.arrayBuffer());
      waits[pathname]!.push(performance.now() - start);
    }
  }
  await work;
  return Object.fromEntries(Object.entries(waits).map(([pathname, times]) => [pathname, { max: Math.max(...times), samples: times.length }]));
}

async function runScenario(scenario: Scenario, postgres: Awaited<ReturnType<typeof scratchPostgres>> | null) {
  const started = performance.now();
  let databaseUrl: string | undefined;
  let drop = async () => {};
  let dataDir: string | undefined;
  if (scenario.embedded) dataDir = mkdtempSync(path.join(tmpdir(), "lumenguard-scale-"));
  else ({ url: databaseUrl, drop } = await postgres!.createDatabase());

  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir, role: "command" });
  let figures: ScaleFigures;
  let fixtures: Fixtures;
  try {
    figures = await fillScaleData(handle.db, { leads: scenario.leads });
    // As a database that has run for years: statistics current, the fill's writes checkpointed.
    await handle.db.execute(sql`vacuum analyze`);
    await handle.db.execute(sql`checkpoint`);
    fixtures = await pickFixtures(handle.db);
  } finally {
    await handle.close();
  }
  console.log(`${scenario.label}: filled in ${Math.round((performance.now() - started) / 1000)} s`, figures);

  const server = await startProductionServer({
    port: PORT,
    dataDir,
    env: { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), RATE_LIMIT_PER_MINUTE: "1000000", LOG_LEVEL: "warn" },
  });
  const cookie = `${SESSION_COOKIE}=${fixtures.session.token}`;
  const { baseUrl } = server;
  const out: Record<string, number> = {};
  try {
    if (CSV_ONLY) return { figures, csv: await measureExport(baseUrl, cookie, server.pid), dataDir, csvOnly: true as const };
    const admin = async (name: string, pathname: string) => (out[name] = await medianGet(`${baseUrl}${pathname}`, cookie));
    const q = (text: string) => `/admin/leads?q=${encodeURIComponent(text)}`;
    await admin("inbox, newest first", "/admin/leads");
    await admin("search: surname", q(fixtures.surname));
    await admin("search: e-mail fragment", q(fixtures.emailFragment));
    await admin("search: phone digits", q(fixtures.phoneDigits));
    await admin("search: two letters", q("li"));
    await admin("sorted by name", "/admin/leads?sort=name");
    await admin("sorted by company", "/admin/leads?sort=company");
    await admin("sorted by status", "/admin/leads?sort=status");
    const inbox = (await timedGet(`${baseUrl}/admin/leads`, cookie)).body.toString("utf8");
    const next = /href="(\/admin\/leads\?after=[^"]+)"/.exec(inbox)?.[1]?.replace(/&amp;/g, "&");
    if (!next) throw new Error("the inbox has no next page link");
    await admin("next page", next);
    await admin("last page by name", "/admin/leads?sort=name&last=1");
    await admin("filter: kind", "/admin/leads?kind=booking");
    await admin("filter: status", "/admin/leads?status=qualified");
    await admin("filter: owner", `/admin/leads?owner=${fixtures.ownerId}`);
    await admin("filter: last 30 days", `/admin/leads?from=${fixtures.month.from}&to=${fixtures.month.to}`);
    await admin("lead detail", `/admin/leads?id=${fixtures.leadId}`);
    await admin("upcoming meetings", "/admin/leads?view=meetings");
    await admin("outbox", "/admin/leads?view=outbox");
    await admin("outbox: dead", "/admin/leads?view=outbox&status=dead");
    await admin("subscribers", "/admin/subscribers");
    await admin("insights: last 30 days", "/admin/insights");
    await admin("insights: this year", "/admin/insights?range=year");
    await admin("audit log", "/admin/audit");
    await admin("blog admin", "/admin/blog");

    const csv = await measureExport(baseUrl, cookie, server.pid);
    const misses = await measureMisses(baseUrl, fixtures, cookie, ["/blog", "/blog/rss.xml", "/sitemap.xml"]);
    // The blog's last page, as its own page links name it.
    const blog = (await timedGet(`${baseUrl}/blog`)).body.toString("utf8");
    const lastBlogPage = Math.max(1, ...[...blog.matchAll(/[?&;]page=(\d+)/g)].map((match) => Number(match[1])));
    const html = Math.max(
      ...(await Promise.all(["/blog", `/blog?page=${lastBlogPage}`, `/blog/${fixtures.postSlug}`, "/"].map(async (pathname) => (await timedGet(`${baseUrl}${pathname}`)).bytes))),
    );
    type Waits = Record<string, { max: number; samples: number }>;
    let probes: Waits | null = null;
    let probesExport: Waits | null = null;
    if (scenario.embedded) {
      probes = await probeDuring(baseUrl, async () => {
        for (let i = 0; i < 10; i++) await timedGet(`${baseUrl}${q(fixtures.surname)}`, cookie);
      });
      probesExport = await probeDuring(baseUrl, () => timedGet(`${baseUrl}/admin/leads/export.csv`, cookie));
    }
    return { figures, out, csv, misses, html, probes, probesExport, fixtures, dataDir };
  } finally {
    await server.stop();
    if (!scenario.embedded) await drop();
  }
}

type ScenarioResult = Exclude<Awaited<ReturnType<typeof runScenario>>, { csvOnly: true }> & { statement?: { ms: number; sql: string } };

async function main() {
  const wanted = (process.env.BENCH_SCALE ?? SCENARIOS.map((s) => s.key).join(",")).split(",");
  const scenarios = SCENARIOS.filter((s) => wanted.includes(s.key));
  const postgres = scenarios.some((s) => !s.embedded) ? await scratchPostgres(Number(process.env.BENCH_PG_PORT ?? 55_499)) : null;
  const results: Record<string, ScenarioResult> = {};
  try {
    for (const scenario of scenarios) {
      const result = await runScenario(scenario, postgres);
      if ("csvOnly" in result) {
        console.log(`${scenario.label}: leads CSV`, result.csv);
        if (result.dataDir) rmSync(result.dataDir, { recursive: true, force: true });
        continue;
      }
      if (scenario.embedded && result.dataDir) {
        // The longest single statement the views make, timed in this process on the same files.
        const slowest = await longestStatements(result.dataDir, result.fixtures);
        rmSync(result.dataDir, { recursive: true, force: true });
        results[scenario.key] = { ...result, statement: slowest };
      } else {
        results[scenario.key] = result;
      }
    }
  } finally {
    await postgres?.stop();
  }
  if (CSV_ONLY) return;
  const report = renderReport(scenarios, results, postgres?.scratch ? "PostgreSQL (a scratch cluster)" : "PostgreSQL");
  console.log(`\n${report}`);
  writeFileSync(REPORT_FILE, withSectionBlock(currentReport(), "scale", sectionBlock("scale", report)));
  console.log(`\nwrote the scale block of ${REPORT_FILE}`);
}

function renderReport(scenarios: Scenario[], results: Record<string, ScenarioResult>, postgres: string) {
  const columns = scenarios.map((s) => s.key);
  const header = `| view | ${scenarios.map((s) => s.label).join(" | ")} | goal |`;
  const rule = `|---|${scenarios.map(() => "---").join("|")}|---|`;
  const views = Object.keys(results[columns[0]!]!.out);
  const goalOf = (view: string) => (view.startsWith("search") ? GOALS.searchMs : view.startsWith("insights") ? GOALS.insightsMs : GOALS.adminMs);
  /** A figure, in bold where it misses its goal. */
  const marked = (text: string, missed: boolean) => (missed ? `**${text}**` : text);
  const mark = (value: number, goal: number) => marked(ms(value), value > goal);
  const allowance = (key: string) => (scenarios.find((s) => s.key === key)?.embedded ? GOALS.embeddedFactor : 1);
  const row = (label: string, value: (r: ScenarioResult, key: string) => string, goal: string) =>
    `| ${label} | ${columns.map((key) => value(results[key]!, key)).join(" | ")} | ${goal} |`;
  const lines = views.map((view) => row(view, (r, key) => mark(r.out[view]!, goalOf(view) * allowance(key)), `≤ ${goalOf(view)} ms`));
  lines.push(row("leads CSV: first byte", (r) => mark(r.csv.firstByte, GOALS.csvFirstByteMs), `≤ ${GOALS.csvFirstByteMs} ms`));
  lines.push(row("leads CSV: whole file (MB)", (r) => `${ms(r.csv.total)} ms (${(r.csv.bytes / 1e6).toFixed(1)} MB)`, "streamed"));
  lines.push(
    row(
      "leads CSV: server RSS before → peak (MB)",
      (r) => `${Math.round(r.csv.before)} → ${Math.round(r.csv.peak)} (${marked(`+${Math.round(r.csv.growth)}`, r.csv.growth >= GOALS.csvRssGrowthMb)})`,
      `growth < ${GOALS.csvRssGrowthMb} MB`,
    ),
  );
  for (const pathname of ["/blog", "/blog/rss.xml", "/sitemap.xml"]) lines.push(row(`${pathname}, page-cache miss`, (r) => mark(r.misses[pathname]!, GOALS.publicMissMs), `≤ ${GOALS.publicMissMs} ms`));
  lines.push(row("largest public page (KB of HTML)", (r) => mark(r.html / 1024, GOALS.htmlKb), `≤ ${GOALS.htmlKb} KB`));
  const notes: string[] = [];
  for (const key of columns.filter((k) => results[k]!.probes)) {
    const r = results[key]!;
    for (const [what, probes] of [["ten searches", r.probes], ["the leads CSV", r.probesExport]] as const) {
      const text = Object.entries(probes!).map(([pathname, p]) => `${pathname} at most ${mark(p.max, GOALS.probeMs)} ms (${p.samples} requests)`).join(", ");
      notes.push(`- Embedded, while ${what} ran: ${text} (goal ≤ ${GOALS.probeMs} ms).`);
    }
    if (r.statement) notes.push(`- Embedded, the longest single statement of the views and the export: ${r.statement.ms.toFixed(1)} ms (\`${r.statement.sql.slice(0, 120)}…\`).`);
  }
  const number = (n: number) => n.toLocaleString("en-US");
  const sizes = columns.map((key) => {
    const f = results[key]!.figures;
    return `${key}: ${number(f.leads)} leads, ${number(f.bookings)} bookings, ${number(f.outbox)} outbox rows, ${number(f.subscribers)} subscribers, ${number(f.posts)} posts with ${number(f.revisions)} revisions, ${number(f.audit)} audit rows, ${number(f.pageViewDays)} page-view days (page × day)`;
  });
  return [
    "## Scale (npm run bench:scale: years of data, one process, loopback)",
    "",
    `Generated ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on a 2-core machine; ${postgres} and the embedded PGlite. Times in ms, medians of ${RUNS} after a warm-up, the whole answer read; **bold** misses its goal (the embedded database's goal is ${GOALS.embeddedFactor}× PostgreSQL's).`,
    "",
    ...sizes.map((line) => `- ${line}`),
    "",
    header,
    rule,
    ...lines,
    "",
    ...notes,
  ].join("\n");
}

await main();
