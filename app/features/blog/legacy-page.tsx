import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** The old author and tag archives: kept so old links land somewhere useful, not indexed. */
export function LegacyBlogPage({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Blog archive</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight break-words sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/blog">
          Browse All Articles
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
