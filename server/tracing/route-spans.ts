import { isRouteErrorResponse, type ServerInstrumentation } from "react-router";
import type { Otel } from "./request-spans.ts";

/** What a loader or action threw that is an answer, not a fault: a redirect, a 404, a 4xx. */
const isAnswer = (error: unknown) => error instanceof Response || (isRouteErrorResponse(error) && error.status < 500);

/**
 * React Router's own instrumentation hook (the server entry's `instrumentations`): a span around
 * every loader and action, named by the route's id, inside the request's span, so the queries a
 * loader runs nest under it.
 */
export function routeSpans({ api, tracer }: Otel): ServerInstrumentation {
  const around =
    (kind: "loader" | "action", routeId: string) =>
    (handler: () => Promise<{ status: "success" | "error"; error: unknown }>, info: { pattern: string }) =>
      tracer.startActiveSpan(`${kind} ${routeId}`, { attributes: { "http.route": `/${info.pattern.replace(/^\//, "")}`, "react_router.route.id": routeId } }, async (span) => {
        const result = await handler();
        if (result.status === "error" && !isAnswer(result.error)) {
          span.recordException(result.error instanceof Error ? result.error : String(result.error));
          span.setStatus({ code: api.SpanStatusCode.ERROR });
        }
        span.end();
      });
  return {
    route(route) {
      route.instrument({ loader: around("loader", route.id), action: around("action", route.id) });
    },
  };
}
