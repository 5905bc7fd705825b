// The pages a newsletter e-mail links to (confirm, unsubscribe): one message, at most one button.
// The button is a plain form post, so it works without JavaScript; the enhancer shows it pending.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { newsletter } from "#app/config/site.ts";

/** Headers of a page reached by a link with a token in it: never cached or indexed. */
export const LINK_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * The token is the only key: no Referer may carry it to another site, and no search engine list
 * it. Same-origin, not no-referrer: the page's own form post must carry its Origin, or React Router
 * refuses the action as posted from elsewhere (a no-referrer page posts with `Origin: null`).
 */
export const linkPageMeta = (title: string) => [
  { title },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export function NewsletterLinkPage({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <Icon aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-ink">{title}</h1>
      <div className="mt-4 space-y-4 text-muted-foreground">{children}</div>
    </div>
  );
}

/**
 * The page's one action, posted to the page's own address; pending once sent (app/enhance/pending-forms.ts).
 * `intent` names it where the page has another action than its link's own.
 */
export function LinkPageButton({ label, pendingLabel, variant, intent }: { label: string; pendingLabel: string; variant?: "default" | "outline"; intent?: string }) {
  return (
    <form method="post" className="pt-4" data-pending-form="">
      {intent && <input type="hidden" name="intent" value={intent} />}
      <Button type="submit" size="lg" variant={variant} data-pending-label={pendingLabel}>
        {label}
      </Button>
    </form>
  );
}

export function SubscribeAgainLink({ children = "Subscribe again" }: { children?: ReactNode }) {
  return (
    <p className="pt-2">
      <Link to={newsletter.path} className="font-medium text-primary underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}
