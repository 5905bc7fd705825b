import { isRouteErrorResponse, Link } from "react-router";
import { errorStack, errorStackClass } from "#app/lib/error-stack.ts";

/** The status a route error stands for: a thrown response's own, else 500. */
export const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/** What a public page shows when it does not exist (404) or fails: the spec's text and the way home. */
export function SiteErrorPage({ status, error }: { status: number; error?: unknown }) {
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-6xl font-bold tracking-tight">{notFound ? "404" : "Something went wrong"}</h1>
      <p className="mt-4 text-xl text-muted-foreground">
        {notFound ? "Oops! Page not found" : "We could not show this page. Please try again in a moment."}
      </p>
      <Link to="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
      {import.meta.env.DEV && errorStack(error) && <pre className={errorStackClass}>{errorStack(error)}</pre>}
    </section>
  );
}
