import { PolicyDocument } from "~/components/company/policy-document";
import { PageHero } from "~/components/content/page-hero";
import { Badge } from "~/components/ui/badge";
import { addresses, brand } from "~/config/site";
import { privacyDates, privacyIntro, privacySections } from "~/content/privacy-policy";
import { formatLongDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy | Lumenguard",
    description:
      "How Lumenguard collects, uses, shares and protects personal information, your right to deletion and how to contact our privacy team.",
    path: "/privacy-policy",
  });

function ContactDetails() {
  return (
    <address className="mt-4 rounded-xl border bg-muted/50 p-5 not-italic">
      <strong>{brand.legalName}</strong>
      <br />
      {addresses.postal.replace(`${brand.legalName}, `, "")}
      <br />
      E-mail: <a href={`mailto:${addresses.privacy}`}>{addresses.privacy}</a>
      <br />
      General enquiries: <a href={`mailto:${addresses.hello}`}>{addresses.hello}</a>
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
              Last updated: <time dateTime={privacyDates.lastUpdated}>{formatLongDate(privacyDates.lastUpdated)}</time>
            </span>
            <span className="block">
              Effective date: <time dateTime={privacyDates.effective}>{formatLongDate(privacyDates.effective)}</time>
            </span>
          </>
        }
      />
      <PolicyDocument intro={privacyIntro} sections={privacySections} extra={{ contact: <ContactDetails /> }} />
    </>
  );
}
