// The outbox as the admin pages show it. No database access, so browser code can import it;
// the queries live in outbox.server.ts.

/** The outbox's states, in the order a message moves through them. */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "held", "dead"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One outgoing e-mail as the admin lists it, dates as ISO strings. */
export type OutboxEntry = {
  id: string;
  leadId: string | null;
  /** email | webhook */
  channel: string;
  template: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};
