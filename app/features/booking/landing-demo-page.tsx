// /demo/redport: the demo landing page, on the landing pages' template (hero, sections, the form's section).
import { Check, Gift } from "lucide-react";
import { meetings } from "#app/config/site.ts";
import { landingAgenda, landingBenefits, landingDemoContents, landingScheduleNote } from "#app/content/landing-demo.ts";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { LandingFormSection, LandingHero } from "#app/features/landing/landing-sections.tsx";
import { LandingDemoFormIsland } from "./landing-demo-form-island.tsx";

export function LandingDemoPage({ schedule }: { schedule: BookingSchedule }) {
  return (
    <>
      <LandingHero
        badge={
          <>
            <Gift aria-hidden="true" />
            Free AI Trust Score Audit Included
          </>
        }
        headline="See how trustworthy your AI really is"
        cta={{ label: "Schedule Your Demo", sectionId: "schedule" }}
      >
        Book a {meetings.landingDemoMinutes}-minute live demo of the AI Trust Score platform and walk away with a free
        audit of one of your own models or agents, scored across 9 risk dimensions and worth{" "}
        {meetings.auditValue}.
      </LandingHero>

      <section aria-labelledby="benefits-title" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="benefits-title" className="text-center text-3xl font-bold tracking-tight">
            What you get from one meeting
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {landingBenefits.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="contents-title" className="bg-muted/40 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="contents-title" className="text-center text-3xl font-bold tracking-tight">
            What the demo covers
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            We tailor the session to you, drawing on the four parts of the platform.
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {landingDemoContents.map(({ icon: Icon, title, features }) => (
              <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
                <h3 className="flex items-center gap-3 text-lg font-semibold">
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                  {title}
                </h3>
                <ul className="mt-4 space-y-2 text-sm">
                  {features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <LandingFormSection id="schedule" title="Schedule your demo" form={<LandingDemoFormIsland schedule={schedule} />}>
        <p className="mt-3 text-muted-foreground">{landingScheduleNote}</p>
        <h3 className="mt-8 font-semibold">Your {meetings.landingDemoMinutes} minutes</h3>
        <ol className="mt-3 space-y-3 text-sm">
          {landingAgenda.map((item, index) => (
            <li key={item} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              {item}
            </li>
          ))}
        </ol>
      </LandingFormSection>
    </>
  );
}
