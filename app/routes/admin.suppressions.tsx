// /admin/suppressions: the mailboxes visitor mail skips (a permanent refusal, or a newsletter
// unsubscribe), searchable by address, each clearable. Admins only ("suppressions"): who may be
// mailed at all is theirs to decide. Clearing is audited.
import { useEffect } from "react";
import { data, Form, Link, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { SearchInput } from "#app/components/ui/search-input.tsx";
import { brand } from "#app/config/site.ts";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { Pager, pagerState } from "#app/features/admin/pager.tsx";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { clearSuppression, countSuppressions, listSuppressions, suppressionKeyset } from "#app/features/mail/suppressions.server.ts";
import { SuppressionsTable } from "#app/features/mail/suppressions-table.tsx";
import { sumCounts } from "#app/lib/counts.ts";
import { queryHref } from "#app/lib/href.ts";
import { readPageRequest } from "#app/lib/keyset.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError } from "#app/lib/toast.ts";
import type { Route } from "./+types/admin.suppressions";

const PAGE_SIZE = 100;
/** The longest address SMTP carries; a longer search or mailbox cannot match. */
const MAX_ADDRESS = 320;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "suppressions");
  const params = new URL(request.url).searchParams;
  const search = (params.get("q") ?? "").trim().slice(0, MAX_ADDRESS);
  const [counts, page] = await Promise.all([
    countSuppressions(context.db),
    listSuppressions(context.db, { search: search || undefined, request: readPageRequest(params, suppressionKeyset), size: PAGE_SIZE }),
  ]);
  return { csrfToken: session.csrfToken, search, entries: page.rows, page: pagerState(page), counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "suppressions" });
  if (form.get("intent") !== "clear") return data({ message: "Unknown action." }, { status: 400 });
  const mailbox = form.get("mailbox");
  const reason =
    typeof mailbox === "string" && mailbox.length <= MAX_ADDRESS
      ? await clearSuppression(context.db, mailbox, { adminId: session.adminId, email: session.email })
      : null;
  if (!reason) return data({ message: "That mailbox is not suppressed (any more)." }, { status: 404 });
  context.logger.info({ adminId: session.adminId, reason }, "e-mail suppression cleared");
  const back = new URL(request.url);
  back.searchParams.set("notice", "cleared");
  return redirect(`${back.pathname}${back.search}`);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Suppressions | ${brand.name} Admin`, description: "Mailboxes visitor e-mail skips.", path: "/admin/suppressions", noindex: true });

const notices = {
  cleared: { title: "Success", description: "The suppression is cleared: the address gets visitor e-mail again." },
} as const;

export default function AdminSuppressionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { search, entries, page, counts, csrfToken } = loaderData;
  const notice = useNoticeToast(notices);
  useEffect(() => {
    if (actionData?.message) void toastError({ title: "Error", description: actionData.message });
  }, [actionData]);

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Suppressions</h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">
        Visitor e-mail skips these mailboxes; the sales team is still told of every lead. A receiving server that refused
        an address for good ({counts.bounce.toLocaleString("en-US")}) stops all visitor e-mail to it; a newsletter
        unsubscribe ({counts.unsubscribe.toLocaleString("en-US")}) stops only the newsletter&apos;s. Skipped messages show in
        the{" "}
        <Link to="/admin/leads?view=outbox&status=suppressed" className="text-primary underline underline-offset-4">
          outbox
        </Link>
        . Clear one when the person asks for mail again or the address works now.
      </p>

      <NoticeLine notice={notice} />

      <Form method="get" role="search" key={search} className="mt-6 mb-4 flex flex-wrap items-end gap-2">
        <div className="grid w-full max-w-sm gap-1.5">
          <Label htmlFor="suppression-search">Address</Label>
          <SearchInput id="suppression-search" name="q" defaultValue={search} maxLength={MAX_ADDRESS} placeholder="ada@acme.example or acme.example" />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
        {search && (
          <Link to="/admin/suppressions" className="self-center text-sm text-primary underline underline-offset-4">
            Show all
          </Link>
        )}
      </Form>
      <SuppressionsTable entries={entries} csrfToken={csrfToken} searched={search !== ""} />
      <Pager
        page={page}
        total={search ? undefined : sumCounts(counts)}
        noun="mailboxes"
        href={(paging) => queryHref("/admin/suppressions", { q: search || undefined, ...paging })}
      />
    </>
  );
}
