// A lead form posted without JavaScript (a plain HTML form to its route action) goes through the
// same service as the JSON API; the URL it was posted from supplies the attribution.
import type { AppLoadContext } from "react-router";
import type { LeadFunctionName } from "./lead-functions.ts";
import { formDataToLeadBody, handleLeadSubmission, type LeadOutcome } from "./lead-submission.server.ts";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export async function submitLeadFormPost(
  request: Request,
  context: AppLoadContext,
  functionName: LeadFunctionName,
): Promise<{ outcome: LeadOutcome; values: Record<string, string> }> {
  const form = await request.formData();
  const body = formDataToLeadBody(form);
  const url = new URL(request.url);
  body.sourcePage ??= url.pathname;
  const utm = Object.fromEntries(UTM_KEYS.flatMap((key) => (url.searchParams.get(key) ? [[key, url.searchParams.get(key)!]] : [])));
  if (!body.utm && Object.keys(utm).length > 0) body.utm = utm;

  const outcome = await handleLeadSubmission(
    { env: context.env, db: context.db, logger: context.logger, clientIp: context.clientIp },
    functionName,
    body,
  );
  // What the visitor typed comes back so a refused post shows the form as they left it.
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) =>
      typeof value === "string" && key !== "website" && key !== "idempotencyKey" ? [[key, value]] : [],
    ),
  );
  return { outcome, values };
}
