import { useId } from "react";
import { type AvatarTone, initials } from "#app/content/team.ts";
import { cn } from "#app/lib/utils.ts";

// Two-stop gradients per tone; white initials keep at least 4.5:1 contrast on both stops.
const tones: Record<AvatarTone, [string, string]> = {
  indigo: ["#3730a3", "#4f46e5"],
  amber: ["#92400e", "#b45309"],
  teal: ["#115e59", "#0f766e"],
  rose: ["#9f1239", "#be123c"],
  slate: ["#1e293b", "#475569"],
  violet: ["#5b21b6", "#7c3aed"],
  sky: ["#075985", "#0369a1"],
  emerald: ["#065f46", "#047857"],
};

/** A person's portrait, drawn as an SVG monogram so the site needs no external photos. */
export function MonogramAvatar({ name, tone, className }: { name: string; tone: AvatarTone; className?: string }) {
  const gradientId = useId();
  const [from, to] = tones[tone];
  return (
    <svg viewBox="0 0 96 96" role="img" aria-label={`Portrait of ${name}`} className={cn("size-24 rounded-full", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill={`url(#${gradientId})`} />
      {/* A soft shoulder line gives the monogram the silhouette of a portrait. */}
      <path d="M14 92c6-16 19-24 34-24s28 8 34 24" fill="#fff" fillOpacity="0.12" />
      <text
        x="48"
        y="47"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontSize="32"
        fontWeight="700"
        letterSpacing="1"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {initials(name)}
      </text>
    </svg>
  );
}
