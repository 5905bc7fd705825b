import { Link } from "react-router";
import { DataTable, EmptyList } from "#app/components/ui/data-table.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { pathHref, queryHref } from "#app/lib/href.ts";
import { AUDIT_ACTIONS, isAuditAction, type AuditRow } from "./audit.ts";

const describe = (entry: AuditRow) => Object.entries(entry.details).map(([key, value]) => `${key}: ${value === null ? "none" : String(value)}`).join(", ");

/** Where an entry's subject can be opened: a lead not erased, a post not deleted, a host's availability. */
function subjectLink(entry: AuditRow): { href: string; label: string } | null {
  if (!entry.subjectId) return null;
  if (entry.subjectType === "lead" && entry.action !== "lead.erased") return { href: queryHref("/admin/leads", { id: entry.subjectId }), label: "Open the lead" };
  if (entry.subjectType === "post" && entry.action !== "post.deleted") return { href: queryHref("/admin/blog", { edit: entry.subjectId }), label: "Open the post" };
  if (entry.subjectType === "host") return { href: pathHref("/admin/availability", entry.subjectId), label: "Open the availability" };
  return null;
}

const AUDIT_COLUMNS = [
  { label: "When", className: "hidden sm:table-cell" },
  { label: "Who", className: "hidden sm:table-cell" },
  { label: "What" },
  { label: "Details", className: "hidden md:table-cell" },
];

/** The log's entries: when, who, what, on which lead or account, and the codes recorded. */
export function AuditTable({ entries }: { entries: AuditRow[] }) {
  if (entries.length === 0) return <EmptyList>Nothing is recorded yet.</EmptyList>;
  return (
    <DataTable caption="Audit log, newest first" columns={AUDIT_COLUMNS}>
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top">
          <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground sm:table-cell">
            <time dateTime={entry.createdAt}>{formatEastern(entry.createdAt)}</time>
          </td>
          <td className="hidden px-4 py-3 break-all sm:table-cell">{entry.actorEmail}</td>
          <td className="px-4 py-3">
            {isAuditAction(entry.action) ? AUDIT_ACTIONS[entry.action] : entry.action}
            {subjectLink(entry) && (
              <>
                {" "}
                <Link to={subjectLink(entry)!.href} className="text-primary underline underline-offset-4">
                  {subjectLink(entry)!.label}
                </Link>
              </>
            )}
            {/* On a phone, who and when go under what was done. */}
            <p className="text-xs break-all text-muted-foreground sm:hidden">
              {entry.actorEmail}, <time dateTime={entry.createdAt}>{formatEastern(entry.createdAt)}</time>
            </p>
            <p className="text-xs break-all text-muted-foreground md:hidden">{describe(entry)}</p>
          </td>
          <td className="hidden px-4 py-3 text-xs break-all text-muted-foreground md:table-cell">
            {entry.subjectId && <span>{entry.subjectType} {entry.subjectId}</span>}
            {entry.subjectId && Object.keys(entry.details).length > 0 && <br />}
            {describe(entry)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
