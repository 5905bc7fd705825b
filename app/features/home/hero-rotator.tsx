import { ArrowRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { timing } from "#app/config/site.ts";
import type { RotatingDescription } from "#app/content/home.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { usePrefersReducedMotion } from "#app/lib/use-reduced-motion.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * The hero's text block, advancing every `timing.heroRotationMs` with a `timing.heroFadeMs` fade.
 * It is deliberately not a live region: screen readers read it when they reach it instead of
 * being interrupted every few seconds. It stands still for reduced motion, and the visitor can
 * pause it or pick a description.
 */
export function HeroRotator({ items }: { items: readonly RotatingDescription[] }) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [paused, setPaused] = useState(false);
  const running = !paused && !reducedMotion && items.length > 1;

  useEffect(() => {
    if (!running) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setFading(true);
      fadeTimer = setTimeout(() => {
        fadeTimer = undefined;
        setIndex((current) => (current + 1) % items.length);
        setFading(false);
      }, timing.heroFadeMs);
    }, timing.heroRotationMs);
    return () => {
      clearInterval(interval);
      if (fadeTimer !== undefined) {
        // Stopped mid-fade: cancel the turn rather than leave the text invisible.
        clearTimeout(fadeTimer);
        setFading(false);
      }
    };
  }, [running, items.length]);

  const current = items[index] ?? items[0];
  if (!current) return null;

  return (
    <div className="mt-8 max-w-2xl" data-state={hydrated && running ? "playing" : "paused"}>
      <div
        className={cn("min-h-[9rem] sm:min-h-[7.5rem] motion-safe:transition-opacity", fading ? "opacity-0" : "opacity-100")}
        style={{ transitionDuration: `${timing.heroFadeMs}ms` }}
        data-testid="hero-rotating-text"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-amber uppercase">{current.label}</p>
        <p className="mt-2 text-lg text-pretty text-white/85 sm:text-xl">
          {current.text}{" "}
          <Link to={current.href} className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-white underline underline-offset-4">
            Learn more<span className="sr-only"> about {current.label}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
      <div className="mt-4 flex items-center gap-3">
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="inline-flex size-8 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10"
            aria-label={paused ? "Resume rotating descriptions" : "Pause rotating descriptions"}
          >
            {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          </button>
        )}
        <div className="flex gap-1.5" role="group" aria-label="Choose a description">
          {items.map((item, itemIndex) => (
            <button
              key={item.label}
              type="button"
              onClick={() => {
                setIndex(itemIndex);
                setFading(false);
                setPaused(true);
              }}
              aria-label={item.label}
              aria-current={itemIndex === index ? "true" : undefined}
              className="group flex h-8 items-center px-1"
            >
              <span
                className={cn(
                  "block h-1.5 rounded-full transition-all",
                  itemIndex === index ? "w-8 bg-brand-amber" : "w-4 bg-white/40 group-hover:bg-white/70",
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
