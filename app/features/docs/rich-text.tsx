import type { RichText as RichTextValue } from "./content-model.ts";

/** Renders `backtick` spans as inline code and everything else as plain text (never as markup). */
export function RichText({ text }: { text: RichTextValue }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] text-foreground">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
