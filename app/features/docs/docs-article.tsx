import { ArrowRight, Info, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { DocsBlock, DocsContent, DocsSection } from "./content-model.ts";
import { cn } from "#app/lib/utils.ts";
import { CodeBlock } from "./code-block.tsx";
import { DocsIcon } from "./docs-icon.tsx";
import { RichText } from "./rich-text.tsx";

type HeadingLevel = 2 | 3;

/** The documentation body: every section from the loader, the API reference card and What's Next. */
export function DocsArticle({ content }: { content: DocsContent }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 pt-8 pb-16 break-words sm:px-6 lg:px-8">
      <header className="border-b pb-8">
        <p className="text-sm font-medium text-primary">{content.updated}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{content.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{content.intro}</p>
      </header>

      {content.sections.map((section) => (
        <Section key={section.id} section={section} level={2} />
      ))}

      <aside aria-labelledby="docs-api-reference" className="mt-12 rounded-xl border bg-accent/50 p-6">
        <h2 id="docs-api-reference" className="text-xl font-semibold">
          {content.apiReference.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{content.apiReference.description}</p>
        <Link
          to={content.apiReference.href}
          prefetch="intent"
          className="mt-4 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          Open the API Reference
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </aside>

      <section id={content.whatsNext.id} aria-labelledby={`${content.whatsNext.id}-title`} className="mt-12 scroll-mt-12">
        <h2 id={`${content.whatsNext.id}-title`} className="text-2xl font-bold tracking-tight">
          {content.whatsNext.title}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {content.whatsNext.links.map((link) => {
            const body = (
              <>
                <DocsIcon name={link.icon} className="size-5 text-primary" />
                <span className="mt-3 block font-semibold">{link.title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{link.description}</span>
              </>
            );
            const className = "block h-full rounded-lg border p-5 transition-colors hover:border-primary/40 hover:bg-accent/40";
            return (
              <li key={link.href}>
                {link.external ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
                    {body}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={link.href} prefetch="intent" className={className}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}

function Section({ section, level }: { section: DocsSection; level: HeadingLevel }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={cn("scroll-mt-12", level === 2 ? "mt-12 border-t pt-10 first-of-type:mt-10 first-of-type:border-t-0 first-of-type:pt-0" : "mt-10")}
    >
      <Heading
        id={`${section.id}-title`}
        className={cn("flex items-center gap-2 font-bold tracking-tight", level === 2 ? "text-2xl" : "text-xl")}
      >
        <DocsIcon name={section.icon} className={cn("shrink-0 text-primary", level === 2 ? "size-6" : "size-5")} />
        {section.title}
      </Heading>
      <div className="mt-4 grid grid-cols-1 gap-5">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} headingLevel={level === 2 ? "h3" : "h4"} />
        ))}
      </div>
      {section.children?.map((child) => (
        <Section key={child.id} section={child} level={3} />
      ))}
    </section>
  );
}

function Block({ block, headingLevel }: { block: DocsBlock; headingLevel: "h3" | "h4" }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className="leading-7">
          <RichText text={block.text} />
        </p>
      );
    case "heading": {
      const Heading = headingLevel;
      return <Heading className="mt-2 text-lg font-semibold">{block.text}</Heading>;
    }
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={cn("grid gap-2 pl-6 leading-7", block.ordered ? "list-decimal" : "list-disc")}>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "definitions":
      return (
        <dl className="grid gap-4">
          {block.items.map((item) => (
            <div key={item.term} className="rounded-lg border p-4">
              <dt className="font-semibold">{item.term}</dt>
              <dd className="mt-1 leading-7 text-muted-foreground">
                <RichText text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return (
        // Focusable and named so keyboard users can scroll a wide table on small screens.
        <div role="region" aria-label={block.caption} tabIndex={0} className="overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-muted">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]} className="border-t align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-4 py-3 font-medium">
                        <RichText text={cell} />
                      </th>
                    ) : (
                      <td key={index} className="px-4 py-3 text-muted-foreground">
                        <RichText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "code":
      return <CodeBlock title={block.title} language={block.language} code={block.code} />;
    case "callout": {
      const Icon = block.tone === "warning" ? TriangleAlert : Info;
      return (
        <div
          role="note"
          className={cn(
            "flex gap-3 rounded-lg border p-4",
            block.tone === "warning" ? "border-amber-300 bg-amber-50" : "border-primary/20 bg-accent/50",
          )}
        >
          <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", block.tone === "warning" ? "text-amber-700" : "text-primary")} />
          <div className="min-w-0">
            <p className="font-semibold">{block.title}</p>
            <p className="mt-1 leading-7">
              <RichText text={block.text} />
            </p>
          </div>
        </div>
      );
    }
    case "steps":
      return (
        <ol className="grid gap-8">
          {block.steps.map((step, index) => (
            <li key={step.title} className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-3">
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="grid grid-cols-1 gap-3">
                <p className="pt-1 font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </p>
                <p className="leading-7 text-muted-foreground">
                  <RichText text={step.text} />
                </p>
                {step.code && <CodeBlock {...step.code} />}
              </div>
            </li>
          ))}
        </ol>
      );
    case "cards":
      return (
        <ul className="grid gap-4 sm:grid-cols-2">
          {block.cards.map((card) => (
            <li key={card.title} className="rounded-lg border p-5">
              <p className="flex items-center gap-2 font-semibold">
                <DocsIcon name={card.icon} className="size-5 shrink-0 text-primary" />
                {card.title}
              </p>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">
                <RichText text={card.text} />
              </p>
              {card.points && (
                <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm leading-6">
                  {card.points.map((point) => (
                    <li key={point}>
                      <RichText text={point} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      );
  }
}
