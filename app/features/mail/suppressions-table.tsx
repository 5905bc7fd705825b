import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, EmptyList } from "#app/components/ui/data-table.tsx";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { suppressionReasonLabels, type SuppressionEntry } from "./suppressions.ts";

const COLUMNS = [
  { label: "Mailbox" },
  { label: "Reason", className: "hidden sm:table-cell" },
  { label: "Since", className: "hidden md:table-cell" },
  { label: <span className="sr-only">Actions</span> },
];

/**
 * The suppressed mailboxes, newest first, each with why and a Clear button. On a phone the reason
 * and date go under the mailbox, so the table never needs to scroll sideways.
 */
export function SuppressionsTable({ entries, csrfToken, searched }: { entries: SuppressionEntry[]; csrfToken: string; searched: boolean }) {
  if (entries.length === 0) return <EmptyList>{searched ? "No suppressed mailbox matches." : "No mailbox is suppressed."}</EmptyList>;
  return (
    <DataTable caption="Suppressed mailboxes, newest first" columns={COLUMNS}>
      {entries.map((entry) => (
        <tr key={entry.mailboxKey} className="align-top">
          <td className="px-4 py-3">
            <span className="block font-medium break-all">{entry.mailboxKey}</span>
            {entry.response && <span className="block text-xs break-words text-muted-foreground">{entry.response}</span>}
            <span className="mt-1 block text-xs text-muted-foreground sm:hidden">{suppressionReasonLabels[entry.reason]}</span>
            <span className="block text-xs text-muted-foreground md:hidden">
              since <time dateTime={entry.createdAt}>{formatEastern(entry.createdAt)}</time>
            </span>
          </td>
          <td className="hidden px-4 py-3 sm:table-cell">
            <Badge variant={entry.reason === "bounce" ? "destructive" : "outline"}>{entry.reason}</Badge>
            <span className="mt-1 block text-xs text-muted-foreground">{suppressionReasonLabels[entry.reason]}</span>
          </td>
          <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground md:table-cell">
            <time dateTime={entry.createdAt}>{formatEastern(entry.createdAt)}</time>
          </td>
          <td className="px-4 py-3 text-right">
            <Form method="post">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="intent" value="clear" />
              <input type="hidden" name="mailbox" value={entry.mailboxKey} />
              <Button type="submit" size="sm" variant="outline" aria-label={`Clear the suppression of ${entry.mailboxKey}`}>
                Clear
              </Button>
            </Form>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
