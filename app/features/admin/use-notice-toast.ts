import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { showRequestedToast } from "#app/lib/toast.ts";
import type { ToastRequest } from "#app/lib/toast-event.ts";

/** Each notice's toast; `tone: "error"` for an action that went through but did not work out (a calendar that could not be read). */
type Notices = Readonly<Record<string, ToastRequest & { description: string }>>;

/**
 * An action that succeeded redirects with ?notice=…; this shows the matching toast once and
 * takes the parameter out of the address, so a reload does not repeat it. The notice is returned
 * for the page's own status line until the staff member goes elsewhere (another query too), so the
 * line does not vanish the moment the address is tidied.
 */
export function useNoticeToast(notices: Notices) {
  const [params, setParams] = useSearchParams();
  const notice = params.get("notice");
  const rest = new URLSearchParams(params);
  rest.delete("notice");
  const place = rest.toString();
  const [shown, setShown] = useState<{ notice: string; place: string } | null>(null);
  // Remembered while rendering (React's way to keep state derived from what it is given), and
  // forgotten once the staff member goes elsewhere: coming back to the same address (Cancel on an
  // editor opened from it) did not do again what the notice says.
  if (notice && (shown?.notice !== notice || shown.place !== place)) setShown({ notice, place });
  else if (!notice && shown && shown.place !== place) setShown(null);
  useEffect(() => {
    if (!notice) return;
    const toast = notices[notice];
    if (toast) void showRequestedToast(toast);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("notice");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, notices, setParams]);
  const active = notice ?? (shown && shown.place === place ? shown.notice : null);
  return active ? notices[active] : undefined;
}
