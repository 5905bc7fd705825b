// Sends the outbox: claims due rows (see claimDueMessages), hands each to its channel's sender (an
// e-mail to SMTP, a webhook event to WEBHOOK_URL, a calendar write-back to the host's CalDAV
// server), and records the outcome. Failures back off
// exponentially; after `maxAttempts` (or a permanent SMTP rejection) a message is dead and keeps its
// last error until someone retries it. A permanent refusal of a visitor's address also puts the
// mailbox on the suppression list, so the next visitor e-mail to it is not even tried. A message
// queued ahead of its time (a reminder) that could not leave before its `notAfter` is withdrawn
// unsent: a reminder of a meeting that has started helps no one.
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import type { CalendarWriteBackMessage, OutboxMessage, OutboxRow, WebhookOutboxMessage } from "#db/schema.ts";
import { outboxDeliveries } from "#app/lib/metrics.server.ts";
import { claimDueMessages, markFailed, markSent, markWithdrawn, type OutboxChannel } from "./outbox.server.ts";
import { channelNoun } from "./outbox.ts";
import { readyToSend } from "./email-content.server.tsx";
import { suppressMailbox } from "./suppressions.server.ts";
import { isRecipientRefusal } from "./send-email.server.ts";

export type SendMessage = (message: OutboxMessage, id: string) => Promise<void>;
/** Delivers one webhook event; `id` (the outbox row's) makes its webhook-id, the same on every attempt. */
export type SendWebhook = (message: WebhookOutboxMessage, id: string) => Promise<void>;

/** Writes one meeting into a host's calendar, or removes it: the calendar write-back's sender. */
export type WriteCalendar = (message: CalendarWriteBackMessage, id: string) => Promise<void>;

/**
 * A webhook row's message is always a WebhookOutboxMessage, a calendar write-back's a
 * CalendarWriteBackMessage, an e-mail row's an OutboxMessage.
 */
export const isWebhookMessage = (message: OutboxRow["message"]): message is WebhookOutboxMessage =>
  (message as Partial<WebhookOutboxMessage>).kind === "webhook";
const isCalendarWriteBack = (message: OutboxRow["message"]): message is CalendarWriteBackMessage =>
  (message as Partial<CalendarWriteBackMessage>).kind === "caldav";

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

/** "EENVELOPE 550 5.1.1": what an SMTP refusal says without the address its text quotes. */
function refusalCodes(error: unknown): string {
  const { code, responseCode, response } = error as { code?: string; responseCode?: number; response?: string };
  const enhanced = /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(response ?? "")?.[0];
  return [code, responseCode, enhanced].filter(Boolean).join(" ");
}

type WorkerDeps = {
  db: Database;
  /** The e-mail sender (SMTP); without one, e-mail rows are left to a process that has it. */
  send?: SendMessage;
  /** The webhook sender; without one (no WEBHOOK_URL), webhook rows are left alone. */
  sendWebhook?: SendWebhook;
  /** The calendar write-back's sender; without one, write-backs are left to a process that has it. */
  writeCalendar?: WriteCalendar;
  logger: Logger;
  /** Tells a rejection that will never succeed from a temporary failure. */
  isPermanent?: (error: unknown) => boolean;
  options?: Partial<OutboxWorkerOptions>;
  /** The clock (tests move it): what is due, and what is too late. The real one by default. */
  now?: () => Date;
};

const clockOf = (deps: WorkerDeps) => deps.now?.() ?? new Date();

/** The time after which a scheduled e-mail is no use, when it has one. */
const notAfterOf = (row: OutboxRow): Date | null => {
  const schedule = isWebhookMessage(row.message) || isCalendarWriteBack(row.message) ? undefined : row.message.schedule;
  return schedule ? new Date(schedule.notAfter) : null;
};

/** Hands a row to its channel's sender (only rows of channels with a sender are ever claimed). */
async function send(deps: WorkerDeps, row: OutboxRow): Promise<void> {
  const { message } = row;
  if (isWebhookMessage(message)) {
    if (!deps.sendWebhook) throw new Error("no webhook sender configured");
    return deps.sendWebhook(message, row.id);
  }
  if (isCalendarWriteBack(message)) {
    if (!deps.writeCalendar) throw new Error("no calendar writer configured");
    return deps.writeCalendar(message, row.id);
  }
  if (!deps.send) throw new Error("no e-mail sender configured");
  // Rendering happens here rather than in the request that queued it; a template that fails to
  // render is a failed attempt like any other, recorded and retried.
  return deps.send(await readyToSend(message), row.id);
}

async function deliver(deps: WorkerDeps, options: OutboxWorkerOptions, row: OutboxRow): Promise<void> {
  const what = channelNoun(row.channel);
  const notAfter = notAfterOf(row);
  if (notAfter && clockOf(deps).getTime() >= notAfter.getTime()) {
    await markWithdrawn(deps.db, row, `not sent: too late, it had to leave before ${notAfter.toISOString()}`);
    outboxDeliveries.inc({ channel: row.channel, outcome: "withdrawn" });
    deps.logger.warn({ outboxId: row.id, template: row.template, notAfter }, `${what} withdrawn unsent: its time had passed`);
    return;
  }
  try {
    await send(deps, row);
  } catch (error) {
    // A webhook or a write-back is retried whatever the server answered; only SMTP knows permanent
    // rejections.
    const permanent = row.channel === "email" && (deps.isPermanent?.(error) ?? false);
    const dead = permanent || row.attempts >= options.maxAttempts;
    const retryAt = new Date(clockOf(deps).getTime() + backoffDelay(row.attempts, options));
    await markFailed(deps.db, row, { error: describeError(error), dead, retryAt });
    // A refused address of visitor mail only (the sales team's copies have no mailbox key), and
    // never an erased lead's.
    const suppress = permanent && isRecipientRefusal(error) && row.mailboxKey !== null && !row.redactAfterSend;
    if (suppress) await suppressMailbox(deps.db, row.mailboxKey!, { reason: "bounce", response: describeError(error) });
    // A refused address is the visitor's typo or a mailbox gone, not a fault to alert on: counted apart.
    outboxDeliveries.inc({ channel: row.channel, outcome: suppress ? "refused" : dead ? "dead" : "failed" });
    // An erased lead's last message: its error (which may quote the address) stays out of the log too.
    const reason = row.redactAfterSend ? { erased: true } : { err: error };
    const log = { outboxId: row.id, channel: row.channel, template: row.template, attempts: row.attempts, ...reason };
    if (suppress) {
      // An expected refusal, not a fault of ours: a warning with the server's codes, no stack, and
      // not its text, which quotes the address (kept in the suppression list for admins).
      const { err: _stack, ...refusal } = { ...log, response: refusalCodes(error) };
      deps.logger.warn(refusal, "e-mail refused for good; its address is suppressed for visitor mail (see /admin/suppressions)");
    }
    else if (dead) deps.logger.error(log, `${what} is dead after its last attempt; retry with \`npm run outbox -- retry\``);
    else deps.logger.warn({ ...log, retryAt }, `${what} delivery failed; will retry`);
    return;
  }
  await markSent(deps.db, row, clockOf(deps));
  outboxDeliveries.inc({ channel: row.channel, outcome: "sent" });
  deps.logger.info({ outboxId: row.id, channel: row.channel, template: row.template }, `${what} sent`);
}

/** The channels this worker can deliver: those it has a sender for. */
const channelsOf = (deps: WorkerDeps): OutboxChannel[] => [
  ...(deps.send ? (["email"] as const) : []),
  ...(deps.sendWebhook ? (["webhook"] as const) : []),
  ...(deps.writeCalendar ? (["caldav"] as const) : []),
];

/** One round: claim what is due and settle every claimed row. Returns how many rows it handled. */
export async function processOutboxBatch(deps: WorkerDeps): Promise<number> {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  const channels = channelsOf(deps);
  if (channels.length === 0) return 0;
  const rows = await claimDueMessages(deps.db, { limit: options.batchSize, leaseMs: options.leaseMs, channels, now: clockOf(deps) });
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
