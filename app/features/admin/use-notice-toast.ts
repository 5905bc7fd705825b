import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toastSuccess } from "#app/lib/toast.ts";

type Notices = Readonly<Record<string, { title: string; description: string }>>;

/**
 * An action that succeeded redirects with ?notice=…; this shows the matching toast once and
 * takes the parameter out of the address, so a reload does not repeat it.
 */
export function useNoticeToast(notices: Notices) {
  const [params, setParams] = useSearchParams();
  const notice = params.get("notice");
  useEffect(() => {
    if (!notice) return;
    const toast = notices[notice];
    if (toast) void toastSuccess(toast);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("notice");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, notices, setParams]);
  return notice ? notices[notice] : undefined;
}
