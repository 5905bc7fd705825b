export type HighlightedSample = { id: string; title: string; description: string; html: string };

/**
 * Code blocks highlighted on the server (app/features/products/highlight.server.ts). The markup
 * comes from fixed samples in app/content, escaped by the highlighter, never from visitors.
 */
export function CodeSamples({ samples }: { samples: readonly HighlightedSample[] }) {
  return (
    <div className="mt-12 grid gap-8">
      {samples.map((sample) => (
        <figure key={sample.id} aria-labelledby={`sample-${sample.id}`} className="min-w-0">
          <figcaption>
            <h3 id={`sample-${sample.id}`} className="text-lg font-semibold">
              {sample.title}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{sample.description}</p>
          </figcaption>
          <div
            className="mt-4 overflow-hidden rounded-xl border border-brand-ink/20 shadow-sm [&_pre]:overflow-x-auto [&_pre]:p-5 [&_pre]:text-[13px] [&_pre]:leading-relaxed [&_pre:focus-visible]:outline-offset-[-2px]"
            dangerouslySetInnerHTML={{ __html: sample.html }}
          />
        </figure>
      ))}
    </div>
  );
}
