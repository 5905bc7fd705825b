import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { brand } from "#app/config/site.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { AUDIT_ACTIONS, isAuditAction } from "#app/features/audit/audit.ts";
import { AuditTable } from "#app/features/audit/audit-table.tsx";
import { auditKeyset, listAudit } from "#app/features/audit/audit.server.ts";
import { Pager, pagerState } from "#app/features/admin/pager.tsx";
import { readPageRequest } from "#app/lib/keyset.server.ts";
import { queryHref } from "#app/lib/href.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.audit";

const PAGE_SIZE = 100;

/** The audit log, newest first, a page at a time; admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "audit");
  const params = new URL(request.url).searchParams;
  const actionParam = params.get("action");
  const action = isAuditAction(actionParam) ? actionParam : undefined;
  // Not counted: the log grows by every action for years, and a page needs only its neighbours.
  const page = await listAudit(context.db, { action, request: readPageRequest(params, auditKeyset), size: PAGE_SIZE });
  return { entries: page.rows, page: pagerState(page), action: action ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Audit log | ${brand.name} Admin`, description: "Who did what and when in the admin.", path: "/admin/audit", noindex: true });

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, page, action } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Audit log</h1>
      <p className="mt-1 text-muted-foreground">
        Who did what and when: sign-ins, lead changes, erasures and staff changes. It holds no lead&apos;s personal data;
        a lead is named by its id.
      </p>
      <Form method="get" key={action ?? ""} className="mt-6 flex flex-wrap items-end gap-2">
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
      <Pager page={page} noun="entries" href={(paging) => queryHref("/admin/audit", { action, ...paging })} />
    </>
  );
}
