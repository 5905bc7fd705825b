import { CalendarCheck, Mail } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { addresses, brand, files } from "#app/config/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mailtoHref } from "#app/lib/href.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/platform-walkthrough";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Platform Walkthrough | ${brand.name}`,
    description:
      `Watch a guided walkthrough of the ${brand.name} AI Trust Score platform: trust scoring across nine risk dimensions, real-time guardrails and observability.`,
    path: "/platform-walkthrough",
  });

const salesMailto = mailtoHref(addresses.sales, { subject: `Question about the ${brand.name} platform walkthrough video` });

const chapters = [
  { title: "Score", text: "Connect a model and get its AI Trust Score across nine risk dimensions in minutes." },
  { title: "Guard", text: "Turn findings into guardrail policies enforced on every prompt in under 50 ms." },
  { title: "Observe", text: "Follow every blocked request, redaction and policy decision in one audit trail." },
];

export default function PlatformWalkthroughPage() {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="secondary">Product tour</Badge>}
        title="Platform Walkthrough"
        lead={`See how security teams score models, enforce guardrails and monitor AI usage with the ${brand.name} AI Trust Score platform.`}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="aspect-video overflow-hidden rounded-2xl border bg-brand-ink shadow-lg">
          <video
            className="size-full"
            controls
            // Chromium's own attribute, in the served HTML so the download control is hidden
            // before (and without) hydration; the HTML check allows this one non-standard name.
            controlsList="nodownload"
            preload="metadata"
            poster={files.walkthroughPoster}
            playsInline
            aria-label={`${brand.name} platform walkthrough`}
          >
            <source src={files.walkthroughVideo} type="video/mp4" />
            <track kind="captions" src={files.walkthroughCaptions} srcLang="en" label="English" />
            Your browser does not support the video tag.
          </video>
        </div>

        <ol className="mt-10 grid gap-5 sm:grid-cols-3">
          {chapters.map((chapter, index) => (
            <li key={chapter.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <p className="text-sm font-semibold text-primary">Step {index + 1}</p>
              <h2 className="mt-1 text-lg font-semibold">{chapter.title}</h2>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{chapter.text}</p>
            </li>
          ))}
        </ol>

        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <p className="text-lg font-semibold text-brand-ink">Want to see it with your own models?</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/book-demo" prefetch="intent">
                <CalendarCheck aria-hidden="true" /> Book a Demo
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={salesMailto}>
                <Mail aria-hidden="true" /> Contact Sales
              </a>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
