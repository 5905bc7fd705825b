import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import type { SubscriberStatus } from "./subscriber-entry.ts";
import type { SubscriberEntry } from "./subscriber-entry.ts";

const statusLook: Record<SubscriberStatus, "default" | "secondary" | "outline"> = {
  active: "default",
  pending: "secondary",
  unsubscribed: "outline",
};

const When = ({ at }: { at: string | null }) => (at ? <time dateTime={at}>{formatEastern(at)}</time> : <span aria-label="none">—</span>);

/** The newsletter's subscribers, newest sign-up first; sales can unsubscribe one (a request by e-mail). */
export function SubscribersTable({ subscribers, csrfToken }: { subscribers: SubscriberEntry[]; csrfToken: string }) {
  if (subscribers.length === 0) {
    return <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">No subscribers here yet.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">Newsletter subscribers, newest sign-up first</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">E-mail</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium">Signed up</th>
            <th scope="col" className="px-4 py-3 font-medium">Confirmed</th>
            <th scope="col" className="px-4 py-3 font-medium">Unsubscribed</th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
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
        </tbody>
      </table>
    </div>
  );
}
