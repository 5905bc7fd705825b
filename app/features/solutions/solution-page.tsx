// Layout of the four industry pages that carry the shared demo form (#msp-demo-form).
// The mode comes from the URL (?type=discovery) and follows back/forward navigation.
import { ArrowRight, Check, MessageSquare } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { SolutionPageContent } from "#app/content/solutions/types.ts";
import { campaignFromPath } from "#app/features/leads/lead-rules.ts";
import { cn } from "#app/lib/utils.ts";
import type { SolutionMode } from "#app/features/booking/solution-request-form.tsx";
import { SolutionRequestFormIsland } from "#app/features/booking/solution-request-form-island.tsx";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";

const FORM_ANCHOR = "msp-demo-form";

function withType(search: string, type: SolutionMode): string {
  const params = new URLSearchParams(search);
  if (type === "discovery") params.set("type", "discovery");
  else params.delete("type");
  const text = params.toString();
  return text ? `?${text}` : "";
}

const LOCAL_NAV = [
  { id: "challenges", label: "Challenges" },
  { id: "stakeholders", label: "Stakeholders" },
  { id: "capabilities", label: "Capabilities" },
  { id: "compliance", label: "Compliance" },
  { id: FORM_ANCHOR, label: "Book a Demo" },
];

function LocalNav() {
  return (
    <nav aria-label="On this page" className="sticky top-16 z-30 border-b bg-background/95 backdrop-blur">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
        {LOCAL_NAV.map((item) => (
          <li key={item.id} className="shrink-0">
            <a
              href={`#${item.id}`}
              className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
    </div>
  );
}

export function SolutionPage({ content, schedule }: { content: SolutionPageContent; schedule: BookingSchedule }) {
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const mode: SolutionMode = searchParams.get("type") === "discovery" ? "discovery" : "demo";
  const campaign = campaignFromPath(pathname);
  // The page already keeps 5rem clear of the sticky header; the local navigation needs a bit more.
  const sectionSpacing = content.localNav ? "scroll-mt-14" : "";

  return (
    <>
      <section className="bg-gradient-to-br from-brand-ink via-brand-ink to-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-amber uppercase">{content.hero.eyebrow}</p>
          <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{content.hero.title}</h1>
          <p className="mt-6 max-w-3xl text-lg text-primary-foreground/85">{content.hero.lead}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-3">
            {content.hero.points.map((point) => (
              <li key={point} className="flex gap-2 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-amber" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <Button asChild size="lg" variant="secondary">
              {mode === "demo" ? (
                // Smooth, without a history entry (app/enhance/smooth-scroll-links.ts); a jump without script.
                <a href={`#${FORM_ANCHOR}`} data-smooth-scroll="">
                  Book a Demo <ArrowRight aria-hidden="true" />
                </a>
              ) : (
                // In discovery mode the button returns to the demo form at its anchor.
                <Link to={{ pathname, search: withType(search, "demo"), hash: `#${FORM_ANCHOR}` }}>
                  Book a Demo <ArrowRight aria-hidden="true" />
                </Link>
              )}
            </Button>
          </div>
        </div>
      </section>

      <section aria-label="At a glance" className="border-b bg-card">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-4">
          {content.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {content.localNav && <LocalNav />}

      <section id="challenges" aria-labelledby="challenges-title" className={cn(sectionSpacing, "py-16")}>
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="challenges-title" title={content.challenges.title} intro={content.challenges.intro} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {content.challenges.items.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {content.stakeholders && (
        <section id="stakeholders" aria-labelledby="stakeholders-title" className={cn(sectionSpacing, "bg-muted/40 py-16")}>
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <SectionHeading id="stakeholders-title" title={content.stakeholders.title} intro={content.stakeholders.intro} />
            <ul className="mt-10 grid gap-6 md:grid-cols-2">
              {content.stakeholders.items.map(({ icon: Icon, role, concern, guardrails }) => (
                <li key={role} className="rounded-xl border bg-card p-6 shadow-sm">
                  <div className="flex items-center gap-3">
                    <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <h3 className="text-lg font-semibold">{role}</h3>
                  </div>
                  <p className="mt-3 text-muted-foreground">{concern}</p>
                  <ul className="mt-4 space-y-2 text-sm">
                    {guardrails.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section id="capabilities" aria-labelledby="capabilities-title" className={cn(sectionSpacing, "py-16")}>
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="capabilities-title" title={content.capabilities.title} intro={content.capabilities.intro} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.capabilities.items.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border p-6">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="compliance" aria-labelledby="compliance-title" className={cn(sectionSpacing, "bg-muted/40 py-16")}>
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="compliance-title" title={content.frameworks.title} intro={content.frameworks.intro} />
          <ul className="mt-8 flex flex-wrap gap-3">
            {content.frameworks.items.map((item) => (
              <li key={item} className="rounded-full border bg-card px-4 py-2 text-sm font-medium">
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={FORM_ANCHOR}
        tabIndex={-1}
        aria-labelledby="solution-form-title"
        className={cn(sectionSpacing, "py-16 outline-none")}
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <h2 id="solution-form-title" className="text-3xl font-bold tracking-tight">
              {mode === "demo" ? content.form.demoTitle : content.form.discoveryTitle}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">
              {mode === "demo" ? content.form.demoIntro : content.form.discoveryIntro}
            </p>
            <p className="mt-6 text-sm text-muted-foreground">
              Pick a weekday and a time in Eastern Time. We confirm every request by e-mail, usually within one business
              day.
            </p>
          </div>
          <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
            {/* A new mode is a new form: nothing typed for a demo carries into a discovery request. */}
            <SolutionRequestFormIsland key={mode} mode={mode} campaign={campaign} schedule={schedule} />
          </div>
        </div>
      </section>

      <section aria-labelledby="final-cta-title" className="px-4 pb-8 sm:px-6">
        <div className="mx-auto max-w-5xl rounded-2xl bg-gradient-to-r from-primary to-brand-ink px-6 py-12 text-center text-primary-foreground sm:px-12">
          <MessageSquare aria-hidden="true" className="mx-auto size-8 text-brand-amber" />
          <h2 id="final-cta-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            {mode === "demo" ? content.finalCta.title : "Have a question before your call?"}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-primary-foreground/85">
            {mode === "demo"
              ? content.finalCta.text
              : "Our sales team can answer questions on pricing, deployment and security reviews at any time."}
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            {mode === "demo" ? (
              <Link to={{ pathname, search: withType(search, "discovery"), hash: `#${FORM_ANCHOR}` }}>
                Book a Discovery Call
              </Link>
            ) : (
              <Link to="/contact-us">Contact Sales</Link>
            )}
          </Button>
        </div>
      </section>
    </>
  );
}
