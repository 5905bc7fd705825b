// Every link the site builds from a value (a stored lead's address, a post's id or slug, a
// configured address) goes through these, so a value can only ever be the part it was meant to be:
// an address with "?cc=…&body=…" in it cannot add recipients or a pre-filled text to a mailto link,
// and a slug cannot add a query or leave its path segment.

export type QueryValue = string | number | boolean | null | undefined;

/** `mailto:` an address, with optional subject and body; the address's parts and each field are percent-encoded. */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const at = address.lastIndexOf("@");
  // The @ stays literal (every mail client reads it); what is around it cannot break out.
  const to = at < 0 ? encodeURIComponent(address) : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}

/**
 * `tel:` a phone number as typed by a visitor ("+1 (617) 555-0100"): only the digits and a leading
 * +, which is all a dialler reads. Null when fewer than 3 digits remain (not a number to call).
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 3 || digits.length > 20) return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** A path under `base` with each segment encoded: pathHref("/blog", slug). */
export function pathHref(base: string, ...segments: string[]): string {
  return [base.replace(/\/+$/, ""), ...segments.map((segment) => encodeURIComponent(segment))].join("/");
}

/** A path with a query string; empty, null and undefined values are left out. */
export function queryHref(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "" && value !== false) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
