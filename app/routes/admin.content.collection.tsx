// /admin/content/<collection>: one collection's entries in the site's order, each with where it
// stands (draft, scheduled, showing, ended), Move up and Move down where the editors decide the
// order, Edit and Delete; New adds one. Editors and admins ("content"); moves and deletes are audited.
import { ArrowDown, ArrowUp, Pencil, Plus } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { brand } from "#app/config/site.ts";
import { CsrfField } from "#app/features/admin/admin-shell.tsx";
import { BackLink } from "#app/features/admin/back-link.tsx";
import { DeleteButton } from "#app/features/admin/delete-button.tsx";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { collectionOf } from "#app/features/site-content/collection-param.server.ts";
import { inOneOrderPlace, type CollectionDef } from "#app/features/site-content/collections.ts";
import { deleteEntry, listEntries, listLiveEntries, moveEntry } from "#app/features/site-content/entries.server.ts";
import { entryStatus, entryStatusLabels } from "#app/features/site-content/entry-status.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError } from "#app/lib/toast.ts";
import type { Route } from "./+types/admin.content.collection";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "content");
  const def = collectionOf(params);
  const now = new Date();
  const [entries, live] = await Promise.all([listEntries(context.db, def), listLiveEntries(context.db, def, now)]);
  const shownIds = new Set(live.map((entry) => entry.id));
  const rows = entries.map((entry, index) => {
    const publication = { published: entry.published, showFrom: entry.showFrom?.toISOString() ?? null, showUntil: entry.showUntil?.toISOString() ?? null };
    const sameGroup = (other: (typeof entries)[number] | undefined) => other !== undefined && inOneOrderPlace(def, other, entry);
    return {
      id: entry.id,
      title: entry.data[def.titleField] ?? "",
      // The date and any choice (where a news item shows), under the title.
      detail: def.fields
        .flatMap((field) => {
          const value = entry.data[field.name] ?? "";
          if (field.kind === "date") return [value];
          if (field.kind === "choice") return [field.options?.find((option) => option.value === value)?.label ?? value];
          return [];
        })
        .filter(Boolean)
        .join(" · "),
      status: entryStatus(publication, now, def.oneAtATime ? { shownOne: shownIds.has(entry.id) } : {}),
      ...publication,
      updatedAt: entry.updatedAt.toISOString(),
      canMoveUp: sameGroup(entries[index - 1]),
      canMoveDown: sameGroup(entries[index + 1]),
    };
  });
  return { csrfToken: session.csrfToken, collection: { key: def.key, label: def.label, singular: def.singular, shownOn: def.shownOn, order: def.order }, rows };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "content" });
  const def = collectionOf(params);
  const editor = { adminId: session.adminId, email: session.email };
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  if (intent === "delete") {
    if (!(await deleteEntry(context.db, def, id, editor))) return data({ message: `This ${def.singular} no longer exists.` }, { status: 404 });
    context.logger.info({ adminId: session.adminId, collection: def.key, entryId: id }, "site entry deleted");
    return redirect(`/admin/content/${def.key}?notice=deleted`);
  }
  if (intent === "move") {
    const direction = form.get("direction");
    if (direction !== "up" && direction !== "down") return data({ message: "Unknown action." }, { status: 400 });
    if (!(await moveEntry(context.db, def, id, direction, editor))) return data({ message: `This ${def.singular} cannot move that way.` }, { status: 409 });
    return redirect(`/admin/content/${def.key}?notice=moved`);
  }
  return data({ message: "Unknown action." }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: `${loaderData?.collection.label ?? "Site content"} | ${brand.name} Admin`,
    description: "One collection of the site's content.",
    path: `/admin/content/${loaderData?.collection.key ?? ""}`,
    noindex: true,
  });

const notices = {
  created: { title: "Success", description: "Saved. It shows on the site as its status says." },
  saved: { title: "Success", description: "Saved. The site shows the change within a second." },
  deleted: { title: "Success", description: "Deleted. It no longer shows on the site." },
  moved: { title: "Success", description: "Moved. The site shows the new order." },
} as const;

const orderNotes: Record<CollectionDef["order"], string> = {
  manual: "Shown in this order.",
  date: "Newest first; Move up and down order one day’s entries.",
  title: "Alphabetical, as the site shows them.",
};

function MoveButton({ id, direction, title, csrfToken }: { id: string; direction: "up" | "down"; title: string; csrfToken: string }) {
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <Form method="post">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <Button type="submit" variant="ghost" size="sm">
        <Icon aria-hidden="true" />
        <span className="sr-only">
          Move “{title}” {direction}
        </span>
      </Button>
    </Form>
  );
}

export default function AdminContentCollectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken, collection, rows } = loaderData;
  const notice = useNoticeToast(notices);
  useEffect(() => {
    if (actionData?.message) void toastError({ title: "Error", description: actionData.message });
  }, [actionData]);

  return (
    <>
      <BackLink to="/admin/content">Site content</BackLink>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{collection.label}</h1>
          <p className="mt-1 text-muted-foreground">
            {collection.shownOn}. {orderNotes[collection.order]}
          </p>
        </div>
        <Button asChild>
          <Link to={`/admin/content/${collection.key}/new`}>
            <Plus aria-hidden="true" />
            New {collection.singular}
          </Link>
        </Button>
      </div>
      <NoticeLine notice={notice} />
      {actionData?.message && (
        <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          {actionData.message}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          Nothing here yet: the site shows no {collection.singular}. Add one with New {collection.singular}.
        </p>
      ) : (
        // relative: the buttons' visually hidden names are clipped inside the scrolling box too, not in the page.
        <div className="relative mt-8 overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{collection.label}, in the site’s order</caption>
            <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Entry
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                  Last saved
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((row) => (
                <tr key={row.id} data-entry={row.id}>
                  <td className="max-w-md px-4 py-3">
                    <span className="font-medium">{row.title}</span>
                    {row.detail && <span className="block text-muted-foreground">{row.detail}</span>}
                  </td>
                  <td className="px-4 py-3">
                    {entryStatusLabels[row.status]}
                    {row.status === "scheduled" && row.showFrom && (
                      <span className="block text-muted-foreground">
                        from <LocalTime instant={row.showFrom} />
                      </span>
                    )}
                    {(row.status === "showing" || row.status === "waiting") && row.showUntil && (
                      <span className="block text-muted-foreground">
                        until <LocalTime instant={row.showUntil} />
                      </span>
                    )}
                  </td>
                  <td className="hidden px-4 py-3 text-muted-foreground sm:table-cell">
                    <LocalTime instant={row.updatedAt} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex items-center justify-end gap-1">
                      {row.canMoveUp && <MoveButton id={row.id} direction="up" title={row.title} csrfToken={csrfToken} />}
                      {row.canMoveDown && <MoveButton id={row.id} direction="down" title={row.title} csrfToken={csrfToken} />}
                      <Button asChild variant="ghost" size="sm">
                        <Link to={`/admin/content/${collection.key}/${row.id}`}>
                          <Pencil aria-hidden="true" />
                          Edit<span className="sr-only"> “{row.title}”</span>
                        </Link>
                      </Button>
                      <DeleteButton
                        id={row.id}
                        name={row.title}
                        question={`Delete this ${collection.singular}?`}
                        description={<>“{row.title}” will be removed from the site and its revisions with it. This cannot be undone.</>}
                        csrfToken={csrfToken}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
