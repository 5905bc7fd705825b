// Start-up task: sends the e-mail outbox when SMTP_URL is set, otherwise parks it as held.
import { holdPendingMessages, releaseHeldMessages } from "#app/features/mail/outbox.server.ts";
import { startOutboxWorker } from "#app/features/mail/outbox-worker.server.ts";
import { createMailTransport, isPermanentMailError, sendEmail } from "#app/features/mail/send-email.server.ts";
import type { StartTask } from "./start-tasks.ts";

export const startOutbox: StartTask = async ({ env, database, logger }) => {
  const log = logger.child({ component: "outbox" });
  if (!env.SMTP_URL) {
    const held = await holdPendingMessages(database.db);
    log.warn({ held }, "SMTP_URL is not set: e-mail stays in the outbox as held until a start with SMTP_URL");
    return;
  }
  const released = await releaseHeldMessages(database.db);
  if (released > 0) log.info({ released }, "held e-mail released for sending");
  const transport = createMailTransport(env.SMTP_URL);
  const worker = startOutboxWorker({
    db: database.db,
    send: (message, id) => sendEmail(transport, message, id),
    isPermanent: isPermanentMailError,
    logger: log,
  });
  return async () => {
    await worker.stop();
    transport.close();
  };
};
