import { RotateCcw } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { channelLabel, type OutboxEntry, type OutboxStatus } from "./outbox.ts";
import { DataTable, EmptyList } from "#app/components/ui/data-table.tsx";

const statusStyles: Record<OutboxStatus, "default" | "secondary" | "destructive" | "outline"> = {
  sent: "default",
  pending: "secondary",
  sending: "secondary",
  held: "outline",
  dead: "destructive",
  suppressed: "outline",
  withdrawn: "outline",
};

export function OutboxStatusBadge({ status }: { status: string }) {
  return <Badge variant={statusStyles[status as OutboxStatus] ?? "outline"}>{status}</Badge>;
}

/** A dead message goes back to the queue with this button. */
export function RetryButton({ id, csrfToken }: { id: string; csrfToken: string }) {
  return (
    <Form method="post" action="/admin/leads">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="outline">
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
    </Form>
  );
}

const OUTBOX_COLUMNS = [
  { label: "Created" },
  { label: "Recipient and subject" },
  { label: "Status" },
  { label: "Attempts" },
  { label: "Last error" },
  { label: <span className="sr-only">Actions</span> },
];

export function OutboxTable({ messages, csrfToken }: { messages: OutboxEntry[]; csrfToken: string }) {
  if (messages.length === 0) return <EmptyList>No messages here.</EmptyList>;
  return (
    <DataTable caption="Outgoing e-mails, webhook events and calendar write-backs, newest first" columns={OUTBOX_COLUMNS} className="min-w-[56rem]">
      {messages.map((message) => (
        <tr key={message.id} className="align-top">
          <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
            <time dateTime={message.createdAt}>{formatEastern(message.createdAt)}</time>
          </td>
          <td className="px-4 py-3">
            <span className="block font-medium break-all">{message.recipient}</span>
            <span className="block text-muted-foreground">{message.subject}</span>
            <span className="block text-xs text-muted-foreground">
              {message.channel !== "email" && (
                <Badge variant="outline" className="mr-1.5">
                  {channelLabel(message.channel)}
                </Badge>
              )}
              {message.template}
            </span>
          </td>
          <td className="px-4 py-3">
            <OutboxStatusBadge status={message.status} />
            {message.sentAt && (
              <span className="mt-1 block text-xs text-muted-foreground">{formatEastern(message.sentAt)}</span>
            )}
            {(message.status === "pending" || message.status === "sending") && (
              <span className="mt-1 block text-xs text-muted-foreground">
                {/* A message not tried yet leaves at its time (a reminder's may be days ahead); a failed one is retried then. */}
                {message.attempts === 0 ? "due" : "next try"} {formatEastern(message.nextAttemptAt)}
              </span>
            )}
          </td>
          <td className="px-4 py-3 tabular-nums">{message.attempts}</td>
          <td className="max-w-sm px-4 py-3 text-xs break-words text-muted-foreground">{message.lastError ?? "—"}</td>
          <td className="px-4 py-3 text-right">
            {message.status === "dead" && <RetryButton id={message.id} csrfToken={csrfToken} />}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
