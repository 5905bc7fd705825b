import { Check, X } from "lucide-react";

type Row = { topic: string; publicTools: string; lumenguard: string };

/** Public AI tools versus the governed assistant; a real table so screen readers keep the pairs. */
export function ComparisonTable({ rows, caption }: { rows: readonly Row[]; caption: string }) {
  return (
    // Scrolls sideways on small screens; focusable so keyboard users can scroll it too.
    <div role="region" aria-label={caption} tabIndex={0} className="mt-12 overflow-x-auto rounded-xl border bg-card shadow-xs">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/70">
          <tr>
            <th scope="col" className="px-5 py-4 font-semibold">
              <span className="sr-only">Topic</span>
            </th>
            <th scope="col" className="px-5 py-4 font-semibold">
              Public AI tools
            </th>
            <th scope="col" className="px-5 py-4 font-semibold text-primary">
              Secure Workforce Chatbot
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.topic} className="border-t">
              <th scope="row" className="px-5 py-4 font-medium">
                {row.topic}
              </th>
              <td className="px-5 py-4 text-muted-foreground">
                <span className="flex gap-2">
                  <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
                  {row.publicTools}
                </span>
              </td>
              <td className="px-5 py-4">
                <span className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  {row.lumenguard}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
