// The forms' zod checks load on demand (zod is ~26 KB gzip): when the visitor first focuses a
// form, and at the latest when they submit it.
import type * as FormChecksModule from "./form-checks.ts";

type FormChecks = typeof FormChecksModule;

let pending: Promise<FormChecks> | null = null;

export function loadFormChecks(): Promise<FormChecks> {
  pending ??= import("./form-checks.ts").catch((error: unknown) => {
    pending = null; // a failed download is retried on the next attempt
    throw error;
  });
  return pending;
}
