// npm run db:migrate   applies pending migrations and exits (the server also does this at start-up).
// Safe to run while servers start or run: on PostgreSQL every migration runs under an advisory lock.
import { openDatabase } from "#db/index.ts";
import { parseEnv } from "#app/env.server.ts";
import { runCommand } from "./lib/command.ts";

runCommand("db:migrate", async () => {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.close();
  const applied = database.appliedMigrations;
  return applied.length === 0
    ? `The ${database.dialect} database is up to date.`
    : `Applied ${applied.length} migration${applied.length === 1 ? "" : "s"} to the ${database.dialect} database: ${applied.join(", ")}`;
});
