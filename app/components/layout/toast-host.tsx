import { lazy, Suspense, useEffect } from "react";
import { showRequestedToast } from "#app/lib/toast.ts";
import { TOAST_EVENT, type ToastRequest } from "#app/lib/toast-event.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { toasterProps } from "./site-toaster.ts";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toast host after hydration so its code stays out of the first load, and shows the
 * toasts script outside React asks for (TOAST_EVENT).
 */
export function ToastHost() {
  const hydrated = useHydrated();
  useEffect(() => {
    const show = (event: Event) => {
      event.preventDefault();
      void showRequestedToast((event as CustomEvent<ToastRequest>).detail);
    };
    addEventListener(TOAST_EVENT, show);
    return () => removeEventListener(TOAST_EVENT, show);
  }, []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...toasterProps} />
    </Suspense>
  );
}
