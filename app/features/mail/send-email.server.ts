// The one path by which the site sends e-mail (ARCHITECTURE.md convention 6). Only the outbox
// worker calls sendEmail; everything else queues messages in the outbox.
import nodemailer from "nodemailer";
import type { OutboxMessage } from "#db/schema.ts";
import { brand } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { traced } from "#app/lib/tracing.server.ts";

export type MailTransport = ReturnType<typeof createMailTransport>;

/** DKIM signing: the d= domain, the s= selector, and the RSA key in PEM (env.server.ts checks it). */
export type DkimSigning = { domainName: string; keySelector: string; privateKey: string };

/** The signing the environment asks for: all three DKIM variables, or none (env.server.ts enforces it). */
export const dkimOf = (env: Pick<Env, "DKIM_DOMAIN" | "DKIM_SELECTOR" | "DKIM_PRIVATE_KEY">): DkimSigning | undefined =>
  env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
    ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY }
    : undefined;

/**
 * A pooled SMTP transport; timeouts stay well below the outbox lease so a hung send is retried, not
 * doubled. With `dkim`, nodemailer signs every message (relaxed/relaxed, rsa-sha256).
 */
export function createMailTransport(smtpUrl: string, { dkim }: { dkim?: DkimSigning } = {}) {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dkim,
  });
}

/** The domain of a From field (`Name <a@b.example>` or `a@b.example`); the brand's when it has none. */
export function senderDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf("@") + 1).trim().toLowerCase();
  return address.includes("@") && /^[a-z0-9.-]+$/.test(domain) ? domain : brand.domain;
}

/**
 * Sends one outbox message. Its Message-ID is the outbox row's id on the sender's own domain, the
 * same on every attempt, so a receiver tells a redelivery from a new message and the id matches
 * the domain that signs it. Bookings carry the invite twice, as nodemailer does with icalEvent:
 * a `text/calendar; method=REQUEST` (or CANCEL) alternative and an `invite.ics` attachment.
 */
async function transmit(transport: MailTransport, message: OutboxMessage, id: string): Promise<void> {
  await transport.sendMail({
    messageId: `<${id}@${senderDomain(message.from)}>`,
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

/**
 * A permanent refusal of the recipient itself, which suppresses the mailbox: refused at RCPT TO
 * (EENVELOPE), or after the message with an enhanced status 5.1.x (a bad destination address). A
 * refusal of the content (a 5.7.1 spam verdict, say) kills the message but says nothing about the
 * address.
 */
export function isRecipientRefusal(error: unknown): boolean {
  if (!isPermanentMailError(error)) return false;
  const { code, response } = error as { code?: string; response?: string };
  return code === "EENVELOPE" || /\b5\.1\.\d{1,3}\b/.test(response ?? "");
}
