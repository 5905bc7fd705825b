import { Loader2, Rss } from "lucide-react";
import { data } from "react-router";
import { BlogSearch } from "#app/features/blog/blog-search.tsx";
import { CategorySidebar } from "#app/features/blog/category-sidebar.tsx";
import { BlogPagination } from "#app/features/blog/blog-pagination.tsx";
import { FeaturedPostCard, PostCard } from "#app/features/blog/post-card.tsx";
import { isFeatured } from "#app/features/blog/pinned-posts.ts";
import { brand } from "#app/config/site.ts";
import { isFiltered, readBlogFilter } from "#app/features/blog/filter.ts";
import { loadBlogListPage, pinnedOnlyListPage, type BlogListPage } from "#app/features/blog/list-page.server.ts";
import { blogListSeo } from "#app/features/blog/list-seo.ts";
import { blogFeedDescription, blogFeedTitle, RSS_PATH } from "#app/features/blog/rss.ts";
import { parsePageNumber } from "#app/lib/paging.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import { pageMeta, siteUrlFrom } from "#app/lib/seo.ts";
import type { ToastRequest } from "#app/lib/toast-event.ts";
import type { Route } from "./+types/blog";

/** Server HTML plus the enhancer, which filters the list in place (app/enhance/blog-filter.ts). */
export const handle = withoutHydration;

const LOAD_FAILED_TOAST: ToastRequest = { title: "Error", description: "Failed to load blog posts.", tone: "error" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = readBlogFilter(params);
  // Only pages that exist answer: a malformed or past-the-end page is the site's 404, never an
  // empty list a crawler would keep (and the addresses stay finite).
  const page = params.has("page") ? parsePageNumber(params.get("page")!) : 1;
  if (page === null) throw data(null, { status: 404 });
  let list: BlogListPage | null;
  let loadFailed = false;
  try {
    list = await loadBlogListPage(context.db, filter, page);
  } catch (error) {
    // The pinned articles still show; the reader gets the spec's error toast.
    context.logger.error({ err: error }, "blog list query failed");
    list = pinnedOnlyListPage(filter);
    loadFailed = true;
  }
  if (!list) throw data(null, { status: 404 });
  // A list without the database's posts is never kept by the page cache (server/page-cache.ts).
  return data({ ...list, filter, loadFailed }, loadFailed ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    ...blogListSeo(siteUrlFrom(matches), loaderData),
    description: `${blogFeedDescription} Guidance from the ${brand.name} team on guardrails, red teaming, shadow AI and trustworthy agents.`,
  });

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: blogFeedTitle, href: RSS_PATH },
];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { filter, results, total, categories, page, pageCount, loadFailed } = loaderData;
  const [first, ...rest] = results;
  const featured = isFeatured(first) ? first : undefined;
  const grid = featured ? rest : results;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Insights</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{blogFeedTitle}</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Research, field notes and product news on securing generative AI: guardrails, red teaming, governance and
          the controls that let enterprises ship agents with confidence.
        </p>
      </header>

      <div className="mt-8 max-w-xl">
        <BlogSearch filter={filter} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_1fr] lg:gap-10">
        <aside className="flex flex-col gap-8 lg:sticky lg:top-24 lg:self-start">
          <CategorySidebar categories={categories} filter={filter} />
          <a
            href={RSS_PATH}
            className="hidden items-center gap-2 text-sm text-muted-foreground hover:text-foreground lg:inline-flex"
          >
            <Rss aria-hidden="true" className="size-4" />
            RSS feed
          </a>
        </aside>

        <section
          aria-labelledby="blog-results-heading"
          aria-busy="false"
          data-blog-results
          className="group/results relative min-w-0"
        >
          {/* The enhancer moves the focus here when it loads another page in place. */}
          <h2 id="blog-results-heading" data-refresh tabIndex={-1} className="sr-only">
            {isFiltered(filter) ? "Matching articles" : "All articles"}
            {pageCount > 1 && `, page ${page} of ${pageCount}`}
          </h2>
          <div role="status" data-blog-loading hidden className="absolute inset-x-0 top-0 z-10 flex justify-center pt-16">
            <span className="inline-flex items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm shadow-md">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              Loading articles…
            </span>
          </div>
          <div className="flex flex-col gap-8 transition-opacity group-aria-busy/results:opacity-50">
            <div id="blog-results-list" data-refresh className="flex flex-col gap-8">
              {loadFailed && <span hidden data-toast-on-load={JSON.stringify(LOAD_FAILED_TOAST)} />}
              {featured && <FeaturedPostCard entry={featured} />}
              {grid.length > 0 && (
                <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                  {grid.map((entry) => (
                    <li key={entry.slug}>
                      <PostCard entry={entry} />
                    </li>
                  ))}
                </ul>
              )}
              {results.length === 0 && (
                <div className="rounded-xl border border-dashed p-10 text-center">
                  <p className="text-muted-foreground">No blog posts found matching your criteria.</p>
                  <a
                    href="/blog"
                    data-blog-filter-link
                    className="mt-4 inline-block text-sm font-medium text-primary underline underline-offset-4"
                  >
                    Clear search and category
                  </a>
                </div>
              )}
            </div>
            <p id="blog-results-count" data-refresh className="text-sm text-muted-foreground" aria-live="polite">
              Showing {results.length} of {total} articles
            </p>
            <div id="blog-pagination" data-refresh>
              <BlogPagination filter={filter} page={page} pageCount={pageCount} />
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
