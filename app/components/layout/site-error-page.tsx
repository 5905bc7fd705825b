import { isRouteErrorResponse } from "react-router";

/** What a public page shows when its loader or render fails: 404 or a general apology, and the way home. */
export function SiteErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{status === 404 ? "404" : "Something went wrong"}</h1>
      <p className="mt-4 text-muted-foreground">
        {status === 404
          ? "Oops! Page not found"
          : "We could not show this page. Please try again in a moment."}
      </p>
      <a href="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
        Return to Home
      </a>
    </section>
  );
}
