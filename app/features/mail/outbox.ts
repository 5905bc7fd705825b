// The outbox as the admin pages show it. No database access, so browser code can import it;
// the queries live in outbox.server.ts.

/**
 * The outbox's states, in the order a message moves through them. A suppressed message is visitor
 * mail to a mailbox on the suppression list: kept to show it was not sent, never tried. A withdrawn
 * one was queued ahead of its time and is no longer wanted (a reminder of a meeting that moved or
 * was cancelled, or whose meeting started before it could leave): kept to show why, never sent.
 */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "held", "dead", "suppressed", "withdrawn"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The states a message ends in, which pile up over the years: sent, and suppressed or withdrawn (never to be sent). */
export const SETTLED_STATUSES: readonly OutboxStatus[] = ["sent", "suppressed", "withdrawn"];
/** The states of messages still to be dealt with (sent, retried or dropped): few, however long the site has run. */
export const UNSETTLED_STATUSES = OUTBOX_STATUSES.filter((status) => !SETTLED_STATUSES.includes(status));

/**
 * How many messages a status of the admin's outbox holds, where it is counted: settled messages are
 * nearly all of it after a while and are not counted (nor, with them, the whole), the rest are few.
 */
export const outboxCount = (counts: Record<OutboxStatus, number>, status: OutboxStatus | null | undefined): number | undefined =>
  status && !SETTLED_STATUSES.includes(status) ? counts[status] : undefined;

/**
 * How pages and logs name each channel: in a table ("calendar"), one message of it in a sentence
 * ("calendar write-back" sent) and with its article ("a calendar write-back").
 */
const CHANNEL_NAMES: Record<string, { label: string; noun: string; one: string }> = {
  email: { label: "e-mail", noun: "e-mail", one: "an e-mail" },
  webhook: { label: "webhook", noun: "webhook", one: "a webhook event" },
  caldav: { label: "calendar", noun: "calendar write-back", one: "a calendar write-back" },
};
export const channelLabel = (channel: string) => CHANNEL_NAMES[channel]?.label ?? channel;
export const channelNoun = (channel: string) => CHANNEL_NAMES[channel]?.noun ?? channel;
export const oneMessageOf = (channel: string) => CHANNEL_NAMES[channel]?.one ?? `a ${channel} message`;

/** One outgoing e-mail as the admin lists it, dates as ISO strings. */
export type OutboxEntry = {
  id: string;
  leadId: string | null;
  /** email | webhook | caldav */
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
