import { isRouteErrorResponse } from "react-router";

/**
 * What a development error page shows under its message: the error's stack (React Router keeps
 * the server's stack in development and strips it in production), or null for a thrown response
 * such as a 404. Call it behind `import.meta.env.DEV`, so production bundles leave it out.
 */
export function errorStack(error: unknown): string | null {
  if (error === undefined || isRouteErrorResponse(error)) return null;
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

/** The look of that stack on both applications' error pages. */
export const errorStackClass =
  "mx-auto mt-8 max-w-5xl overflow-x-auto rounded-md border border-destructive/40 bg-destructive/5 p-4 text-left text-sm whitespace-pre-wrap";
