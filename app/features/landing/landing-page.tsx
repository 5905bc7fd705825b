// A campaign landing page (/lp/<slug>) as marketing wrote it in the admin: the hero, what the
// visitor gets and the proof of it, then the chosen lead form. The form section carries the page's
// thank-you destination, which the lead forms follow after a successful submission.
import { Check } from "lucide-react";
import { storageKeys } from "#app/config/site.ts";
import { landingScheduleNote } from "#app/content/landing-demo.ts";
import { datasheetProducts } from "#app/content/products.ts";
import { LandingDemoFormIsland } from "#app/features/booking/landing-demo-form-island.tsx";
import { MeetingBooking } from "#app/features/booking/meeting-booking.tsx";
import { DatasheetButtonIsland } from "#app/features/datasheets/datasheet-button-island.tsx";
import type { ContactPostResult } from "#app/features/leads/contact-form.tsx";
import { ContactFormIsland } from "#app/features/leads/contact-form-island.tsx";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import type { LandingForm } from "#app/features/site-content/collections.ts";
import { Island } from "#app/islands/island.tsx";
import { LandingFormSection, LandingHero, type HeroImage } from "./landing-sections.tsx";

/** What the page shows; the admin's preview passes the form's values. */
export type LandingPageContent = { headline: string; subheading: string; heroImage: HeroImage | null; bullets: string[]; proofPoints: string[]; form: LandingForm };

const FORM_SECTION_ID = "form";

const FORM_TEXTS: Record<LandingForm, { cta: string; title: string; text: string }> = {
  demo: {
    cta: "Schedule Your Demo",
    title: "Schedule your demo",
    text: landingScheduleNote,
  },
  discovery: { cta: "Book a Discovery Call", title: "Book a discovery call", text: "" },
  contact: {
    cta: "Contact Us",
    title: "Talk to our team",
    text: "Tell us what you are working on. A member of our team replies within one business day.",
  },
  datasheet: {
    cta: "Get the Datasheet",
    title: "Get the datasheet",
    text: "The PDF downloads as soon as you send the form, and a copy arrives by e-mail.",
  },
};

/** The hero, the bullet points and the proof points: everything above the form. */
function LandingIntro({ headline, subheading, heroImage, bullets, proofPoints, form }: LandingPageContent) {
  return (
    <>
      <LandingHero headline={headline} image={heroImage} cta={{ label: FORM_TEXTS[form].cta, sectionId: FORM_SECTION_ID }}>
        {subheading}
      </LandingHero>
      {(bullets.length > 0 || proofPoints.length > 0) && (
        <section aria-labelledby="highlights-title" className="py-16">
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <h2 id="highlights-title" className="sr-only">
              Highlights
            </h2>
            {bullets.length > 0 && (
              <ul className="mx-auto max-w-3xl space-y-3 text-lg">
                {bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                    {bullet}
                  </li>
                ))}
              </ul>
            )}
            {proofPoints.length > 0 && (
              <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {proofPoints.map((point) => (
                  <li key={point} className="rounded-xl border bg-card p-6 text-center font-semibold shadow-sm">
                    {point}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}
    </>
  );
}

type FormProps = { schedule: BookingSchedule; idempotencyKey: string; postResult?: ContactPostResult };

function FormIsland({ form, schedule, idempotencyKey, postResult, thankYou }: FormProps & { form: Exclude<LandingForm, "discovery">; thankYou: string }) {
  // The campaign, not /demo/redport's referral partner, is what a lead from here records.
  if (form === "demo") return <LandingDemoFormIsland schedule={schedule} referralSource="" />;
  if (form === "contact") {
    return <Island name="contact-form" component={ContactFormIsland} props={{ idempotencyKey, postResult }} hydrateIfStored={storageKeys.prefillEmail} />;
  }
  const { datasheet } = datasheetProducts[0]!;
  return (
    <DatasheetButtonIsland
      title={datasheet.dialogTitle}
      description={datasheet.dialogDescription}
      functionName={datasheet.functionName}
      pdfPath={datasheet.pdfPath}
      variant="default"
      className="w-full"
      thankYou={thankYou}
    />
  );
}

type LandingPageProps = FormProps & { page: LandingPageContent & { thankYou: string } };

export function LandingPageView({ page, schedule, idempotencyKey, postResult }: LandingPageProps) {
  const texts = FORM_TEXTS[page.form];
  return (
    <>
      <LandingIntro {...page} />
      <div data-thank-you={page.thankYou || undefined}>
        {page.form === "discovery" ? (
          <div id={FORM_SECTION_ID} className="py-16">
            <Island name="meeting-booking" component={MeetingBooking} props={{ schedule, search: "?type=discovery" }} />
          </div>
        ) : (
          <LandingFormSection
            id={FORM_SECTION_ID}
            title={texts.title}
            form={<FormIsland form={page.form} schedule={schedule} idempotencyKey={idempotencyKey} postResult={postResult} thankYou={page.thankYou} />}
          >
            <p className="mt-3 text-muted-foreground">{texts.text}</p>
          </LandingFormSection>
        )}
      </div>
    </>
  );
}
