// Page links under an admin list that pages by keyset (app/lib/keyset.server.ts): first, previous,
// next and last, and where the page sits in the list. Plain links, so they work before hydration,
// and each keeps the list's filters (the caller's `href`).
import { Link } from "react-router";

export type PagerState = {
  /** 1-based position of the page's first row; null when it is not known. */
  position: number | null;
  /** Rows on this page. */
  count: number;
  previous: string | null;
  next: string | null;
};

/** What a page of a keyset list tells its pager (app/lib/keyset.server.ts's KeysetPage, rows aside). */
export const pagerState = (page: { rows: unknown[]; position: number | null; previous: string | null; next: string | null }): PagerState => ({
  position: page.position,
  count: page.rows.length,
  previous: page.previous,
  next: page.next,
});

type PageParams = { after?: string; before?: string; last?: 1 };

const linkStyle = "text-primary underline underline-offset-4";

/** "51–100 of 1,234 leads" (or without the total where a list does not count itself). */
function pageRange({ position, count }: PagerState, total: number | undefined, noun: string) {
  const number = (n: number) => n.toLocaleString("en-US");
  const of = total === undefined ? "" : ` of ${number(total)}`;
  if (position === null) return `Last ${number(count)}${of} ${noun}`;
  return `${number(position)}–${number(position + count - 1)}${of} ${noun}`;
}

export function Pager({
  page,
  total,
  noun,
  href,
  label = "Pages",
}: {
  page: PagerState;
  total?: number;
  /** What the list holds, plural: "leads", "messages". */
  noun: string;
  /** The list's address with the filters it has now, plus these paging parameters. */
  href: (params: PageParams) => string;
  label?: string;
}) {
  if (!page.previous && !page.next) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
      <div className="flex gap-4">
        {page.previous && (
          <>
            <Link to={href({})} className={linkStyle}>
              First page
            </Link>
            <Link to={href({ before: page.previous })} className={linkStyle}>
              Previous page
            </Link>
          </>
        )}
      </div>
      <span className="text-muted-foreground tabular-nums">{page.count > 0 ? pageRange(page, total, noun) : `No more ${noun}`}</span>
      <div className="flex gap-4">
        {page.next && (
          <>
            <Link to={href({ after: page.next })} className={linkStyle}>
              Next page
            </Link>
            <Link to={href({ last: 1 })} className={linkStyle}>
              Last page
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}
