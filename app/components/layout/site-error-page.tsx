import { isRouteErrorResponse, Link, type MetaDescriptor } from "react-router";
import { brand } from "#app/config/site.ts";
import { errorStack, errorStackClass } from "#app/lib/error-stack.ts";
import { cn } from "#app/lib/utils.ts";

/** The status a route error stands for: a thrown response's own, else 500. */
export const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/**
 * The visitor-facing message a refused request carries (a 4xx thrown as `data({ message })`, such
 * as a form body that is too large); React Router's own errors and server failures carry none.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status >= 500) return undefined;
  const body: unknown = error.data;
  if (typeof body !== "object" || body === null || body instanceof Error) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === "string" && message ? message : undefined;
}

/** The title of an error page (a layout's error boundary renders no route's own meta); never indexed. */
export function errorPageMeta(status: number): MetaDescriptor[] {
  const title = status === 404 ? "Page not found" : status >= 400 && status < 500 ? "Request not accepted" : "Something went wrong";
  return [{ title: `${title} | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

/** What a refused request says when its thrower gave no message. */
const refusalFallback: Record<number, string> = {
  405: "This page does not accept that kind of request.",
  413: "What was sent is too large.",
  415: "What was sent is not a form this page can read.",
};

/**
 * What a public page shows when it does not exist (404), refuses a request (another 4xx, with the
 * reason) or fails: the spec's text and the way home.
 */
export function SiteErrorPage({ status, message, error }: { status: number; message?: string; error?: unknown }) {
  const copy =
    status === 404
      ? { heading: "404", text: "Oops! Page not found" }
      : status >= 400 && status < 500
        ? { heading: "Request not accepted", text: message ?? refusalFallback[status] ?? "This request could not be completed." }
        : { heading: "Something went wrong", text: "We could not show this page. Please try again in a moment." };
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className={cn("font-bold tracking-tight text-balance", status === 404 ? "text-6xl" : "text-4xl sm:text-6xl")}>{copy.heading}</h1>
      <p className="mt-4 text-xl text-muted-foreground">{copy.text}</p>
      <Link to="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
      {import.meta.env.DEV && errorStack(error) && <pre className={errorStackClass}>{errorStack(error)}</pre>}
    </section>
  );
}
