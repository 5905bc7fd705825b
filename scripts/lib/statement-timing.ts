// The longest single statement the admin's views make on the embedded database. PGlite runs each
// statement on the server's one thread, so a long one holds every other request back (issue 32:
// a search held /healthz for 5 s); this times each one, in this process, on a data directory the
// server has let go of.
import { drizzle } from "drizzle-orm/pglite";
import { openEmbedded, schema, type Database } from "#db/index.ts";
import { clientForDrizzle } from "#db/pglite-client.ts";
import { INBOX_QUERIES, readInbox, readOtherViews } from "./admin-reads.ts";

export async function longestStatements(dataDir: string, fixtures: { leadId: string; surname: string; emailFragment: string; phoneDigits: string }) {
  const embedded = await openEmbedded({ dataDir, role: "command" });
  const slowest = { ms: 0, sql: "" };
  const query = embedded.client.query.bind(embedded.client);
  embedded.client.query = (async (...args: Parameters<typeof query>) => {
    const start = performance.now();
    try {
      return await query(...args);
    } finally {
      const took = performance.now() - start;
      if (took > slowest.ms) Object.assign(slowest, { ms: took, sql: String(args[0]).replace(/\s+/g, " ") });
    }
  }) as typeof embedded.client.query;
  try {
    const db = drizzle(clientForDrizzle(embedded.client), { schema, casing: "snake_case" }) as unknown as Database;
    const searches = [fixtures.surname, fixtures.emailFragment, fixtures.phoneDigits].map((q) => `q=${encodeURIComponent(q)}`);
    // Twice: the first pass warms PGlite's caches, the second is what a running server sees.
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1) Object.assign(slowest, { ms: 0, sql: "" });
      for (const inboxQuery of [...INBOX_QUERIES, ...searches]) await readInbox(db, inboxQuery);
      await readOtherViews(db, fixtures.leadId);
    }
    return slowest;
  } finally {
    await embedded.close();
  }
}
