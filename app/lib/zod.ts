// zod as the site's schemas use it, in the browser and on the server: schema modules import `z`
// from here, so the setting below is in place before any schema exists.
import { z } from "zod";

// zod compiles object parsers with `new Function` unless told not to; in the browser its probe for
// that is reported as a CSP violation (script-src has no 'unsafe-eval').
z.config({ jitless: true });

export { z };

/** zod issues → one message per field (the first for each), as the API and forms show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_form";
    fields[key] ??= issue.message;
  }
  return fields;
}
