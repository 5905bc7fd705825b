// Delivers one queued webhook event (the outbox worker's webhook channel): a POST of the stored body
// to WEBHOOK_URL, signed per Standard Webhooks by the `standardwebhooks` library. Anything but a 2xx
// in time is a failure the worker retries with backoff, under the same webhook-id.
import { Webhook } from "standardwebhooks";
import type { WebhookOutboxMessage } from "#db/schema.ts";
import { brand } from "#app/config/site.ts";
import { traced } from "#app/lib/tracing.server.ts";
import { webhookIdOf } from "./webhooks.server.ts";

export type WebhookSenderOptions = {
  url: string;
  /** `whsec_<base64>`, as the environment check accepts it. */
  secret: string;
  /** How long one attempt may take, answer included. */
  timeoutMs?: number;
  /** The signing clock (tests move it). */
  now?: () => Date;
};

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** How much of a refusal's body the outbox keeps as its last error. */
const ERROR_BODY_CHARS = 200;

/** Why an attempt failed, as the outbox shows it: the status and the start of the answer. */
export class WebhookDeliveryError extends Error {}

/** How many bytes of a refusal's body are read at most: a receiver may answer with anything. */
const ERROR_BODY_BYTES = 4096;

/** The start of a body, reading no more than `limit` bytes of it and cancelling the rest. */
async function startOf(response: Response, limit: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, limit).toString("utf8");
}

async function refusalOf(response: Response): Promise<string> {
  const text = await startOf(response, ERROR_BODY_BYTES).catch(() => "");
  const excerpt = text.replace(/\s+/g, " ").trim().slice(0, ERROR_BODY_CHARS);
  return `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}${excerpt ? `: ${excerpt}` : ""}`;
}

/** The webhook channel's sender for the outbox worker. */
export function createWebhookSender(options: WebhookSenderOptions) {
  const signer = new Webhook(options.secret);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const post = async (message: WebhookOutboxMessage, outboxId: string): Promise<void> => {
    const webhookId = webhookIdOf(outboxId);
    // A fresh timestamp per attempt: receivers refuse signatures older than a few minutes.
    const timestamp = options.now?.() ?? new Date();
    const headers = {
      "Content-Type": "application/json",
      "User-Agent": `${brand.productSlug}-webhooks`,
      "webhook-id": webhookId,
      "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
      "webhook-signature": signer.sign(webhookId, timestamp, message.body),
    };
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: "POST",
        headers,
        body: message.body,
        // A redirect is an answer to fix at the receiver, not to follow with a signed body.
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new WebhookDeliveryError(
        timedOut ? `no answer within ${timeoutMs} ms` : `could not reach the receiver: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      );
    }
    if (response.status < 200 || response.status > 299) throw new WebhookDeliveryError(await refusalOf(response));
    // The body is not read: drop it so the connection can be reused.
    await response.body?.cancel().catch(() => undefined);
  };
  // The receiver's host only: a webhook URL's path may hold a token of the receiver's.
  const attributes = { "http.request.method": "POST", "server.address": new URL(options.url).hostname };
  // A trace of its own when tracing is on: the outbox delivers outside any request.
  return (message: WebhookOutboxMessage, outboxId: string): Promise<void> =>
    traced("webhook send", { kind: "client", root: true, attributes: { ...attributes, "lumenguard.outbox_id": outboxId } }, () => post(message, outboxId));
}
