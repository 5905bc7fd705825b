import { Check, Copy } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A code sample, its tokens highlighted at build time (app/features/docs/pages/code.ts). Its copy
 * button is rendered invisible, taking its room so nothing moves when it shows: the enhancer
 * (app/enhance/code-copy.ts) shows it and copies the sample, the label saying "Copied" for a moment.
 */
export function CodeBlock({ title, language, children }: { title?: string; language: string; children: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-lg border bg-brand-ink text-slate-100">
      <figcaption className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-2 text-xs">
        <span className="font-medium text-slate-200">{title}</span>
        <span className="flex items-center gap-2">
          <span className="font-mono text-slate-300 uppercase">{language}</span>
          <button
            type="button"
            data-copy-code
            className="group invisible inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Copy aria-hidden="true" className="size-3.5 group-data-copied:hidden" />
            <Check aria-hidden="true" className="hidden size-3.5 group-data-copied:inline" />
            <span data-copy-label>Copy</span>
            <span className="sr-only"> {title ?? `the ${language} sample`}</span>
          </button>
        </span>
      </figcaption>
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre tabIndex={0} className="overflow-x-auto p-4 text-[0.8rem] leading-relaxed focus-visible:outline-2 focus-visible:outline-white">
        <code className="font-mono">{children}</code>
      </pre>
    </figure>
  );
}
