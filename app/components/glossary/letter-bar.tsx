import { glossaryAlphabet } from "~/content/glossary";
import { cn } from "~/lib/utils";
import { LETTER_BAR_ID, useActiveLetter } from "./use-glossary-scroll";

/**
 * The sticky A-Z bar. Letters with terms link to their section; the others are greyed text,
 * neither links nor focusable. The letter of the section being read is highlighted.
 */
export function LetterBar({ letters }: { letters: readonly string[] }) {
  const active = useActiveLetter(letters);
  const available = new Set(letters);
  return (
    <nav
      id={LETTER_BAR_ID}
      aria-label="Glossary letters"
      className="sticky top-16 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <ol className="mx-auto flex max-w-5xl flex-wrap justify-center gap-1 px-2 py-2">
        {glossaryAlphabet.map((letter) => (
          <li key={letter}>
            {available.has(letter) ? (
              <a
                href={`#${letter}`}
                data-letter={letter}
                aria-current={active === letter ? "location" : undefined}
                className={cn(
                  "flex size-8 items-center justify-center rounded-md text-sm font-semibold transition-colors sm:size-9",
                  active === letter ? "bg-primary text-primary-foreground" : "text-brand-ink hover:bg-accent",
                )}
              >
                {letter}
              </a>
            ) : (
              <span
                data-letter={letter}
                className="flex size-8 cursor-default items-center justify-center text-sm font-semibold text-muted-foreground/55 select-none sm:size-9"
              >
                {letter}
                <span className="sr-only"> (no terms)</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
