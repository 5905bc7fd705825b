import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { DataTable, EmptyList } from "#app/components/ui/data-table.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { isLeadKind, leadKindLabels, meetingSummary, type InboxLead } from "./inbox.ts";
import { isLeadStatus, leadStatusLabels } from "./lead-pipeline.ts";

/** "red-teaming" or "companySize" → "Red teaming", "Company size". */
export const humanize = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The id of a lead's name link in the list, where the focus returns when its detail closes. */
export const leadLinkId = (leadId: string) => `lead-${leadId}`;

/** What a lead is about, in one line: the meeting, the message or the requested datasheet. */
function leadSummary(lead: InboxLead): string {
  const meeting = meetingSummary(lead);
  if (meeting) return meeting;
  if (lead.kind === "datasheet") return `${humanize(lead.functionName.replace(/^send-|-datasheet-email$/g, ""))} datasheet`;
  return lead.message ?? "";
}

export const kindLabel = (kind: string) => (isLeadKind(kind) ? leadKindLabels[kind].replace(/s$/, "") : kind);

export const statusLabel = (status: string) => (isLeadStatus(status) ? leadStatusLabels[status] : status);

const statusTone: Record<string, string> = {
  new: "border-sky-600 text-sky-800",
  contacted: "border-amber-600 text-amber-800",
  qualified: "border-violet-600 text-violet-800",
  won: "border-emerald-600 text-emerald-800",
  lost: "border-muted-foreground text-muted-foreground",
};

export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={statusTone[status]}>
      {statusLabel(status)}
    </Badge>
  );
}

const LEAD_COLUMNS = [
  { label: "Name" },
  { label: "Status", className: "hidden sm:table-cell" },
  { label: "Owner", className: "hidden lg:table-cell" },
  { label: "Company", className: "hidden md:table-cell" },
  { label: "About", className: "hidden xl:table-cell" },
  { label: "Received" },
];

type TableProps = {
  leads: InboxLead[];
  detailHref: (id: string) => string;
  caption: string;
  /** What an empty list says: nothing yet, or nothing matches the filters. */
  empty: React.ReactNode;
};

/** The inbox's list. On a phone the name cell carries the address, status and owner; the rest waits for wider screens. */
export function LeadsTable({ leads, detailHref, caption, empty }: TableProps) {
  if (leads.length === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <DataTable caption={caption} columns={LEAD_COLUMNS}>
      {leads.map((lead) => (
        <tr key={lead.id} className="align-top">
          <td className="px-4 py-3">
            <Link id={leadLinkId(lead.id)} to={detailHref(lead.id)} preventScrollReset className="font-medium text-primary underline-offset-4 hover:underline">
              {lead.firstName} {lead.lastName}
            </Link>
            <p className="break-all text-muted-foreground">{lead.email}</p>
            {/* Narrower screens have no Owner column: who has the lead (a booking's host) is said here. */}
            {lead.ownerEmail && <p className="break-all text-muted-foreground lg:hidden">Owner: {lead.ownerEmail}</p>}
            <p className="mt-1 flex flex-wrap gap-1">
              <Badge variant="outline">{kindLabel(lead.kind)}</Badge>
              <span className="sm:hidden">
                <LeadStatusBadge status={lead.status} />
              </span>
            </p>
          </td>
          <td className="hidden px-4 py-3 sm:table-cell">
            <LeadStatusBadge status={lead.status} />
          </td>
          <td className="hidden px-4 py-3 break-all lg:table-cell">{lead.ownerEmail ?? <span className="text-muted-foreground">Nobody</span>}</td>
          <td className="hidden px-4 py-3 md:table-cell">{lead.company ?? "—"}</td>
          <td className="hidden max-w-xs px-4 py-3 text-muted-foreground xl:table-cell">
            <span className="line-clamp-2">{leadSummary(lead)}</span>
          </td>
          <td className="px-4 py-3 text-muted-foreground">
            <time dateTime={lead.createdAt}>{formatEastern(lead.createdAt)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
