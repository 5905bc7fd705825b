import { Clock, Cloud, Headset, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { offerings } from "#app/content/pricing.ts";
import { CapabilityBar } from "./capability-bar.tsx";
import { CapabilitySection } from "./capability-section.tsx";

const PLATFORM_PROMISES = [
  { icon: ShieldCheck, title: "9 risk dimensions", text: "Every plan is scored with the patent-pending AI Trust Score." },
  { icon: Clock, title: "Under 50 ms", text: "Added latency per guarded request, backed by a 99.9% uptime SLA." },
  { icon: Cloud, title: "100% cloud agnostic", text: "Any model, any agent framework, any cloud or on-premises." },
  { icon: Headset, title: "24/7 enterprise support", text: "Named success managers and round-the-clock response." },
];

export function PricingPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pricing</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {brand.product} {brand.platformName}
          </h1>
          <p className="mx-auto mt-5 max-w-3xl text-lg text-muted-foreground">
            Choose from our four core capability groups (AI Guardrails, AI Red Teaming, AI Observability and the
            Secure Workforce Chatbot) and start each one with a 14-day free trial. Combine them as your AI programme
            grows: every plan runs on the same policy engine and the same AI Trust Score.
          </p>
        </div>
      </section>

      <CapabilityBar offerings={offerings} />

      {offerings.map((offering, index) => (
        <CapabilitySection key={offering.id} offering={offering} index={index} />
      ))}

      <section aria-labelledby="platform-promises" className="border-t py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="platform-promises" className="text-center text-2xl font-bold tracking-tight">
            Included with every plan
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PLATFORM_PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border p-6">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <p className="mt-3 font-semibold">{title}</p>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-col items-center gap-3 text-center">
            <p className="text-muted-foreground">Not sure which capability fits? We will map it to your AI estate.</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/book-demo">Book a Demo</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/contact-us">Contact Sales</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
