import { RecalledBookingIsland } from "#app/features/booking/recalled-booking-island.tsx";
import { CalendarPlus, Gift, MailCheck } from "lucide-react";
import { Link } from "react-router";
import { InfoRows, SalesMailLine, ThankYouHero, ThankYouShell } from "#app/features/booking/thank-you-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand, meetings } from "#app/config/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/thank-you-demo";

/** Server HTML plus the enhancer; the booking this tab made is an island. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Demo Scheduled Successfully! | ${brand.name}`,
    description: "Your AI Trust Score demo is booked, with a free AI Security Risk Audit included. Here is what happens next.",
    path: "/thank-you-demo",
    noindex: true,
  });

const NEXT_STEPS = [
  { title: "We reach out within 24 hours", text: "A member of our team contacts you to confirm the agenda and who should join." },
  { title: "Secure meeting link and preparation materials", text: "You receive the meeting link and a short guide to get the most from the session." },
  {
    title: `Your personalised ${meetings.demoMinutes}-minute AI Trust Score demonstration`,
    text: "A live walkthrough of the platform built around your models, agents and use cases.",
  },
  {
    title: "Your complimentary AI Security Risk Audit report",
    text: `A written audit of your AI risk across nine dimensions, worth ${meetings.auditValue}, delivered after the demo.`,
  },
];

export default function Page() {
  return (
    <ThankYouShell>
      <ThankYouHero title="Demo Scheduled Successfully!">
        <p>Thank you for booking your AI Trust Score demo. We look forward to showing you the platform.</p>
      </ThankYouHero>
      <RecalledBookingIsland kind={"demo"} />
      <InfoRows
        rows={[
          { icon: MailCheck, title: "Confirmation e-mail sent", text: "Check your inbox for the meeting details." },
          { icon: CalendarPlus, title: "Calendar invite included", text: "The attached .ics file adds the demo to your calendar." },
          {
            icon: Gift,
            title: "Free AI Security Audit included",
            text: `A complimentary AI Security Risk Audit worth ${meetings.auditValue}.`,
          },
        ]}
      />
      <section aria-labelledby="next-steps" className="mx-auto mt-14 max-w-3xl">
        <h2 id="next-steps" className="text-center text-2xl font-bold tracking-tight">
          What Happens Next
        </h2>
        <ol className="mt-8 space-y-4">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Return to Homepage</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/resources">Explore Resources</Link>
        </Button>
      </div>
      <SalesMailLine lead="Need to reschedule? Email us at" subject="Reschedule my AI Trust Score demo" />
    </ThankYouShell>
  );
}
