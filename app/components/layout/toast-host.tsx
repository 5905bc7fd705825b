import { lazy, Suspense } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { toasterProps } from "./site-toaster.ts";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** Mounts the toast host after hydration so its code stays out of the first load. */
export function ToastHost() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...toasterProps} />
    </Suspense>
  );
}
