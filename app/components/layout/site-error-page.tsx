import { isRouteErrorResponse, Link, type MetaDescriptor } from "react-router";
import { brand } from "#app/config/site.ts";
import { errorStack, errorStackClass } from "#app/lib/error-stack.ts";
import { cn } from "#app/lib/utils.ts";

/** The status a route error stands for: a thrown response's own, else 500. */
export const errorStatus = (error: unknown) =>
  isRouteErrorResponse(error) ? error.status : 500;

/**
 * The visitor-facing message a refused request carries (a 4xx thrown as `data({ message })`, such
 * as a form body that is too large); React Router's own errors and server failures carry none.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status >= 500) return undefined;
  const body: unknown = error.data;
  if (typeof body !== "object" || body === null || body instanceof Error)
    return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === "string" && message ? message : undefined;
}

/** The heading and text of a public error page: not found, a refused request (another 4xx), or a failure. */
function errorCopy(status: number, message?: string) {
  if (status === 404)
    return {
      title: "Page not found",
      heading: "404",
      text: "Oops! Page not found",
    };
  if (status >= 400 && status < 500) {
    // Refusals thrown by this site carry their message; React Router's own (a method a page does
    // not take) carry none.
    const text =
      message ??
      (status === 405
        ? "This page does not accept that kind of request."
        : "This request could not be completed.");
    return {
      title: "Request not accepted",
      heading: "Request not accepted",
      text,
    };
  }
  return {
    title: "Something went wrong",
    heading: "Something went wrong",
    text: "We could not show this page. Please try again in a moment.",
  };
}

/** The title of an error page (a layout's error boundary renders no route's own meta); never indexed. */
export const errorPageMeta = (status: number): MetaDescriptor[] => [
  { title: `${errorCopy(status).title} | ${brand.name}` },
  { name: "robots", content: "noindex" },
];

/**
 * What a public page shows when it does not exist (404), refuses a request (another 4xx, with the
 * reason) or fails: the spec's text and the way home.
 */
export function SiteErrorPage({
  status,
  message,
  error,
}: {
  status: number;
  message?: string;
  error?: unknown;
}) {
  const copy = errorCopy(status, message);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1
        className={cn(
          "font-bold tracking-tight text-balance",
          status === 404 ? "text-6xl" : "text-4xl sm:text-6xl",
        )}
      >
        {copy.heading}
      </h1>
      <p className="mt-4 text-xl text-muted-foreground">{copy.text}</p>
      <Link
        to="/"
        className="mt-8 inline-block font-medium text-primary underline underline-offset-4"
      >
        Return to Home
      </Link>
      {import.meta.env.DEV && errorStack(error) && (
        <pre className={errorStackClass}>{errorStack(error)}</pre>
      )}
    </section>
  );
}
