import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { DataTable, EmptyList } from "#app/components/ui/data-table.tsx";
import type { SubscriberStatus } from "./subscriber-entry.ts";
import type { SubscriberEntry } from "./subscriber-entry.ts";

const statusLook: Record<SubscriberStatus, "default" | "secondary" | "outline"> = {
  active: "default",
  pending: "secondary",
  unsubscribed: "outline",
};

const When = ({ at }: { at: string | null }) => (at ? <time dateTime={at}>{formatEastern(at)}</time> : <span aria-label="none">—</span>);

const SUBSCRIBER_COLUMNS = [
  { label: "E-mail" },
  { label: "Status" },
  { label: "Signed up" },
  { label: "Confirmed" },
  { label: "Unsubscribed" },
  { label: <span className="sr-only">Actions</span> },
];

/** The newsletter's subscribers, newest sign-up first; sales can unsubscribe one (a request by e-mail). */
export function SubscribersTable({ subscribers, csrfToken }: { subscribers: SubscriberEntry[]; csrfToken: string }) {
  if (subscribers.length === 0) {
    return <EmptyList>No subscribers here yet.</EmptyList>;
  }
  return (
    <DataTable caption="Newsletter subscribers, newest sign-up first" columns={SUBSCRIBER_COLUMNS} className="min-w-[48rem]">
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id} className="align-top">
          <td className="min-w-56 px-4 py-3 font-medium break-words">
            {subscriber.email}
            {subscriber.sourcePage && <span className="block text-xs font-normal text-muted-foreground">from {subscriber.sourcePage}</span>}
          </td>
          <td className="px-4 py-3">
            <Badge variant={statusLook[subscriber.status]}>{subscriber.status}</Badge>
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
            <When at={subscriber.createdAt} />
            {subscriber.requestedAt !== subscriber.createdAt && (
              <span className="block text-xs">
                again <When at={subscriber.requestedAt} />
              </span>
            )}
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
            <When at={subscriber.confirmedAt} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
            <When at={subscriber.unsubscribedAt} />
          </td>
          <td className="px-4 py-3 text-right">
            {subscriber.status !== "unsubscribed" && (
              <Form method="post">
                <CsrfField token={csrfToken} />
                <input type="hidden" name="intent" value="unsubscribe" />
                <input type="hidden" name="id" value={subscriber.id} />
                <Button type="submit" size="sm" variant="outline" aria-label={`Unsubscribe ${subscriber.email}`}>
                  Unsubscribe
                </Button>
              </Form>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
