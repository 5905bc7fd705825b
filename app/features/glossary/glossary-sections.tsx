import type { GlossaryGroup, GlossaryTerm } from "#app/content/glossary.ts";

/** One term: its name (a link to its own anchor), its definition and any related terms. Goes in a `<dl>`. */
export function GlossaryTermCard({ term }: { term: GlossaryTerm }) {
  return (
    <div
      id={term.id}
      className="scroll-mt-20 rounded-xl border bg-card p-5 shadow-sm target:border-primary target:ring-2 target:ring-primary/30 lg:scroll-mt-12 sm:p-6"
    >
      <dt className="text-lg font-semibold text-brand-ink">
        <a href={`#${term.id}`} className="hover:text-primary hover:underline hover:underline-offset-4">
          {term.term}
        </a>
      </dt>
      <dd className="mt-2 leading-7 text-foreground/85">{term.definition}</dd>
      {term.related && term.related.length > 0 && (
        <dd className="mt-3 border-t pt-3 text-sm">
          <span className="font-medium text-muted-foreground">Related terms: </span>
          {term.related.map((related, index) => (
            <span key={related.id}>
              {index > 0 && ", "}
              <a href={`#${related.id}`} className="font-medium text-primary underline underline-offset-4 hover:text-primary/80">
                {related.term}
              </a>
            </span>
          ))}
        </dd>
      )}
    </div>
  );
}

/** One section per letter; sections and terms stop below the sticky header and letter bar. */
export function GlossarySections({ groups }: { groups: GlossaryGroup[] }) {
  return (
    <div className="mx-auto max-w-4xl space-y-14 px-4 py-12 sm:px-6">
      {groups.map((group) => (
        <section key={group.letter} id={group.letter} aria-labelledby={`letter-${group.letter}`} className="scroll-mt-20 lg:scroll-mt-12">
          <h2
            id={`letter-${group.letter}`}
            className="flex items-center gap-4 text-3xl font-bold text-primary after:h-px after:flex-1 after:bg-border"
          >
            {group.letter}
          </h2>
          <dl className="mt-6 space-y-4">
            {group.terms.map((term) => (
              <GlossaryTermCard key={term.id} term={term} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
