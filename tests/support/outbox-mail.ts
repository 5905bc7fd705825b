// Outbox rows read as e-mails: the outbox also carries webhook events, whose message is not one.
import type { OutboxMessage, OutboxPayload } from "#db/schema.ts";

/** The rows, typed as e-mails; throws (failing the test) on a webhook event among them. */
export function asMail<R extends { message: OutboxPayload }>(rows: R[]): Array<R & { message: OutboxMessage }> {
  for (const row of rows) if ("kind" in row.message) throw new Error(`expected e-mails, found a webhook event (${row.message.type})`);
  return rows as Array<R & { message: OutboxMessage }>;
}
