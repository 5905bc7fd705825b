// A Team entry as the about page shows it (and the editor's preview): the photo through the image
// pipeline or a monogram in the person's colour, the biography's paragraphs, the profile link.
import type { AvatarTone } from "#app/content/team.ts";
import { MONOGRAM_TONES } from "./collections.ts";

export type TeamPerson = { name: string; role: string; photo: string | null; tone: AvatarTone; bio: string[]; profileUrl: string | null };

const isTone = (value: string | undefined): value is AvatarTone => MONOGRAM_TONES.some((tone) => tone.value === value);

export function teamPersonOf(data: Record<string, string | undefined>): TeamPerson {
  return {
    name: data.name ?? "",
    role: data.role ?? "",
    photo: data.photo || null,
    tone: isTone(data.tone) ? data.tone : "slate",
    bio: (data.bio ?? "")
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    profileUrl: data.profileUrl || null,
  };
}
