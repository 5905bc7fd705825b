import { pino } from "pino";
import type { Database } from "#db/index.ts";
import { parseEnv } from "#app/env.server.ts";
import type { AppContext } from "#app/load-context.ts";

export const TEST_SITE = "http://lumenguard.test";

/** What server/app.ts would hand a loader or action, over a test database. */
export function testContext(db: Database, overrides: Partial<AppContext> = {}): AppContext {
  return {
    env: parseEnv({ SITE_URL: TEST_SITE }),
    db,
    logger: pino({ level: "silent" }),
    cspNonce: "test-nonce",
    clientIp: "203.0.113.7",
    secure: false,
    ...overrides,
  };
}

/** A form POST from the site itself (Origin set as a browser would). */
export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_SITE}${path}`, {
    method: "POST",
    headers: { Origin: TEST_SITE, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Runs a loader or action and returns what it threw or returned, whichever happened. */
export async function settle<T>(run: () => Promise<T>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}
