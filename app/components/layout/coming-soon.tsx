import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** Stand-in for a page whose content is still being written; it keeps the route alive. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Coming soon</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{summary}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/book-demo">Book a Demo</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact-us">Contact Sales</Link>
        </Button>
      </div>
    </section>
  );
}
