import { Check, Copy } from "lucide-react";
import { useState } from "react";
import type { CodeLanguage } from "./content-model.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

const COPIED_FOR_MS = 2000;

/** A titled code sample; the copy button appears once JavaScript runs. */
export function CodeBlock({ title, language, code }: { title: string; language: CodeLanguage; code: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch {
      // Clipboard access can be refused; the text stays selectable by hand.
    }
  };

  return (
    <figure className="overflow-hidden rounded-lg border bg-brand-ink text-slate-100">
      <figcaption className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-2 text-xs">
        <span className="font-medium text-slate-200">{title}</span>
        <span className="flex items-center gap-2">
          <span className="font-mono text-slate-300 uppercase">{language}</span>
          {hydrated && (
            <button
              type="button"
              onClick={copy}
              className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              {copied ? <Check aria-hidden="true" className="size-3.5" /> : <Copy aria-hidden="true" className="size-3.5" />}
              {copied ? "Copied" : "Copy"}
              <span className="sr-only"> {title}</span>
            </button>
          )}
        </span>
      </figcaption>
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre tabIndex={0} className="overflow-x-auto p-4 text-[0.8rem] leading-relaxed focus-visible:outline-2 focus-visible:outline-white">
        <code className="font-mono">{code}</code>
      </pre>
    </figure>
  );
}
