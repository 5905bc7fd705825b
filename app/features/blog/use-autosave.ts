// An editor's autosave to the server: a moment after the typing stops, the whole form goes to its
// autosave endpoint (/admin/blog/autosave for posts, /admin/content/autosave for site entries), kept
// apart from what is saved: a published post or entry never shows half-written text.
// The page shows where that stands ("Saving…", "Saved", "Not saved"), and hears when someone else
// has saved the post since it was opened, before a save would be refused.
import { useCallback, useEffect, useRef, useState } from "react";
import { adminFetch } from "#app/features/admin/admin-fetch.ts";

export const AUTOSAVE_PATH = "/admin/blog/autosave";

/** How long after the last keystroke the text is sent. */
export const AUTOSAVE_DELAY_MS = 1200;

export type AutosaveStatus =
  | { state: "idle" }
  | { state: "pending" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "failed"; message: string };

export type NewerVersion = { version: number; savedBy: string | null; savedAt: string };

const SIGNED_OUT: AutosaveStatus = {
  state: "failed",
  message: "Your session has ended. Sign in again and your changes are saved; this browser keeps them meanwhile.",
};

type Target = { id?: string; newPostKey?: string; version?: number };
type FormValues = Record<string, string | boolean>;

/** The form's values as the autosave endpoint reads them (the same fields and checkbox rule as the form). */
function autosaveBody(values: FormValues, csrfToken: string, target: Target): FormData {
  const body = new FormData();
  body.set("csrf", csrfToken);
  if (target.id) body.set("id", target.id);
  if (target.newPostKey) body.set("newPostKey", target.newPostKey);
  if (target.version) body.set("version", String(target.version));
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "boolean") {
      if (value) body.set(name, "on");
    } else body.set(name, value);
  }
  return body;
}

/**
 * Sends `values` to the server a moment after they last changed (only once `edited`), one request
 * at a time; the newest values always go last. `onSignedOut` runs on a 401. While `paused` (the
 * session is known to have ended) nothing is sent; the text waits, here and in this browser.
 */
export function useAutosave({
  path = AUTOSAVE_PATH,
  values,
  edited,
  paused = false,
  csrfToken,
  target,
  onSignedOut,
}: {
  /** The endpoint that keeps the text. */
  path?: string;
  values: FormValues;
  edited: boolean;
  paused?: boolean;
  csrfToken: string;
  target: Target;
  onSignedOut: () => void;
}) {
  const [status, setStatus] = useState<AutosaveStatus>({ state: "idle" });
  const [newer, setNewer] = useState<NewerVersion | null>(null);
  const latest = useRef({ path, values, csrfToken, target, onSignedOut });
  useEffect(() => {
    latest.current = { path, values, csrfToken, target, onSignedOut };
  });
  const inFlight = useRef(false);
  const again = useRef(false);
  // Set while the form itself is being saved: the save ends the autosave, which must not come back after it.
  const stopped = useRef(false);

  const send = useCallback(async function run(): Promise<void> {
    if (stopped.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    const { path: endpoint, values: sent, csrfToken: token, target: to } = latest.current;
    setStatus({ state: "saving" });
    try {
      const answer = await adminFetch<{ savedAt: string; newer?: NewerVersion }>(endpoint, autosaveBody(sent, token, to));
      // The form is being saved meanwhile: its answer, not this one, says what happened.
      if (stopped.current) return;
      if (answer.ok) {
        setStatus({ state: "saved", at: answer.body.savedAt });
        setNewer(answer.body.newer ?? null);
      } else {
        if (answer.status === 401) latest.current.onSignedOut();
        setStatus({ state: "failed", message: answer.message });
      }
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void run();
      }
    }
  }, []);

  useEffect(() => {
    if (!edited || paused || stopped.current) return;
    setStatus((current) => (current.state === "saving" ? current : { state: "pending" }));
    const timer = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edited, paused, values, send]);

  return {
    status: paused && edited ? SIGNED_OUT : status,
    newer,
    /** Before the form is saved: no autosave goes out after it. */
    stop: () => {
      stopped.current = true;
    },
    /** After a save that did not go through (refused, or signed out): autosave resumes. */
    resume: () => {
      stopped.current = false;
    },
  };
}
