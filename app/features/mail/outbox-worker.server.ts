// Sends the outbox: claims due rows (see claimDueMessages), sends each one, and records the outcome.
// Failures back off exponentially; after `maxAttempts` (or a permanent SMTP rejection) a message is
// dead and keeps its last error until someone retries it.
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import type { OutboxMessage, OutboxRow } from "#db/schema.ts";
import { claimDueMessages, markFailed, markSent } from "./outbox.server.ts";
import { readyToSend } from "./email-content.server.tsx";

export type SendMessage = (message: OutboxMessage, id: string) => Promise<void>;

export type OutboxWorkerOptions = {
  /** Rows claimed per round. */
  batchSize: number;
  /** Pause between rounds when nothing was due. */
  pollIntervalMs: number;
  /** How long a claim lasts; a row still "sending" after it is taken over by another worker. */
  leaseMs: number;
  maxAttempts: number;
  /** First retry delay; doubles with every failed attempt up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
};

export const DEFAULT_OUTBOX_OPTIONS: OutboxWorkerOptions = {
  batchSize: 10,
  pollIntervalMs: 1_000,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
};

/** Delay before attempt n+1 after n failed attempts: base·2^(n-1), capped, with up to 10% jitter. */
export function backoffDelay(failedAttempts: number, options: Pick<OutboxWorkerOptions, "backoffBaseMs" | "backoffMaxMs">, random = Math.random): number {
  const exponential = options.backoffBaseMs * 2 ** Math.max(0, failedAttempts - 1);
  const capped = Math.min(exponential, options.backoffMaxMs);
  return Math.round(capped * (1 + 0.1 * random()));
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    return [code, responseCode, error.message].filter(Boolean).join(" ");
  }
  return String(error);
}

type WorkerDeps = {
  db: Database;
  send: SendMessage;
  logger: Logger;
  /** Tells a rejection that will never succeed from a temporary failure. */
  isPermanent?: (error: unknown) => boolean;
  options?: Partial<OutboxWorkerOptions>;
};

async function deliver(deps: WorkerDeps, options: OutboxWorkerOptions, row: OutboxRow): Promise<void> {
  try {
    // Rendering happens here rather than in the request that queued it; a template that fails to
    // render is a failed attempt like any other, recorded and retried.
    await deps.send(await readyToSend(row.message), row.id);
  } catch (error) {
    const permanent = deps.isPermanent?.(error) ?? false;
    const dead = permanent || row.attempts >= options.maxAttempts;
    const retryAt = new Date(Date.now() + backoffDelay(row.attempts, options));
    await markFailed(deps.db, row, { error: describeError(error), dead, retryAt });
    const log = { outboxId: row.id, template: row.template, attempts: row.attempts, err: error };
    if (dead) deps.logger.error(log, "e-mail is dead after its last attempt; retry with `npm run outbox -- retry`");
    else deps.logger.warn({ ...log, retryAt }, "e-mail send failed; will retry");
    return;
  }
  await markSent(deps.db, row);
  deps.logger.info({ outboxId: row.id, template: row.template }, "e-mail sent");
}

/** One round: claim what is due and settle every claimed row. Returns how many rows it handled. */
export async function processOutboxBatch(deps: WorkerDeps): Promise<number> {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  const rows = await claimDueMessages(deps.db, { limit: options.batchSize, leaseMs: options.leaseMs });
  // The pooled transport limits real parallelism; settling rows independently keeps one slow
  // recipient from holding up the others.
  await Promise.all(rows.map((row) => deliver(deps, options, row)));
  return rows.length;
}

export type OutboxWorker = { stop: () => Promise<void> };

/** Runs rounds until stopped: straight away while rows keep coming, otherwise every pollIntervalMs. */
export function startOutboxWorker(deps: WorkerDeps): OutboxWorker {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const round = async () => {
    let handled = 0;
    try {
      handled = await processOutboxBatch({ ...deps, options });
    } catch (error) {
      // A database hiccup: log it and try again next round; the rows stay in the outbox.
      deps.logger.error({ err: error }, "outbox round failed");
    }
    if (!stopped) timer = setTimeout(run, handled >= options.batchSize ? 0 : options.pollIntervalMs);
  };
  const run = () => {
    current = round();
  };
  run();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
