import { readyToSend } from "#app/features/mail/email-content.server.tsx";
import type { QueuedMessage } from "#db/schema.ts";

/**
 * Outbox rows with each message as the worker sends it: a body stored as a template and its props is
 * rendered then (email-content.server.tsx). `stored` keeps the row's message as it is in the table.
 */
export function asSent<Row extends { message: QueuedMessage }>(rows: Row[]) {
  return Promise.all(rows.map(async (row) => ({ ...row, stored: row.message, message: await readyToSend(row.message) })));
}
