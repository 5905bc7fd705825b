// The one way a route action reads a request body (lint forbids request.formData() and friends
// elsewhere). React Router calls an action for any method but GET and HEAD and hands it the raw
// stream, so everything odd about a body (its method, type, size, encoding, characters) is
// answered here with a 4xx before anything else runs: no rate limit, no database, no echo.
import { STATUS_CODES } from "node:http";
import { data } from "react-router";

/**
 * A public form body: far above the largest valid one (a 5,000-character message in any script,
 * percent-encoded, is under 46 KB), far below what would cost the server memory.
 */
export const FORM_BODY_LIMIT = 64 * 1024;

/** The admin's post editor sends up to 100,000 characters of markdown (and only after sign-in). */
export const ADMIN_FORM_BODY_LIMIT = 2 * 1024 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en-US")} KB`;

export const FORM_BODY_MESSAGES = {
  methodNotAllowed: "This page accepts only form submissions (POST).",
  unsupportedType: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  missingBoundary: "The form could not be read: its multipart boundary is missing.",
  tooLarge: (limit: number) => `The form is too large to send. Please keep it under ${kilobytes(limit)}.`,
  unreadable: "The form could not be read. Please reload the page and try again.",
  nulByte: "The form contains a character that cannot be accepted (a NUL byte).",
} as const;

/** What a refused body throws: React Router renders the route's error page with this status. */
export type FormBodyError = { message: string };

function refuse(status: number, message: string, headers?: Record<string, string>): never {
  throw data<FormBodyError>({ message }, { status, statusText: STATUS_CODES[status], headers });
}

function mediaType(contentType: string | null): { type: string; hasBoundary: boolean } {
  const [type = "", ...params] = (contentType ?? "").split(";");
  return {
    type: type.trim().toLowerCase(),
    hasBoundary: params.some((param) => /^\s*boundary\s*=\s*"?[^"\s]+/i.test(param)),
  };
}

/**
 * At most `limit` bytes of the body, or undefined when it is longer. Reading stops at the limit
 * and the rest stays unread (cancelling would destroy the socket before the 413 is sent; the
 * server drops the rest after the answer, server/unread-bodies.ts), so memory never grows with
 * what a client sends.
 */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) return undefined;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const hasNul = (text: string) => text.includes("\u0000");

/**
 * The posted form, or a thrown 4xx: 405 for a method other than POST, 415 for a body that is not
 * a form, 413 past `limit` bytes (declared or streamed), 400 for a body that does not parse or
 * holds a NUL byte (no text column can store one).
 */
export async function readFormBody(request: Request, { limit = FORM_BODY_LIMIT }: { limit?: number } = {}): Promise<FormData> {
  if (request.method !== "POST") refuse(405, FORM_BODY_MESSAGES.methodNotAllowed, { Allow: "GET, HEAD, POST" });

  const contentType = request.headers.get("Content-Type");
  const { type, hasBoundary } = mediaType(contentType);
  if (!(FORM_TYPES as readonly string[]).includes(type)) refuse(415, FORM_BODY_MESSAGES.unsupportedType);
  if (type === "multipart/form-data" && !hasBoundary) refuse(400, FORM_BODY_MESSAGES.missingBoundary);

  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > limit) refuse(413, FORM_BODY_MESSAGES.tooLarge(limit));
  const bytes = await readAtMost(request.body, limit);
  if (!bytes) refuse(413, FORM_BODY_MESSAGES.tooLarge(limit));

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType! } }).formData();
  } catch {
    refuse(400, FORM_BODY_MESSAGES.unreadable);
  }
  for (const [key, value] of form.entries()) {
    if (hasNul(key) || (typeof value === "string" && hasNul(value))) refuse(400, FORM_BODY_MESSAGES.nulByte);
  }
  return form;
}
