import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { Section } from "#app/components/marketing/section.tsx";
import type { HomePageContent } from "#app/content/home.ts";

export function FeaturedArticle({ article: featuredArticle }: { article: HomePageContent["featuredArticle"] }) {
  return (
    <Section aria-labelledby="featured-article">
      <article className="grid overflow-hidden rounded-3xl border bg-card shadow-sm md:grid-cols-5">
        <div aria-hidden="true" className="relative min-h-48 bg-gradient-to-br from-brand-ink via-primary to-brand-amber md:col-span-2">
          <svg viewBox="0 0 200 160" className="absolute inset-0 h-full w-full opacity-30" preserveAspectRatio="xMidYMid slice">
            <g fill="none" stroke="#fff" strokeWidth="1">
              <circle cx="100" cy="80" r="24" />
              <circle cx="100" cy="80" r="44" />
              <circle cx="100" cy="80" r="64" />
              <circle cx="100" cy="80" r="84" />
            </g>
          </svg>
        </div>
        <div className="p-8 md:col-span-3 md:p-10">
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">Featured · {featuredArticle.category}</span>
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" />
              {featuredArticle.readTime}
            </span>
          </p>
          <h2 id="featured-article" className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {featuredArticle.title}
          </h2>
          <p className="mt-4 text-muted-foreground">{featuredArticle.excerpt}</p>
          <Link
            to={featuredArticle.href}
            className="mt-6 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Read the article<span className="sr-only">: {featuredArticle.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </Section>
  );
}
