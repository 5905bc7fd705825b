// npx tsx scripts/load-check.ts (after npm run build): starts the production server on a loopback port with a
// fresh embedded database and the rate limit lifted, runs autocannon against one lead function and
// the availability endpoint, and prints a Markdown table for docs/load-check.md.
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { LOAD_CONNECTIONS, LOAD_SECONDS, contactRequest, measureLoad } from "#scripts/lib/load-figures.ts";
import { startProductionServer } from "#scripts/lib/production-server.ts";
import { addDays, isWeekend, todayInNewYork, toIsoDate } from "#app/features/scheduling/calendar-date.ts";

const PORT = Number(process.env.LOAD_CHECK_PORT ?? 4211);

/** A weekday about `days` ahead: inside the booking horizon, so availability runs its query. */
function weekdayAhead(days: number): string {
  let day = addDays(todayInNewYork(), days);
  while (isWeekend(day)) day = addDays(day, 1);
  return toIsoDate(day);
}

async function main() {
  const { baseUrl, stop } = await startProductionServer({ port: PORT, env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
  try {
    const contact = contactRequest(baseUrl);
    // Warm-up: the first requests compile schemas and templates.
    await autocannon({ ...contact, duration: 2, connections: 2 });
    const load = loadavg().map((n) => n.toFixed(1)).join(", ");
    const results = [
      await measureLoad("POST /api/functions/send-contact-email (validate, render 2 e-mails, 1 transaction)", contact),
      await measureLoad("GET /api/availability?date=… (1 query)", { url: `${baseUrl}/api/availability?date=${weekdayAhead(28)}` }),
    ];
    const lines = [
      `Measured ${new Date().toISOString()}; Node ${process.version}; ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s; load average before the run ${load}.`,
      "",
      "| target | req/s | p50 ms | p99 ms | requests | non-2xx | errors |",
      "|---|---|---|---|---|---|---|",
      ...results.map((r) => `| ${r.title} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.requests} | ${r.non2xx} | ${r.errors} |`),
    ];
    console.log(lines.join("\n"));
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
