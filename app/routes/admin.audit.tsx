import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { brand } from "#app/config/site.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { AUDIT_ACTIONS, isAuditAction } from "#app/features/audit/audit.ts";
import { AuditTable } from "#app/features/audit/audit-table.tsx";
import { listAudit } from "#app/features/audit/audit.server.ts";
import { isWorkingYear } from "#app/lib/dates.ts";
import { queryHref } from "#app/lib/href.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.audit";

const PAGE_SIZE = 100;

/**
 * Where the next page starts: an instant the log can hold. Date.parse also takes the year 0 or
 * 10000, which the database refuses; such a link starts from the newest entry instead.
 */
function pageBoundary(value: string | null): Date | undefined {
  if (value === null) return undefined;
  const instant = new Date(value);
  return !Number.isNaN(instant.getTime()) && isWorkingYear(instant.getUTCFullYear()) ? instant : undefined;
}

/** The audit log, newest first, a page at a time; admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "audit");
  const params = new URL(request.url).searchParams;
  const actionParam = params.get("action");
  const action = isAuditAction(actionParam) ? actionParam : undefined;
  const before = pageBoundary(params.get("before"));
  const { entries, more } = await listAudit(context.db, { action, before, limit: PAGE_SIZE });
  return { entries, more, action: action ?? null, paged: Boolean(before) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Audit log | ${brand.name} Admin`, description: "Who did what and when in the admin.", path: "/admin/audit", noindex: true });

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, more, action, paged } = loaderData;
  const last = entries.at(-1);
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
      <nav aria-label="Pages" className="mt-4 flex justify-between text-sm">
        {paged ? (
          <Link to={queryHref("/admin/audit", { action })} className="text-primary underline underline-offset-4">
            Newest entries
          </Link>
        ) : (
          <span />
        )}
        {more && last && (
          <Link to={queryHref("/admin/audit", { action, before: last.createdAt })} className="text-primary underline underline-offset-4">
            Older entries
          </Link>
        )}
      </nav>
    </>
  );
}
