import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { isLeadKind, leadKindLabels, type InboxLead } from "./inbox.ts";

/** "red-teaming" or "companySize" → "Red teaming", "Company size". */
export const humanize = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What a lead is about, in one line: the meeting, the message or the requested datasheet. */
function leadSummary(lead: InboxLead): string {
  if (lead.meetingStartsAt) {
    return `${lead.meetingType === "discovery" ? "Discovery call" : "Demo"}, ${formatEastern(lead.meetingStartsAt)}`;
  }
  if (lead.kind === "datasheet") return `${humanize(lead.functionName.replace(/^send-|-datasheet-email$/g, ""))} datasheet`;
  return lead.message ?? "";
}

export const kindLabel = (kind: string) => (isLeadKind(kind) ? leadKindLabels[kind].replace(/s$/, "") : kind);

export function LeadsTable({ leads, detailHref }: { leads: InboxLead[]; detailHref: (id: string) => string }) {
  if (leads.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        No leads yet. Bookings, contact messages and datasheet requests will appear here as they arrive.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Received</th>
            <th scope="col" className="px-4 py-3 font-medium">Kind</th>
            <th scope="col" className="px-4 py-3 font-medium">Name</th>
            <th scope="col" className="px-4 py-3 font-medium">Email</th>
            <th scope="col" className="px-4 py-3 font-medium">Company</th>
            <th scope="col" className="px-4 py-3 font-medium">About</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {leads.map((lead) => (
            <tr key={lead.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                <time dateTime={lead.createdAt}>{formatEastern(lead.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <Badge variant="outline">{kindLabel(lead.kind)}</Badge>
              </td>
              <td className="px-4 py-3 font-medium whitespace-nowrap">
                <Link to={detailHref(lead.id)} preventScrollReset className="text-primary underline-offset-4 hover:underline">
                  {lead.firstName} {lead.lastName}
                </Link>
              </td>
              <td className="px-4 py-3 break-all">{lead.email}</td>
              <td className="px-4 py-3">{lead.company ?? "—"}</td>
              <td className="max-w-xs px-4 py-3 text-muted-foreground">
                <span className="line-clamp-2">{leadSummary(lead)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
