import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PauseButton } from "#app/components/ui/pause-button.tsx";
import { timing } from "#app/config/site.ts";
import type { RotatingDescription } from "#app/content/home.ts";

/**
 * The hero's text block: every description rendered, the first shown. The enhancer
 * (app/enhance/hero-rotator.ts) advances it every `timing.heroRotationMs` with a `timing.heroFadeMs`
 * fade. It is deliberately not a live region: screen readers read it when they reach it instead of
 * being interrupted every few seconds. It stands still for reduced motion, and the visitor can
 * pause it or pick a description.
 */
export function HeroRotator({ items }: { items: readonly RotatingDescription[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-8 max-w-2xl" data-hero-rotator="" data-state="paused">
      <div
        className="min-h-[9rem] opacity-100 sm:min-h-[7.5rem] motion-safe:transition-opacity"
        style={{ transitionDuration: `${timing.heroFadeMs}ms` }}
        data-hero-text=""
        data-testid="hero-rotating-text"
      >
        {items.map((item, index) => (
          <div key={item.label} data-hero-item="" hidden={index !== 0}>
            <p className="text-sm font-semibold tracking-wide text-brand-amber uppercase">{item.label}</p>
            <p className="mt-2 text-lg text-pretty text-white/85 sm:text-xl">
              {item.text}{" "}
              <Link to={item.href} className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-white underline underline-offset-4">
                Learn more<span className="sr-only"> about {item.label}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </p>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center gap-3">
        <PauseButton
          data-hero-pause=""
          label="Pause rotating descriptions"
          className="size-8 text-white motion-reduce:hidden"
          iconClassName="size-4"
        />
        <div className="flex gap-1.5" role="group" aria-label="Choose a description">
          {items.map((item, index) => (
            <button
              key={item.label}
              type="button"
              data-hero-pick=""
              aria-label={item.label}
              aria-current={index === 0 ? "true" : undefined}
              className="group flex h-8 items-center px-1"
            >
              <span className="block h-1.5 w-4 rounded-full bg-white/40 transition-all group-hover:bg-white/70 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-brand-amber" />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
