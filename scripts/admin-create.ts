// npm run admin:create: creates an admin, or sets a new password for an existing one.
// Takes ADMIN_EMAIL / ADMIN_PASSWORD from the environment, or asks (the password is not echoed).
// With the embedded database, stop the server first: PGlite allows one process per data directory.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { openDatabase } from "#db/index.ts";
import { InvalidEnvError, parseEnv } from "#app/env.server.ts";
import { redactUrlCredentials } from "#app/lib/redact.ts";
import { createOrResetAdmin, validateAdminCredentials } from "#app/features/admin/admins.server.ts";

/** stdout that can be silenced while a password is typed. */
class MutableOutput extends Writable {
  muted = false;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    if (!this.muted) process.stdout.write(chunk);
    done();
  }
}

async function ask(): Promise<{ email: string; password: string }> {
  const output = new MutableOutput();
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  // Reading lines from one iterator works for a terminal and for piped input alike (with a pipe,
  // lines can arrive before a question is asked, and question() would drop them).
  const lines = rl[Symbol.asyncIterator]();
  const nextLine = async (prompt: string, hidden = false) => {
    process.stdout.write(prompt);
    output.muted = hidden;
    const { value, done } = await lines.next();
    output.muted = false;
    if (hidden) process.stdout.write("\n");
    return done ? "" : String(value);
  };
  try {
    const email = process.env.ADMIN_EMAIL ?? (await nextLine("Admin e-mail: "));
    const password = process.env.ADMIN_PASSWORD ?? (await nextLine("Password (at least 12 characters): ", true));
    return { email: email.trim(), password };
  } finally {
    rl.close();
  }
}

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { email, password } = await ask();
  const problem = validateAdminCredentials(email, password);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const { admin, created } = await createOrResetAdmin(database.db, email, password);
    process.stdout.write(
      created
        ? `Created admin ${admin.email}. Sign in at ${env.SITE_URL}/admin/login\n`
        : `Set a new password for ${admin.email}, made it an active admin and signed it out everywhere.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(redactUrlCredentials(`admin:create failed: ${error instanceof Error ? error.message : String(error)}\n`));
  process.exit(1);
});
