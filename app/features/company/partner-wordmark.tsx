import type { Partner, PartnerMark } from "#app/content/partners.ts";
import { cn } from "#app/lib/utils.ts";

/** Each mark is drawn in a 32x32 box in the partner's colour. */
function Mark({ mark, color }: { mark: PartnerMark; color: string }) {
  const stroke = { fill: "none", stroke: color, strokeWidth: 3, strokeLinecap: "round", strokeLinejoin: "round" } as const;
  switch (mark) {
    case "hexagon":
      return (
        <>
          <path d="M16 2 28 9v14l-12 7-12-7V9Z" fill={color} />
          <path d="M16 9 22 12.5v7L16 23l-6-3.5v-7Z" fill="#fff" />
        </>
      );
    case "orbit":
      return (
        <>
          <circle cx="16" cy="16" r="5" fill={color} />
          <ellipse cx="16" cy="16" rx="14" ry="6" transform="rotate(-30 16 16)" {...stroke} strokeWidth={2.2} />
        </>
      );
    case "wave":
      return (
        <>
          <path d="M3 12c4-5 8-5 13 0s9 5 13 0" {...stroke} />
          <path d="M3 21c4-5 8-5 13 0s9 5 13 0" {...stroke} opacity={0.55} />
        </>
      );
    case "prism":
      return (
        <>
          <path d="M16 3 29 28H3Z" fill={color} />
          <path d="M16 3 21 28H3Z" fill="#fff" fillOpacity={0.25} />
        </>
      );
    case "leaf":
      return (
        <>
          <path d="M5 27C5 13 13 4 28 4c0 15-9 23-23 23Z" fill={color} />
          <path d="M7 25 20 12" stroke="#fff" strokeWidth={2} strokeLinecap="round" />
        </>
      );
    case "grid":
      return (
        <>
          <rect x="3" y="3" width="11" height="11" rx="2" fill={color} />
          <rect x="18" y="3" width="11" height="11" rx="2" fill={color} opacity={0.6} />
          <rect x="3" y="18" width="11" height="11" rx="2" fill={color} opacity={0.6} />
          <rect x="18" y="18" width="11" height="11" rx="5.5" fill={color} />
        </>
      );
    case "spark":
      return <path d="M16 2c1 8 6 13 14 14-8 1-13 6-14 14-1-8-6-13-14-14 8-1 13-6 14-14Z" fill={color} />;
    case "arcs":
      return (
        <>
          <path d="M4 26a12 12 0 0 1 24 0" {...stroke} />
          <path d="M10 26a6 6 0 0 1 12 0" {...stroke} opacity={0.6} />
          <circle cx="16" cy="8" r="3" fill={color} />
        </>
      );
    case "stack":
      return (
        <>
          <rect x="4" y="4" width="24" height="6" rx="2" fill={color} />
          <rect x="4" y="13" width="24" height="6" rx="2" fill={color} opacity={0.7} />
          <rect x="4" y="22" width="24" height="6" rx="2" fill={color} opacity={0.45} />
        </>
      );
    case "ring":
      return (
        <>
          <circle cx="16" cy="16" r="11" {...stroke} strokeWidth={5} />
          <circle cx="24" cy="8" r="3.5" fill={color} />
        </>
      );
    case "diamond":
      return (
        <>
          <path d="M16 2 30 16 16 30 2 16Z" fill={color} />
          <path d="M16 9 23 16 16 23 9 16Z" fill="#fff" fillOpacity={0.85} />
        </>
      );
    case "chevrons":
      return (
        <>
          <path d="M4 8 14 16 4 24" {...stroke} strokeWidth={3.5} />
          <path d="M16 8 26 16 16 24" {...stroke} strokeWidth={3.5} opacity={0.6} />
        </>
      );
    case "dots":
      return (
        <>
          <circle cx="7" cy="16" r="5" fill={color} />
          <circle cx="18" cy="16" r="4" fill={color} opacity={0.7} />
          <circle cx="27" cy="16" r="3" fill={color} opacity={0.45} />
        </>
      );
    case "bolt":
      return (
        <>
          <rect x="2" y="2" width="28" height="28" rx="7" fill={color} />
          <path d="M18 6 9 18h6l-2 8 9-12h-6Z" fill="#fff" />
        </>
      );
    case "peak":
      return (
        <>
          <path d="M2 27 12 9l6 10 3-5 9 13Z" fill={color} />
          <circle cx="24" cy="6" r="3" fill={color} opacity={0.6} />
        </>
      );
  }
}

/** A partner's logo: its mark and its name set in the partner's type style. */
export function PartnerWordmark({ partner, className }: { partner: Partner; className?: string }) {
  const { mark, color, weight, uppercase, tracking } = partner.logo;
  const label = uppercase ? partner.name.toUpperCase() : partner.name;
  // The name is set to a fixed length (glyphs scale a few percent to fit), so the logo has the
  // same width whichever system font draws it and never clips.
  const textWidth = Math.round(label.length * (uppercase ? 12 : 10) + (label.length - 1) * (tracking ?? 0));
  const width = 40 + textWidth + 2;
  return (
    <svg viewBox={`0 0 ${width} 32`} role="img" aria-label={partner.name} className={cn("h-8 w-auto", className)}>
      <Mark mark={mark} color={color} />
      <text
        x="40"
        y="22.5"
        fill={color}
        fontSize="17"
        fontWeight={weight}
        letterSpacing={tracking}
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
        fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
      >
        {label}
      </text>
    </svg>
  );
}
