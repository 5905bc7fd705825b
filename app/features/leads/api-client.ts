// Browser side of the public lead API (ARCHITECTURE.md "Public functions").
import type { LeadFunctionName } from "#app/config/lead-functions.ts";
import type { HONEYPOT_FIELD } from "#app/config/site.ts";
import { utmFrom } from "./lead-rules.ts";
import type { SubmissionMeta } from "./lead.schema.ts";

export type LeadCallResult<T = Record<string, unknown>> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

/** Attribution of the current page: its path, UTM parameters and the referring page. */
function currentAttribution(): Omit<SubmissionMeta, "idempotencyKey" | typeof HONEYPOT_FIELD> {
  return {
    sourcePage: window.location.pathname,
    referrer: document.referrer || undefined,
    utm: utmFrom(new URLSearchParams(window.location.search)),
  };
}

/**
 * Posts one submission. `idempotencyKey` should be made once per submission attempt
 * (crypto.randomUUID()) and reused on retries so a double submit stores one lead.
 */
export async function callLeadFunction<T = Record<string, unknown>>(
  name: LeadFunctionName,
  body: Record<string, unknown>,
  meta: Pick<SubmissionMeta, "idempotencyKey" | typeof HONEYPOT_FIELD>,
): Promise<LeadCallResult<T>> {
  try {
    const response = await fetch(`/api/functions/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...body, ...currentAttribution(), ...meta }),
    });
    const payload = (await response.json().catch(() => null)) as
      | { data: T | null; error: { message: string; fields?: Record<string, string> } | null }
      | null;
    if (response.ok && payload?.data) return { ok: true, data: payload.data };
    return {
      ok: false,
      status: response.status,
      message: payload?.error?.message ?? "Something went wrong",
      fields: payload?.error?.fields ?? {},
    };
  } catch (error) {
    console.error("lead submission failed", error);
    return { ok: false, status: 0, message: "Network error", fields: {} };
  }
}
