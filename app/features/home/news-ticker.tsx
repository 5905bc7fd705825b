import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { PauseButton } from "#app/components/ui/pause-button.tsx";
import type { TickerItem } from "#app/content/home.ts";

function TickerLink({ item, hidden }: { item: TickerItem; hidden: boolean }) {
  const className = "inline-flex items-center gap-2 whitespace-nowrap hover:underline underline-offset-4";
  const content = (
    <>
      <span className="rounded bg-white/15 px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase">{item.source}</span>
      {item.label}
      {item.external && <ExternalLink aria-hidden="true" className="size-3.5" />}
    </>
  );
  // The second copy exists only for the seamless loop: out of the tab order and the a11y tree.
  const focus = hidden ? { tabIndex: -1 } : {};
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className} {...focus}>
        {content}
        {!hidden && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <Link to={item.href} prefetch="intent" className={className} {...focus}>
      {content}
    </Link>
  );
}

function TickerCopy({ items, hidden }: { items: readonly TickerItem[]; hidden: boolean }) {
  return (
    <ul className="lg-ticker-copy flex shrink-0 items-center gap-10 pr-10" aria-hidden={hidden ? "true" : undefined}>
      {items.map((item) => (
        <li key={`${item.href} ${item.label}`}>
          <TickerLink item={item} hidden={hidden} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The scrolling news line at the top of the home page (the News entries shown in the ticker). Its
 * button pauses the scroll (app/enhance/news-ticker.ts); hovering pauses it too (app.css).
 */
export function NewsTicker({ items }: { items: readonly TickerItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Latest news" className="lg-ticker border-b border-white/10 bg-brand-ink text-sm text-white" data-paused="false">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 sm:px-6">
        <p className="shrink-0 py-2.5 font-semibold text-brand-amber">News</p>
        {/* relative: the links' visually hidden texts are clipped here too, not in the page. */}
        <div className="lg-ticker-viewport relative min-w-0 flex-1 overflow-hidden py-2.5">
          <div className="lg-ticker-track flex w-max">
            <TickerCopy items={items} hidden={false} />
            <TickerCopy items={items} hidden />
          </div>
        </div>
        <PauseButton
          data-ticker-toggle=""
          label="Pause news ticker"
          className="lg-ticker-toggle relative z-10 size-7 shrink-0"
          iconClassName="size-3.5"
        />
      </div>
    </section>
  );
}
