// A lead form posted without JavaScript (a plain HTML form to its route action) goes through the
// same service as the JSON API; the URL it was posted from supplies the attribution.
import type { AppLoadContext } from "react-router";
import { HONEYPOT_FIELD } from "#app/config/site.ts";
import type { LeadFunctionName } from "#app/config/lead-functions.ts";
import { utmFrom } from "./lead-rules.ts";
import { formDataToLeadBody, handleLeadSubmission, type LeadOutcome } from "./lead-submission.server.ts";

export async function submitLeadFormPost(
  request: Request,
  context: AppLoadContext,
  functionName: LeadFunctionName,
): Promise<{ outcome: LeadOutcome; values: Record<string, string> }> {
  const form = await request.formData();
  const body = formDataToLeadBody(form);
  const url = new URL(request.url);
  body.sourcePage ??= url.pathname;
  body.utm ??= utmFrom(url.searchParams);

  const outcome = await handleLeadSubmission(
    { env: context.env, db: context.db, logger: context.logger, clientIp: context.clientIp },
    functionName,
    body,
  );
  // What the visitor typed comes back so a refused post shows the form as they left it.
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) =>
      typeof value === "string" && key !== HONEYPOT_FIELD && key !== "idempotencyKey" ? [[key, value]] : [],
    ),
  );
  return { outcome, values };
}
