// An editor can type for longer than the session's idle limit without a single request reaching
// the server. While someone is active in a form, this checks in with the server now and then
// (which refreshes the session's idle clock) and reports at once when the session has ended, so
// the page can ask for the password before any work is lost.
import { useCallback, useEffect, useRef } from "react";

export const SESSION_STATUS_PATH = "/admin/session";

/** What /admin/session answers (200 signed in, 401 not). */
export type SessionStatus = { signedIn: true; idleMs: number } | { signedIn: false };

/** At most one check this often while active: well inside the 30-minute idle limit. */
export const KEEP_ALIVE_INTERVAL_MS = 5 * 60 * 1000;
const RETRY_MS = 30 * 1000;

/**
 * Returns the function to call on activity (typing, changes). It checks in when the last check
 * (or the page load) is at least KEEP_ALIVE_INTERVAL_MS old; coming back to the tab counts as
 * activity. `onSignedOut` runs when the server says the session has ended.
 */
export function useSessionKeepAlive(onSignedOut: () => void): () => void {
  const lastCheck = useRef(0);
  const checking = useRef(false);
  const signedOut = useRef(onSignedOut);
  useEffect(() => {
    signedOut.current = onSignedOut;
  }, [onSignedOut]);
  // The page's own load counted as a check.
  useEffect(() => {
    lastCheck.current = Date.now();
  }, []);

  const activity = useCallback(() => {
    if (checking.current || Date.now() - lastCheck.current < KEEP_ALIVE_INTERVAL_MS) return;
    checking.current = true;
    lastCheck.current = Date.now();
    fetch(SESSION_STATUS_PATH, { headers: { Accept: "application/json" }, cache: "no-store" })
      .then((response) => {
        if (response.status === 401) signedOut.current();
      })
      // Offline or the server restarting: activity half a minute from now tries again.
      .catch(() => {
        lastCheck.current = Date.now() - KEEP_ALIVE_INTERVAL_MS + RETRY_MS;
      })
      .finally(() => {
        checking.current = false;
      });
  }, []);

  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === "visible") activity();
    };
    document.addEventListener("visibilitychange", onReturn);
    window.addEventListener("focus", onReturn);
    return () => {
      document.removeEventListener("visibilitychange", onReturn);
      window.removeEventListener("focus", onReturn);
    };
  }, [activity]);

  return activity;
}
