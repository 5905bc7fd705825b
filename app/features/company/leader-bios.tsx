import { ChevronDown, ExternalLink } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { firstName } from "#app/content/team.ts";
import type { TeamPerson } from "#app/features/site-content/shown-as.ts";
import { PersonPortrait } from "./person-portrait.tsx";

/**
 * Each biography's id, from the name ("bio-maya-okafor"); a name that gives no letters, or one given
 * twice, gets its place in the list added, so every button opens its own biography.
 */
function bioIds(leaders: TeamPerson[]): string[] {
  const ids = leaders.map((member) => `bio-${member.name.toLowerCase().replace(/[^a-z]+/g, "-")}`);
  return ids.map((id, index) => (id === "bio--" || ids.indexOf(id) !== index ? `${id}${index + 1}` : id));
}

/** " on LinkedIn" for a LinkedIn profile; nothing for another site. */
const profileSite = (url: string) => (/^https:\/\/([a-z]+\.)?linkedin\.com\//i.test(url) ? " on LinkedIn" : "");

/**
 * The leadership grid; one biography is open at a time, opening another closes the first: a group
 * of disclosures the enhancer runs (app/enhance/disclosures.ts).
 */
export function LeaderBios({ leaders }: { leaders: TeamPerson[] }) {
  const ids = bioIds(leaders);
  return (
    // items-start: an open bio grows its own card, not the whole row.
    <ul className="flex flex-wrap items-start justify-center gap-6" data-disclosure-group="one">
      {leaders.map((member, index) => {
        const bioId = ids[index]!;
        return (
          <li
            key={bioId}
            className="flex w-full flex-col rounded-xl border bg-card p-6 text-center shadow-sm sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
          >
            <PersonPortrait person={member} className="mx-auto" />
            <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
            <p className="text-sm text-muted-foreground">{member.role}</p>
            {member.bio.length > 0 && (
              <div id={bioId} hidden className="mt-4 space-y-3 text-left text-sm leading-6 text-foreground/85">
                {member.bio.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </div>
            )}
            <div className="mt-auto flex flex-wrap items-center justify-center gap-2 pt-5">
              {member.bio.length > 0 && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="group"
                  data-disclosure=""
                  aria-expanded="false"
                  aria-controls={bioId}
                >
                  <span className="group-aria-expanded:hidden">Learn more about {firstName(member.name)}</span>
                  <span className="hidden group-aria-expanded:inline">Hide bio</span>
                  <ChevronDown aria-hidden="true" className="transition-transform group-aria-expanded:rotate-180" />
                </Button>
              )}
              {member.profileUrl && (
                <Button asChild variant="ghost" size="sm">
                  <a href={member.profileUrl} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" />
                    Profile<span className="sr-only"> of {member.name}{`${profileSite(member.profileUrl)} (opens in a new tab)`}</span>
                  </a>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
