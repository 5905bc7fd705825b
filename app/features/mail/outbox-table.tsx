import { RotateCcw } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import type { OutboxEntry, OutboxStatus } from "./outbox.ts";

const statusStyles: Record<OutboxStatus, "default" | "secondary" | "destructive" | "outline"> = {
  sent: "default",
  pending: "secondary",
  sending: "secondary",
  held: "outline",
  dead: "destructive",
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

export function OutboxTable({ messages, csrfToken }: { messages: OutboxEntry[]; csrfToken: string }) {
  if (messages.length === 0) {
    return <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">No messages here.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Outgoing e-mails and webhook events, newest first</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Created</th>
            <th scope="col" className="px-4 py-3 font-medium">Recipient and subject</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium">Attempts</th>
            <th scope="col" className="px-4 py-3 font-medium">Last error</th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {messages.map((message) => (
            <tr key={message.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                <time dateTime={message.createdAt}>{formatEastern(message.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <span className="block font-medium break-all">{message.recipient}</span>
                <span className="block text-muted-foreground">{message.subject}</span>
                <span className="block text-xs text-muted-foreground">
                  {message.channel === "webhook" && (
                    <Badge variant="outline" className="mr-1.5">
                      webhook
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
                  <span className="mt-1 block text-xs text-muted-foreground">next {formatEastern(message.nextAttemptAt)}</span>
                )}
              </td>
              <td className="px-4 py-3 tabular-nums">{message.attempts}</td>
              <td className="max-w-sm px-4 py-3 text-xs break-words text-muted-foreground">{message.lastError ?? "—"}</td>
              <td className="px-4 py-3 text-right">
                {message.status === "dead" && <RetryButton id={message.id} csrfToken={csrfToken} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
