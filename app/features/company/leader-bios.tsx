import { ChevronDown, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { firstName, type TeamMember } from "#app/content/team.ts";
import { cn } from "#app/lib/utils.ts";
import { MonogramAvatar } from "./monogram-avatar.tsx";

const bioId = (member: TeamMember) => `bio-${member.name.toLowerCase().replace(/[^a-z]+/g, "-")}`;

/** The leadership grid; one biography is open at a time, opening another closes the first. */
export function LeaderBios({ leaders }: { leaders: TeamMember[] }) {
  const [openName, setOpenName] = useState<string | null>(null);

  return (
    // items-start: an open bio grows its own card, not the whole row.
    <ul className="flex flex-wrap items-start justify-center gap-6">
      {leaders.map((member) => {
        const open = openName === member.name;
        return (
          <li
            key={member.name}
            className="flex w-full flex-col rounded-xl border bg-card p-6 text-center shadow-sm sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
          >
            <MonogramAvatar name={member.name} tone={member.photo} className="mx-auto" />
            <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
            <p className="text-sm text-muted-foreground">{member.role}</p>
            <div id={bioId(member)} hidden={!open} className="mt-4 space-y-3 text-left text-sm leading-6 text-foreground/85">
              {member.bio.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-auto flex flex-wrap items-center justify-center gap-2 pt-5">
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-expanded={open}
                aria-controls={bioId(member)}
                onClick={() => setOpenName(open ? null : member.name)}
              >
                {open ? "Hide bio" : `Learn more about ${firstName(member.name)}`}
                <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
              </Button>
              <Button asChild variant="ghost" size="sm">
                <a href={member.profileUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Profile<span className="sr-only"> of {member.name} on LinkedIn (opens in a new tab)</span>
                </a>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
