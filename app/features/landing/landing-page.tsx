// A campaign landing page (/lp/<slug>, and /demo/redport) as marketing wrote it in the admin: the
// hero, what the visitor gets and the proof of it, the cards of benefits and of what is covered, then
// the chosen lead form beside its text and agenda. The form section carries the page's thank-you
// destination, which the lead forms follow after a successful submission.
import { Check, Gift } from "lucide-react";
import { storageKeys } from "#app/config/site.ts";
import { landingScheduleNote } from "#app/content/landing-demo.ts";
import { datasheetProducts } from "#app/content/products.ts";
import { LandingDemoFormIsland } from "#app/features/booking/landing-demo-form-island.tsx";
import { MeetingBooking } from "#app/features/booking/meeting-booking.tsx";
import { DatasheetButtonIsland } from "#app/features/datasheets/datasheet-button-island.tsx";
import type { ContactPostResult } from "#app/features/leads/contact-form.tsx";
import { ContactFormIsland } from "#app/features/leads/contact-form-island.tsx";
import type { BookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import type { Card } from "#app/features/site-content/cards.ts";
import type { LandingForm } from "#app/features/site-content/collections.ts";
import { Island } from "#app/islands/island.tsx";
import { landingText } from "./landing-text.ts";
import { LandingAgenda, LandingBenefitCards, LandingFeatureCards, LandingFormSection, LandingHero, LandingText, type HeroImage } from "./landing-sections.tsx";

/** What the page shows (app/features/site-content/shown-as.ts `landingContentOf`); empty texts and lists are left out. */
export type LandingPageContent = {
  headline: string;
  subheading: string;
  badge: string;
  heroImage: HeroImage | null;
  bullets: string[];
  proofPoints: string[];
  benefitsTitle: string;
  benefits: Card[];
  contentsTitle: string;
  contentsIntro: string;
  contents: Card[];
  form: LandingForm;
  formAnchor: string;
  formTitle: string;
  formText: string;
  agendaTitle: string;
  agenda: string[];
};

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

/** The hero, the bullet points, the proof points and the cards: everything above the form. */
function LandingIntro({ page, formSectionId }: { page: LandingPageContent; formSectionId: string }) {
  const { headline, subheading, badge, heroImage, bullets, proofPoints, benefits, contents, form } = page;
  return (
    <>
      <LandingHero
        badge={
          badge && (
            <>
              <Gift aria-hidden="true" />
              <LandingText text={badge} />
            </>
          )
        }
        headline={headline}
        image={heroImage}
        cta={{ label: FORM_TEXTS[form].cta, sectionId: formSectionId }}
      >
        <LandingText text={subheading} />
      </LandingHero>
      {(bullets.length > 0 || proofPoints.length > 0) && (
        <section aria-labelledby="highlights-title" className="py-16">
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <h2 id="highlights-title" className="sr-only">
              Highlights
            </h2>
            {bullets.length > 0 && (
              <ul className="mx-auto max-w-3xl space-y-3 text-lg">
                {bullets.map((bullet, index) => (
                  <li key={index} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                    <LandingText text={bullet} />
                  </li>
                ))}
              </ul>
            )}
            {proofPoints.length > 0 && (
              <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {proofPoints.map((point, index) => (
                  <li key={index} className="rounded-xl border bg-card p-6 text-center font-semibold shadow-sm">
                    <LandingText text={point} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}
      {benefits.length > 0 && <LandingBenefitCards title={page.benefitsTitle} cards={benefits} />}
      {contents.length > 0 && <LandingFeatureCards title={page.contentsTitle} intro={page.contentsIntro} cards={contents} />}
    </>
  );
}

type FormProps = { schedule: BookingSchedule; idempotencyKey: string; postResult?: ContactPostResult };

/**
 * The referral partner a demo booked on the page records: undefined for the demo form's own (the
 * partner whose page /demo/redport is), empty for none (a campaign page records its campaign).
 */
type ReferralSource = string | undefined;

function FormIsland({ form, schedule, idempotencyKey, postResult, referralSource, thankYou }: FormProps & { form: Exclude<LandingForm, "discovery">; referralSource: ReferralSource; thankYou: string }) {
  if (form === "demo") return <LandingDemoFormIsland schedule={schedule} referralSource={referralSource} />;
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

type LandingPageProps = FormProps & { page: LandingPageContent & { thankYou: string; referralSource: ReferralSource } };

export function LandingPageView({ page, schedule, idempotencyKey, postResult }: LandingPageProps) {
  const texts = FORM_TEXTS[page.form];
  const formSectionId = page.formAnchor || FORM_SECTION_ID;
  const formPart =
    page.form === "discovery" ? (
      <div id={formSectionId} className="py-16">
        <Island name="meeting-booking" component={MeetingBooking} props={{ schedule, search: "?type=discovery" }} />
      </div>
    ) : (
      <LandingFormSection
        id={formSectionId}
        title={landingText(page.formTitle || texts.title)}
        form={<FormIsland form={page.form} schedule={schedule} idempotencyKey={idempotencyKey} postResult={postResult} referralSource={page.referralSource} thankYou={page.thankYou} />}
      >
        <p className="mt-3 text-muted-foreground">
          <LandingText text={page.formText || texts.text} />
        </p>
        {page.agenda.length > 0 && <LandingAgenda title={page.agendaTitle} steps={page.agenda} />}
      </LandingFormSection>
    );
  return (
    <>
      <LandingIntro page={page} formSectionId={formSectionId} />
      {/* The lead forms go on to the page's thank-you destination, when it names one. */}
      {page.thankYou ? <div data-thank-you={page.thankYou}>{formPart}</div> : formPart}
    </>
  );
}
