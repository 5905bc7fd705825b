import { readyToSend } from "#app/features/mail/email-content.server.tsx";
import type { OutboxPayload, QueuedMessage } from "#db/schema.ts";

/**
 * E-mail rows of the outbox with each message as the worker sends it: a body stored as a template
 * and its props is rendered then (email-content.server.tsx). `stored` keeps the row's message as it
 * is in the table. A webhook or calendar row among them is a test's mistake and throws.
 */
export function asSent<Row extends { message: OutboxPayload }>(rows: Row[]) {
  return Promise.all(
    rows.map(async (row) => {
      if ("kind" in row.message) throw new Error(`expected e-mails, found a ${row.message.kind} message`);
      const stored: QueuedMessage = row.message;
      return { ...row, stored, message: await readyToSend(stored) };
    }),
  );
}
