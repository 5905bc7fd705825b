import { PolicyDocument } from "#app/features/company/policy-document.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { addresses, brand } from "#app/config/site.ts";
import { privacyDates, privacyIntro, privacySections } from "#app/content/privacy-policy.ts";
import { formatCalendarDay } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mailtoHref } from "#app/lib/href.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/privacy-policy";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Privacy Policy | ${brand.name}`,
    description:
      `How ${brand.name} collects, uses, shares and protects personal information, your right to deletion and how to contact our privacy team.`,
    path: "/privacy-policy",
  });

function ContactDetails() {
  return (
    <address className="mt-4 rounded-xl border bg-muted/50 p-5 not-italic">
      <strong>{brand.legalName}</strong>
      <br />
      {addresses.postal.replace(`${brand.legalName}, `, "")}
      <br />
      E-mail: <a href={mailtoHref(addresses.privacy)}>{addresses.privacy}</a>
      <br />
      General enquiries: <a href={mailtoHref(addresses.hello)}>{addresses.hello}</a>
    </address>
  );
}

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="secondary">Legal</Badge>}
        title="Privacy Policy"
        lead={
          <>
            <span className="block">
              Last updated: <time dateTime={privacyDates.lastUpdated}>{formatCalendarDay(privacyDates.lastUpdated)}</time>
            </span>
            <span className="block">
              Effective date: <time dateTime={privacyDates.effective}>{formatCalendarDay(privacyDates.effective)}</time>
            </span>
          </>
        }
      />
      <PolicyDocument intro={privacyIntro} sections={privacySections} extra={{ contact: <ContactDetails /> }} />
    </>
  );
}
