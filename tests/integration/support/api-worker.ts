// The lead API in a process of its own, on a PostgreSQL database, for tests where several processes
// race (meetings-property). DATABASE_URL says where, TEST_NOW fixes its clock (ISO), TEST_ENV holds
// environment overrides as JSON. It prints its URL on one line and stops on SIGTERM.
import { openDatabase } from "#db/index.ts";
import { startApiServer, testEnv } from "./lead-api-harness.ts";

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 4 });
const now = new Date(process.env.TEST_NOW!);
const api = await startApiServer({ env: testEnv(JSON.parse(process.env.TEST_ENV ?? "{}")), db: handle.db, now: () => now });
process.stdout.write(`${api.url}\n`);
process.on("SIGTERM", () => {
  void api
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
