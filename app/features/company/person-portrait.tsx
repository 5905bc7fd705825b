import type { TeamPerson } from "#app/features/site-content/shown-as.ts";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";
import { cn } from "#app/lib/utils.ts";
import { MonogramAvatar } from "./monogram-avatar.tsx";

/** A person's portrait: their uploaded photo, round, or else a monogram of their initials in their colour. */
export function PersonPortrait({ person, className }: { person: Pick<TeamPerson, "name" | "photo" | "tone">; className?: string }) {
  if (person.photo) {
    return <ResponsiveImage src={person.photo} sizes="6rem" alt={`Portrait of ${person.name}`} className={cn("size-24 rounded-full object-cover", className)} />;
  }
  return <MonogramAvatar name={person.name} tone={person.tone} className={className} />;
}
