import { glossaryAlphabet } from "#app/content/glossary.ts";
import { LETTER_BAR_ID } from "./letter-bar-position.ts";

/**
 * The sticky A-Z bar. Letters with terms link to their section; the others are greyed text
 * (still 4.5:1 contrast), neither links nor focusable. The letter of the section being read is
 * highlighted: the enhancer (app/enhance/glossary-letters.ts) marks it as the current location.
 */
export function LetterBar({ letters }: { letters: readonly string[] }) {
  const available = new Set(letters);
  return (
    <nav
      id={LETTER_BAR_ID}
      aria-label="Glossary letters"
      className="sticky top-16 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      {/* Two rows of 13 below lg so every letter stays visible on a phone; one row on large screens. */}
      <ol className="mx-auto grid max-w-6xl grid-cols-13 gap-0.5 px-2 py-2 lg:flex lg:justify-center lg:gap-1">
        {glossaryAlphabet.map((letter) => (
          <li key={letter}>
            {available.has(letter) ? (
              <a
                href={`#${letter}`}
                data-letter={letter}
                className="flex h-8 w-full items-center justify-center rounded-md text-sm font-semibold text-primary transition-colors hover:bg-accent aria-[current=location]:bg-primary aria-[current=location]:text-primary-foreground lg:size-9"
              >
                {letter}
              </a>
            ) : (
              <span
                data-letter={letter}
                className="flex h-8 w-full cursor-default items-center justify-center text-sm font-normal text-muted-foreground line-through decoration-muted-foreground/40 select-none lg:size-9"
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
