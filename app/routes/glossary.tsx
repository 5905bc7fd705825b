import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { GlossarySections } from "#app/features/glossary/glossary-sections.tsx";
import { LetterBar } from "#app/features/glossary/letter-bar.tsx";
import { JsonLd } from "#app/components/layout/json-ld.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { brand } from "#app/config/site.ts";
import { groupTermsByLetter, type GlossaryTerm } from "#app/content/glossary.ts";
import { liveGlossary } from "#app/features/site-content/public.server.ts";
import { formatInstant } from "#app/lib/dates.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/glossary";

const TITLE = "AI Security Glossary";
const DESCRIPTION =
  "Plain-language definitions of about 55 AI security, safety and governance terms, from AI Trust Score and prompt injection to shadow AI and zero trust.";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `${TITLE} | ${brand.name}`, description: DESCRIPTION, path: "/glossary" });

export async function loader({ context }: Route.LoaderArgs) {
  // "Last updated" follows the current date; computed on the server so the hydrated text matches.
  return { siteUrl: context.env.SITE_URL, lastUpdated: formatInstant(new Date(), "monthYear"), terms: await liveGlossary(context) };
}

function definedTermSet(siteUrl: string, terms: readonly GlossaryTerm[]) {
  const url = `${siteUrl}/glossary`;
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    "@id": url,
    name: `${brand.name} ${TITLE}`,
    description: DESCRIPTION,
    url,
    hasDefinedTerm: terms.map((term) => ({
      "@type": "DefinedTerm",
      "@id": `${url}#${term.id}`,
      name: term.term,
      description: term.definition,
      url: `${url}#${term.id}`,
      inDefinedTermSet: url,
    })),
  };
}

export default function GlossaryPage({ loaderData }: Route.ComponentProps) {
  const { terms } = loaderData;
  const groups = groupTermsByLetter(terms);
  return (
    <>
      <JsonLd data={definedTermSet(loaderData.siteUrl, terms)} />
      <PageHero
        eyebrow={
          <Badge variant="secondary" className="gap-1.5">
            <BookOpen aria-hidden="true" /> Knowledge Base
          </Badge>
        }
        title={TITLE}
        lead={`Clear, practical definitions of ${terms.length > 0 ? `${terms.length} ` : ""}terms security, compliance and engineering teams meet when they put generative AI and agents into production.`}
      />
      {terms.length > 0 ? (
        <>
          <LetterBar letters={groups.map((group) => group.letter)} />
          <GlossarySections groups={groups} />
        </>
      ) : (
        <p className="mx-auto max-w-4xl px-4 py-16 text-center text-lg text-muted-foreground sm:px-6">No terms yet: the glossary is being written.</p>
      )}
      <footer className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-xl border bg-muted/50 p-6 text-center text-sm text-muted-foreground">
          <p>
            This glossary is maintained by the {brand.name} research team. Last updated {loaderData.lastUpdated}.
          </p>
          <p className="mt-2">
            Missing a term?{" "}
            <Link to="/contact-us" className="font-medium text-primary underline underline-offset-4">
              Suggest it to our team
            </Link>
            .
          </p>
        </div>
      </footer>
    </>
  );
}
