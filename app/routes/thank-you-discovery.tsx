import { RecalledBookingIsland } from "#app/features/booking/recalled-booking-island.tsx";
import { CalendarPlus, Check, MailCheck, Timer } from "lucide-react";
import { Link } from "react-router";
import { InfoRows, SalesMailLine, ThankYouHero, ThankYouShell } from "#app/features/booking/thank-you-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand, meetings } from "#app/config/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/thank-you-discovery";

/** Server HTML plus the enhancer; the booking this tab made is an island. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Discovery Call Scheduled! | ${brand.name}`,
    description: `Your ${meetings.discoveryMinutes}-minute discovery call with ${brand.name} is booked. Here is what we will cover.`,
    path: "/thank-you-discovery",
    noindex: true,
  });

const TOPICS = [
  "How your organisation uses GenAI today and your current security posture",
  "Whether our platform fits your AI risk, compliance and shadow-AI needs",
  "Your questions on integration, deployment and compliance",
  "Clear next steps, if there is a fit",
  "Any topics that are top of mind for you",
];

export default function Page() {
  return (
    <ThankYouShell>
      <ThankYouHero title="Discovery Call Scheduled!">
        <p>Thank you for booking a {meetings.discoveryMinutes}-minute discovery call with our team.</p>
      </ThankYouHero>
      <RecalledBookingIsland kind={"discovery"} />
      <InfoRows
        rows={[
          { icon: MailCheck, title: "Confirmation e-mail sent", text: "Check your inbox for the call details." },
          { icon: CalendarPlus, title: "Calendar invite included", text: "The attached .ics file adds the call to your calendar." },
          {
            icon: Timer,
            title: "A quick, focused call",
            text: `${meetings.discoveryMinutes} minutes, centred on your questions.`,
          },
        ]}
      />
      <section aria-labelledby="what-we-cover" className="mx-auto mt-14 max-w-2xl rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <h2 id="what-we-cover" className="text-2xl font-bold tracking-tight">
          What We&rsquo;ll Cover
        </h2>
        <ul className="mt-6 space-y-3">
          {TOPICS.map((topic) => (
            <li key={topic} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              {topic}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Return to Homepage</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/schedule#demo">Book a Full Demo</Link>
        </Button>
      </div>
      <SalesMailLine lead="Need to reschedule? Email us at" subject="Reschedule my discovery call" />
    </ThankYouShell>
  );
}
