// The one path by which the site sends e-mail (ARCHITECTURE.md convention 6). Only the outbox
// worker calls sendEmail; everything else queues messages in the outbox.
import nodemailer from "nodemailer";
import type { OutboxMessage } from "#db/schema.ts";
import { brand } from "#app/config/site.ts";
import { traced } from "#app/lib/tracing.server.ts";

export type MailTransport = ReturnType<typeof createMailTransport>;

/** A pooled SMTP transport; timeouts stay well below the outbox lease so a hung send is retried, not doubled. */
export function createMailTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * Sends one outbox message. `id` (the outbox row) becomes the Message-ID, so a receiver can tell a
 * redelivery from a new message. Bookings carry the invite twice, as nodemailer does with icalEvent:
 * a `text/calendar; method=REQUEST` (or CANCEL) alternative and an `invite.ics` attachment.
 */
async function transmit(transport: MailTransport, message: OutboxMessage, id: string): Promise<void> {
  await transport.sendMail({
    messageId: `<${id}@${brand.domain}>`,
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
    // Written by the application only (a newsletter's List-Unsubscribe); never from a form.
    headers: message.headers,
    icalEvent: message.icalEvent
      ? { method: message.icalEvent.method ?? "REQUEST", filename: message.icalEvent.filename, content: message.icalEvent.content }
      : undefined,
    // Stored content is data, never a path or URL for nodemailer to fetch.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** Sends one outbox message (see transmit), as a trace of its own when tracing is on: the outbox sends outside any request. */
export function sendEmail(transport: MailTransport, message: OutboxMessage, id: string): Promise<void> {
  return traced("smtp send", { kind: "client", root: true, attributes: { "lumenguard.outbox_id": id } }, () => transmit(transport, message, id));
}

/** A rejection that retrying the same message would only get again (unknown recipient, refused content). */
export function isPermanentMailError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { permanent, code } = error as { permanent?: boolean; code?: string };
  return permanent === true && (code === "EENVELOPE" || code === "EMESSAGE");
}
