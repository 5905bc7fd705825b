// A lead form posted without JavaScript (a plain HTML form to its route action) goes through the
// same service as the JSON API; the URL it was posted from supplies the attribution.
import type { AppLoadContext } from "react-router";
import type { LeadFunctionName } from "#app/config/lead-functions.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import type { ContactPostResult } from "./contact-form.tsx";
import { CONTACT_FIELDS } from "./form-fields.ts";
import { utmFrom } from "./lead-rules.ts";
import { formDataToLeadBody, handleLeadSubmission, type LeadOutcome } from "./lead-submission.server.ts";

/** The longest field of any lead form (the contact message): a refused post echoes no more of one. */
export const ECHO_MAX_CHARS = 5000;

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
