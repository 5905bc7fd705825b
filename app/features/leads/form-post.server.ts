// A lead form posted without JavaScript (a plain HTML form to its route action) goes through the
// same service as the JSON API; the URL it was posted from supplies the attribution.
import { createHash } from "node:crypto";
import type { AppLoadContext } from "react-router";
import type { LeadFunctionName } from "#app/config/lead-functions.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { ContactPostResult } from "./contact-form.tsx";
import { CONTACT_FIELDS } from "./form-fields.ts";
import { utmFrom } from "./lead-rules.ts";
import { formDataToLeadBody, handleLeadSubmission, type LeadOutcome } from "./lead-submission.server.ts";

/** The longest field of any lead form (the contact message): a refused post echoes no more of one. */
export const ECHO_MAX_CHARS = 5000;

/**
 * The key a submission is known by. A form posted without JavaScript carries the key its page was
 * rendered with, and a page served from the page cache is the same for every visitor: the key is
 * made from that one and what was sent, so the same form sent twice (a double click, a reload that
 * posts again) is still one lead, while two visitors' messages stay two.
 */
export function submissionKey(pageKey: unknown, body: Record<string, unknown>): unknown {
  // No key, or one the lead API refuses anyway: left as sent.
  if (typeof pageKey !== "string" || !isUuid(pageKey)) return body.idempotencyKey;
  const { idempotencyKey: _ignored, ...sent } = body;
  const hex = createHash("sha256").update(pageKey).update("\0").update(JSON.stringify(sent)).digest("hex");
  // Shaped as a UUID (version 8, for a name made by hashing), as the lead API's keys are.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * `echo` names the form's own fields: a refused post gives back what the visitor typed in them
 * (each cut at ECHO_MAX_CHARS), and nothing else the body carried.
 */
export async function submitLeadFormPost(
  request: Request,
  context: AppLoadContext,
  functionName: LeadFunctionName,
  { echo }: { echo: readonly string[] },
): Promise<{ outcome: LeadOutcome; values: Record<string, string> }> {
  const form = await readFormBody(request);
  const body = formDataToLeadBody(form);
  const url = new URL(request.url);
  body.sourcePage ??= url.pathname;
  body.utm ??= utmFrom(url.searchParams);
  body.idempotencyKey = submissionKey(form.get("idempotencyKey"), body);

  const outcome = await handleLeadSubmission(
    { env: context.env, db: context.db, logger: context.logger, clientIp: context.clientIp },
    functionName,
    body,
  );
  const values = Object.fromEntries(
    echo.flatMap((name) => {
      const value = form.get(name);
      return typeof value === "string" ? [[name, value.slice(0, ECHO_MAX_CHARS)]] : [];
    }),
  );
  return { outcome, values };
}

/** The contact form posted without JavaScript (/contact-us, a landing page's): its answer and status. */
export async function submitContactPost(request: Request, context: AppLoadContext): Promise<{ result: ContactPostResult; status: number }> {
  const { outcome, values } = await submitLeadFormPost(request, context, "send-contact-email", { echo: CONTACT_FIELDS });
  const error = outcome.body.error;
  if (!error) return { result: { ok: true }, status: 200 };
  return { result: { ok: false, values, fields: error.fields, message: error.message }, status: outcome.status };
}
