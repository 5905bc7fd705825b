// Liveness and readiness (ARCHITECTURE.md "Health"). /healthz says the process runs and answers
// HTTP; /readyz says it can serve: the database answers, every migration the code ships is
// applied, and the process is not stopping. An orchestrator restarts a process whose liveness
// fails and sends no traffic to one that is not ready, so only readiness looks at the database: a
// database outage then takes processes out of rotation instead of restarting every one of them.
import express, { type Request, type Response } from "express";
import type { Logger } from "pino";
import { migrationsFolder, type Database } from "#db/index.ts";
import { pendingMigrationsCheck } from "#db/migrate.ts";
import { rootCause } from "#app/lib/root-cause.ts";

/** Answers the probes leave out of the request log: an orchestrator asks every few seconds. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz"]);

/** Longer than a healthy round trip ever takes; shorter than the probes' own timeouts (5 s in the image). */
const CHECK_TIMEOUT_MS = 2_000;
/** A result is reused this long, so however often /readyz is asked, the database sees one check a second. */
const REUSE_MS = 1_000;

export const NOT_READY = {
  database: "database unreachable",
  migrations: "migrations pending",
  shutdown: "shutting down",
} as const;

export type ReadinessState = { ready: true } | { ready: false; reason: (typeof NOT_READY)[keyof typeof NOT_READY] };

export type Readiness = {
  check: () => Promise<ReadinessState>;
  /** Not ready from now on: the process stops taking work (server/main.ts's shutdown). */
  markShuttingDown: () => void;
};

export type ReadinessDeps = {
  db: Database;
  logger: Logger;
  /** The shipped migrations the database lacks (defaults to db/migrations against drizzle's table). */
  pendingMigrations?: (db: Database) => Promise<string[]>;
  now?: () => number;
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // A check that answers after its timeout is ignored, and its failure too.
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createReadiness({ db, logger, pendingMigrations = pendingMigrationsCheck({ migrationsFolder: migrationsFolder() }), now = Date.now }: ReadinessDeps): Readiness {
  let shuttingDown = false;
  let last: { at: number; state: Promise<ReadinessState> } | undefined;
  let lastState: string | undefined;

  async function probe(): Promise<ReadinessState> {
    let pending: string[];
    try {
      pending = await withTimeout(pendingMigrations(db), CHECK_TIMEOUT_MS);
    } catch (error) {
      report(false, { cause: rootCause(error) }, NOT_READY.database);
      return { ready: false, reason: NOT_READY.database };
    }
    if (pending.length > 0) {
      report(false, { pending }, NOT_READY.migrations);
      return { ready: false, reason: NOT_READY.migrations };
    }
    report(true, {}, "ready");
    return { ready: true };
  }

  // A change of state (or of the reason) is logged once, not every probe: an outage is one error line (the driver's
  // own message, no stack: the cause is outside this process), and its end one info line.
  function report(ready: boolean, fields: Record<string, unknown>, message: string) {
    if (message === lastState) return;
    lastState = message;
    if (ready) logger.info("ready: the database answers and every migration is applied");
    else logger.error(fields, `not ready: ${message}`);
  }

  return {
    check() {
      if (shuttingDown) return Promise.resolve({ ready: false, reason: NOT_READY.shutdown });
      // Probes that arrive together share one check (and its result for REUSE_MS).
      if (!last || now() - last.at >= REUSE_MS) last = { at: now(), state: probe() };
      return last.state;
    },
    markShuttingDown() {
      shuttingDown = true;
    },
  };
}

/** GET /healthz (liveness: answers while the process runs) and GET /readyz (readiness), never cached. */
export function probeRoutes(readiness: Readiness) {
  const router = express.Router();
  router.get("/healthz", (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req: Request, res: Response) => {
    const state = await readiness.check();
    res.set("Cache-Control", "no-store");
    if (state.ready) res.json({ status: "ready" });
    else res.status(503).json({ status: "unavailable", reason: state.reason });
  });
  return router;
}
