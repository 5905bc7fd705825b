import type * as React from "react";
import { Prose } from "#app/components/page/prose.tsx";
import type { PolicySection } from "#app/content/privacy-policy.ts";

/** A legal document: a table of contents beside numbered sections; `extra` renders under a section. */
export function PolicyDocument({
  intro,
  sections,
  extra,
}: {
  intro: string[];
  sections: PolicySection[];
  extra?: Partial<Record<string, React.ReactNode>>;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-16">
      <nav aria-label="Sections of this policy" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">On this page</h2>
        <ol className="mt-3 space-y-1.5 border-l pl-4 text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-muted-foreground hover:text-foreground">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose>
        {intro.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.closing?.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            {extra?.[section.id]}
          </section>
        ))}
      </Prose>
    </div>
  );
}
