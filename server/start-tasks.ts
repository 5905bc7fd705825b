import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import { ensureFirstAdmin } from "#app/features/admin/admins.server.ts";
import { blogSchedule } from "#app/features/blog/publication.server.ts";
import { seedBlogPosts } from "#app/features/blog/seed.server.ts";
import { siteContentSchedule } from "#app/features/site-content/entries.server.ts";
import { seedSiteContent } from "#app/features/site-content/seed.server.ts";
import { startScheduledChanges } from "#app/lib/scheduled-changes.server.ts";
import { announceDocsPhrase } from "#app/features/docs/phrase.server.ts";
import { holdPendingMessages, releaseHeldMessages } from "#app/features/mail/outbox.server.ts";
import { startOutboxWorker } from "#app/features/mail/outbox-worker.server.ts";
import { createMailTransport, dkimOf, isPermanentMailError, sendEmail } from "#app/features/mail/send-email.server.ts";
import { createWebhookSender } from "#app/features/webhooks/webhook-sender.server.ts";
import { startCalendarRefresh } from "#app/features/scheduling/calendars/calendar-refresh.server.ts";
import { createCalendarWriter } from "#app/features/scheduling/calendars/calendar-write-back.server.ts";
import { pruneRateLimits, RATE_LIMIT_PRUNE_INTERVAL_MS } from "#app/lib/rate-limit.server.ts";
import { forgetPastVisitors, VISITOR_PRUNE_INTERVAL_MS } from "#app/features/insights/visit-counter.server.ts";

type StartContext = { env: Env; database: DatabaseHandle; logger: Logger };
/** A task may return a stop function, called on shutdown before the database closes. */
export type StartTask = (ctx: StartContext) => Promise<void | (() => Promise<void>)>;

/** The first articles, on a blog that has none. */
const seedBlog: StartTask = async ({ database, logger }) => {
  const inserted = await seedBlogPosts(database.db);
  if (inserted > 0) logger.info({ inserted }, "blog seeded with its first articles");
};

/** The site's first content (announcement bar, news…), once per collection. */
const seedSite: StartTask = async ({ database, logger }) => {
  const inserted = await seedSiteContent(database.db);
  if (inserted > 0) logger.info({ inserted }, "site content seeded with its first entries");
};

/** The first admin from ADMIN_EMAIL / ADMIN_PASSWORD, when there is none yet. */
const firstAdmin: StartTask = async ({ env, database, logger }) => {
  const outcome = await ensureFirstAdmin(database.db, env);
  if (outcome === "created") logger.info({ email: env.ADMIN_EMAIL }, "first admin created from ADMIN_EMAIL");
  if (outcome === "unconfigured") {
    logger.warn("no admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin:create`");
  }
};

/**
 * Sends the outbox: e-mail when SMTP_URL is set, webhook events when WEBHOOK_URL is; a channel
 * without its setting is parked as held (and released by a start with it). Calendar write-backs
 * need no setting (each host's CalDAV account is their own), so the worker always runs.
 */
export const startOutbox: StartTask = async ({ env, database, logger }) => {
  const log = logger.child({ component: "outbox" });
  if (env.SMTP_URL) {
    const released = await releaseHeldMessages(database.db, new Date(), "email");
    if (released > 0) log.info({ released }, "held e-mail released for sending");
  } else {
    const held = await holdPendingMessages(database.db, "email");
    log.warn({ held }, "SMTP_URL is not set: e-mail stays in the outbox as held until a start with SMTP_URL");
  }
  if (env.WEBHOOK_URL) {
    const released = await releaseHeldMessages(database.db, new Date(), "webhook");
    if (released > 0) log.info({ released }, "held webhook events released for delivery");
  } else {
    const held = await holdPendingMessages(database.db, "webhook");
    if (held > 0) log.warn({ held }, "WEBHOOK_URL is not set: queued webhook events stay held until a start with WEBHOOK_URL");
  }
  const transport = env.SMTP_URL ? createMailTransport(env.SMTP_URL, { dkim: dkimOf(env) }) : null;
  const worker = startOutboxWorker({
    db: database.db,
    send: transport ? (message, id) => sendEmail(transport, message, id) : undefined,
    sendWebhook: env.WEBHOOK_URL && env.WEBHOOK_SECRET ? createWebhookSender({ url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET }) : undefined,
    writeCalendar: createCalendarWriter({ db: database.db, env }),
    isPermanent: isPermanentMailError,
    logger: log,
  });
  return async () => {
    await worker.stop();
    transport?.close();
  };
};

/**
 * A deletion run now and every `intervalMs`, in every process: each is one cheap statement, and a
 * second process doing it too finds nothing left. `prune` returns the rows it deleted.
 */
function periodicPruning(component: string, intervalMs: number, prune: (db: Database) => Promise<number>, what: string): StartTask {
  return async ({ database, logger }) => {
    const log = logger.child({ component });
    let running: Promise<void> = Promise.resolve();
    const run = () => {
      running = prune(database.db)
        .then((deleted) => {
          if (deleted > 0) log.debug({ deleted }, `${what} deleted`);
        })
        .catch((err: unknown) => log.warn({ err }, `could not delete ${what}`));
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  };
}

/** Deletes expired rate-limit counters now and every minute. */
export const startRateLimitPruning = (intervalMs = RATE_LIMIT_PRUNE_INTERVAL_MS): StartTask =>
  periodicPruning("rate-limits", intervalMs, (db) => pruneRateLimits(db), "expired rate-limit counters");

/** Deletes past days' visitor salts and hashes (decision 048) now and every quarter of an hour. */
export const startVisitorPruning = (intervalMs = VISITOR_PRUNE_INTERVAL_MS): StartTask =>
  periodicPruning("visits", intervalMs, (db) => forgetPastVisitors(db), "past days' visitor hashes");

/** Reads hosts' calendars every CALENDAR_REFRESH for their busy times, in every process (claims share the work). */
const calendarRefresh: StartTask = async ({ env, database, logger }) => {
  const refresher = startCalendarRefresh({ db: database.db, env, logger: logger.child({ component: "calendars" }) });
  return refresher.stop;
};

/**
 * Logs (and announces to any cache) each scheduled post and each site entry's start and end as its
 * time comes. Public queries hide and show them by themselves; this only says that it happened.
 */
const scheduledChanges: StartTask = async ({ database, logger }) =>
  startScheduledChanges({ db: database.db, logger: logger.child({ component: "schedule" }), schedules: [blogSchedule, siteContentSchedule] });

/** Work done once at start-up, after migrations: seeds, first admin, background workers. */
export const startTasks: StartTask[] = [
  // Without DOCS_PASSWORD the docs phrase is generated now and printed once.
  ({ env, database, logger }) => announceDocsPhrase({ env, db: database.db, logger }),
  seedBlog,
  seedSite,
  firstAdmin,
  startOutbox,
  calendarRefresh,
  startRateLimitPruning(),
  startVisitorPruning(),
  scheduledChanges,
];
