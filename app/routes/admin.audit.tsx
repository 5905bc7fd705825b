import { Download } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { brand } from "#app/config/site.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { listStaff } from "#app/features/admin/staff.server.ts";
import { AUDIT_ACTIONS, readAuditFilter } from "#app/features/audit/audit.ts";
import { AuditTable } from "#app/features/audit/audit-table.tsx";
import { auditKeyset, listAudit } from "#app/features/audit/audit.server.ts";
import { Pager, pagerState } from "#app/features/admin/pager.tsx";
import { readPageRequest } from "#app/lib/keyset.server.ts";
import { queryHref } from "#app/lib/href.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.audit";

const PAGE_SIZE = 100;

/** The audit log, newest first, a page at a time, by action and by member; admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "audit");
  const params = new URL(request.url).searchParams;
  const filter = readAuditFilter(params);
  // Not counted: the log grows by every action for years, and a page needs only its neighbours.
  const [page, staff] = await Promise.all([
    listAudit(context.db, { ...filter, request: readPageRequest(params, auditKeyset), size: PAGE_SIZE }),
    listStaff(context.db),
  ]);
  return {
    entries: page.rows,
    page: pagerState(page),
    action: filter.action ?? null,
    member: filter.actorId ?? null,
    members: staff.map(({ id, email, active }) => ({ id, email, active })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Audit log | ${brand.name} Admin`, description: "Who did what and when in the admin.", path: "/admin/audit", noindex: true });

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, page, action, member, members } = loaderData;
  const filters = { action, member };
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Audit log</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">
            Who did what and when: sign-ins and sign-outs, lead and booking changes, erasures, exports, posts, preview links,
            uploads, the outbox and staff changes. It holds no lead&apos;s personal data; a lead is named by its id.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={queryHref("/admin/audit/export.csv", filters)} download>
            <Download aria-hidden="true" />
            {action || member ? "Export these entries (CSV)" : "Export the log (CSV)"}
          </a>
        </Button>
      </div>
      <Form method="get" key={`${action ?? ""}:${member ?? ""}`} className="mt-6 flex flex-wrap items-end gap-2">
        <div className="grid min-w-56 gap-1.5">
          <Label htmlFor="audit-member">Member</Label>
          <NativeSelect id="audit-member" name="member" defaultValue={member ?? ""}>
            <option value="">Every member</option>
            {members.map(({ id, email, active }) => (
              <option key={id} value={id}>
                {active ? email : `${email} (deactivated)`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-56 gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect id="audit-action" name="action" defaultValue={action ?? ""}>
            <option value="">Every action</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      <div className="mt-4">
        <AuditTable entries={entries} />
      </div>
      <Pager page={page} noun="entries" href={(paging) => queryHref("/admin/audit", { ...filters, ...paging })} />
    </>
  );
}
