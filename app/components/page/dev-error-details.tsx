import { isRouteErrorResponse } from "react-router";

/**
 * In development only, the error behind an error page: its message and stack (React Router keeps
 * the server's stack in development and strips it in production). Production builds drop this
 * component's body: visitors never see internals, and the server log has the details.
 */
export function DevErrorDetails({ error }: { error: unknown }) {
  if (!import.meta.env.DEV || isRouteErrorResponse(error)) return null;
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return (
    <pre
      data-testid="dev-error-details"
      className="mx-auto mt-8 max-w-5xl overflow-x-auto rounded-md border border-destructive/40 bg-destructive/5 p-4 text-left text-sm whitespace-pre-wrap"
    >
      {text}
    </pre>
  );
}
