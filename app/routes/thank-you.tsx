import { RecalledBookingIsland } from "#app/features/booking/recalled-booking-island.tsx";
import { ArrowRight, ExternalLink, FileText, Newspaper, PlayCircle, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { SalesMailLine, ThankYouHero, ThankYouShell } from "#app/features/booking/thank-you-parts.tsx";
import { brand, files } from "#app/config/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/thank-you";

/** Server HTML plus the enhancer; the booking this tab made is an island. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `We've Locked In Your Time! | ${brand.name}`,
    description: `Your meeting with ${brand.name} is booked. A calendar invite is on its way; here is what to explore before we meet.`,
    path: "/thank-you",
    noindex: true,
  });

type NextStepCard = { icon: LucideIcon; title: string; description: string; href: string; external: boolean };

const CARDS: NextStepCard[] = [
  {
    icon: PlayCircle,
    title: "Watch the platform walkthrough",
    description: "A guided tour of the AI Trust Score platform, so you can bring sharper questions to the call.",
    href: "/platform-walkthrough",
    external: false,
  },
  {
    icon: FileText,
    title: "Read the State of AI Trust report",
    description: `${files.reportTitle}: how leading foundation models score across nine AI risk dimensions.`,
    href: files.report,
    external: true,
  },
  {
    icon: Newspaper,
    title: "Browse the blog",
    description: "Research and field notes on AI security, governance and compliance from our team.",
    href: "/blog",
    external: false,
  },
];

function CardBody({ card }: { card: NextStepCard }) {
  const { icon: Icon } = card;
  return (
    <>
      <Icon aria-hidden="true" className="size-7 text-primary" />
      <span className="mt-4 flex items-center gap-2 text-lg font-semibold">
        {card.title}
        {card.external ? (
          <ExternalLink aria-hidden="true" className="size-4 text-muted-foreground" />
        ) : (
          <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
        )}
      </span>
      <span className="mt-2 text-sm text-muted-foreground">{card.description}</span>
      {card.external && <span className="sr-only"> (opens in a new tab)</span>}
    </>
  );
}

export default function Page() {
  const cardClass =
    "group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring";
  return (
    <ThankYouShell>
      <ThankYouHero title="We've Locked In Your Time!">
        <p>Thank you for booking with us. A calendar invite with the meeting link and details will follow by e-mail shortly.</p>
      </ThankYouHero>
      <RecalledBookingIsland />
      <h2 className="mt-14 text-center text-xl font-semibold">While you wait</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.title}>
            {card.external ? (
              <a href={card.href} target="_blank" rel="noopener noreferrer" className={cardClass}>
                <CardBody card={card} />
              </a>
            ) : (
              <Link to={card.href} prefetch="intent" className={cardClass}>
                <CardBody card={card} />
              </Link>
            )}
          </li>
        ))}
      </ul>
      <SalesMailLine lead="General questions? Email us at" subject="Question about my upcoming meeting" />
    </ThankYouShell>
  );
}
