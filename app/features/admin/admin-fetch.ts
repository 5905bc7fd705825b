// How the admin's pages call its JSON endpoints (autosave, live preview, uploads, preview links,
// revisions): the answer's status and body, or a message when the server could not be reached.
// A 401 means the session has ended; the caller decides what to show.

export type AdminFetchResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string };

const OFFLINE = "No connection to the server. Please check your connection and try again.";

/**
 * GET (no body) or POST (a form body) to an admin endpoint that answers JSON. `keepalive` lets a
 * small request finish when the page is left right after it is sent (browsers cap such a body at 64 KB).
 */
export async function adminFetch<T>(path: string, body?: FormData, { keepalive = false } = {}): Promise<AdminFetchResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body ? "POST" : "GET",
      body,
      headers: { Accept: "application/json" },
      cache: "no-store",
      keepalive,
    });
  } catch {
    return { ok: false, status: 0, message: OFFLINE };
  }
  const parsed = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (response.ok && parsed) return { ok: true, status: response.status, body: parsed };
  const message =
    parsed?.message ?? (response.status === 401 ? "Your session has ended. Please sign in again." : `The server answered ${response.status}. Please try again.`);
  return { ok: false, status: response.status, message };
}

/** A form body with the session's CSRF token and the given fields. */
export function adminForm(csrfToken: string, fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  form.set("csrf", csrfToken);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return form;
}
