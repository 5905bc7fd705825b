import { ArrowRight, Download } from "lucide-react";
import { Link } from "react-router";
import { illustrations } from "#app/components/marketing/illustrations.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { HomePageContent } from "#app/content/home.ts";
import { homeCtas } from "#app/content/home-links.ts";
import { HeroRotator } from "./hero-rotator.tsx";

const HOME_HEADLINE = "Don't deploy an AI Agent without Trust + Transparency";

const art = illustrations.heroTrustScore;

/** Headline, rotating product descriptions, the two main actions and the three stat cards. */
type Props = Pick<HomePageContent, "heroDescriptions" | "heroStats">;

export function HomeHero({ heroDescriptions, heroStats }: Props) {
  return (
    <section className="relative overflow-hidden bg-brand-ink text-white">
      {/* Soft light from the corners: decoration only; gradients, which paint far cheaper than blurs. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] bg-radial from-primary/50 to-transparent to-70%"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-48 -left-24 size-[28rem] bg-radial from-brand-amber/15 to-transparent to-70%"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24">
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] xl:grid-cols-[minmax(0,1fr)_30rem]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/5 px-3 py-1 text-sm text-white/85">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-amber" />
              The AI Trust Score™ Platform
            </p>
            <h1 className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">{HOME_HEADLINE}</h1>
            <HeroRotator items={heroDescriptions} />
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" className="bg-brand-amber text-brand-ink hover:bg-brand-amber/90">
                <Link to={homeCtas.seeInAction.href}>
                  {homeCtas.seeInAction.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
              >
                <a href={homeCtas.report.href} target="_blank" rel="noopener noreferrer">
                  <Download aria-hidden="true" />
                  {homeCtas.report.label}
                  <span className="sr-only"> (PDF report, opens in a new tab)</span>
                </a>
              </Button>
            </div>
          </div>
          {/* Desktop only (display:none images with loading=lazy are never fetched on phones). */}
          <img
            src={art.src}
            width={art.width}
            height={art.height}
            alt={art.alt}
            loading="lazy"
            decoding="async"
            className="hidden h-auto w-full lg:block"
          />
        </div>
        <dl className="mt-14 grid gap-4 sm:grid-cols-3">
          {heroStats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl border border-white/15 bg-white/5 p-6">
              <dt className="text-sm text-white/75">{stat.label}</dt>
              <dd className="order-first text-4xl font-bold tracking-tight text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
