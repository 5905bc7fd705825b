import { Suspense, type ReactNode } from "react";

/**
 * Wraps a form that sits below the fold and is imported with React.lazy. The server renders it
 * in full (the module is cached after the first request), and the browser keeps that HTML as a
 * dehydrated Suspense boundary until the form's code has arrived, then hydrates it; so the form's
 * code is not part of the page's first load. A click on it meanwhile is replayed after hydration.
 */
export function DeferredForm({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  return (
    <Suspense
      fallback={
        // Only seen on the first render after a server start, while the module loads.
        <p className="flex items-center justify-center text-sm text-muted-foreground" style={{ minHeight }}>
          Loading the form…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
