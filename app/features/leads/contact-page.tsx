import { CalendarDays, LifeBuoy, Mail, MapPin } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { addresses, brand, links, storageKeys, timing } from "#app/config/site.ts";
import { Island } from "#app/islands/island.tsx";
import { mailtoHref } from "#app/lib/href.ts";
import { scrollBehavior } from "#app/lib/motion.ts";
import type { ContactPostResult } from "./contact-form.tsx";
import { ContactFormIsland } from "./contact-form-island.tsx";

export function ContactPage({ postResult, idempotencyKey }: { postResult?: ContactPostResult; idempotencyKey: string }) {
  const { hash } = useLocation();

  // Links such as pricing's Enterprise tier land on #form: bring the form into view once the page
  // has settled (a client navigation; a page load jumps there itself).
  useEffect(() => {
    if (hash !== "#form") return;
    const timer = window.setTimeout(() => {
      document.getElementById("form")?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    }, timing.contactScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [hash]);

  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Contact Us</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">Talk to the {brand.name} team</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Questions about pricing, a security review, a partnership or a deployment? Send us a message and the right
            person will reply, usually within one business day.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-8 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <aside aria-labelledby="contact-options" className="order-2 lg:order-1">
          <h2 id="contact-options" className="text-xl font-semibold">
            Other ways to reach us
          </h2>
          <ul className="mt-6 space-y-6">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">Sales</p>
                <a href={mailtoHref(addresses.sales)} className="text-sm text-primary underline-offset-4 hover:underline">
                  {addresses.sales}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">Customer support</p>
                <a
                  href={links.supportDesk}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm text-primary underline-offset-4 hover:underline"
                >
                  Open the support service desk<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">Prefer to talk it through?</p>
                <Link to="/book-demo" className="text-sm text-primary underline-offset-4 hover:underline">
                  Book a demo or a discovery call
                </Link>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">Headquarters</p>
                <p className="text-sm text-muted-foreground">{addresses.postal}</p>
              </div>
            </li>
          </ul>
        </aside>

        <section
          id="form"
          aria-labelledby="contact-form-title"
          className="order-1 rounded-xl border bg-card p-5 shadow-sm sm:p-8 lg:order-2"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">
            Fields marked <span aria-hidden="true" className="text-destructive">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          {/* A work e-mail carried over from pricing is waiting: the form takes it on load. */}
          <Island
            name="contact-form"
            component={ContactFormIsland}
            props={{ postResult, idempotencyKey }}
            hydrateIfStored={storageKeys.prefillEmail}
          />
        </section>
      </div>
    </>
  );
}
