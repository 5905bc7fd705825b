import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useFocusReturn } from "#app/lib/use-focus-return.ts";
import { data, Link, redirect } from "react-router";
import { PostForm } from "#app/features/blog/post-editor.tsx";
import { editLinkId, PostTable } from "#app/features/blog/post-table.tsx";
import { isPostStatus, POST_STATUSES, postListHref, postStatusPlural, type PostStatus } from "#app/features/blog/post-status.ts";
import { Pager, pagerState, type PagerState } from "#app/features/admin/pager.tsx";
import { sumCounts } from "#app/lib/counts.ts";
import { readPageRequest } from "#app/lib/keyset.server.ts";
import { FilterTabs } from "#app/features/admin/filter-tabs.tsx";
import { queryHref } from "#app/lib/href.ts";
import { UnsavedNewPosts } from "#app/features/blog/unsaved-new-posts.tsx";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { requireAdmin, requireAdminWriteInPlace } from "#app/features/admin/guard.server.ts";
import { SignInAgainDialog } from "#app/features/admin/sign-in-again-dialog.tsx";
import {
  parsePostForm,
  postFormDefaults,
  postFormValues,
  postFormValuesOf,
  type FieldErrors,
  type PostFormValues,
} from "#app/features/blog/post.schema.ts";
import {
  adminPostKeyset,
  countPostsByStatus,
  createPost,
  deletePost,
  getPostById,
  listAdminPosts,
  PostConflictError,
  PostSaveError,
  updatePost,
  type AdminPostRow,
} from "#app/features/blog/posts.server.ts";
import { getAutosave, listUnsavedNewPosts, newestNewPostAutosave, type ServerDraft } from "#app/features/blog/autosave.server.ts";
import type { UnsavedNewPost } from "#app/features/blog/post-draft.ts";
import { listRevisions, type RevisionSummary } from "#app/features/blog/revisions.server.ts";
import { listPreviewLinks } from "#app/features/blog/preview-link.server.ts";
import type { PreviewLinkSummary } from "#app/features/blog/preview-link.ts";
import { postSocialImage } from "#app/features/blog/post-social-image.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { BlogPost } from "#db/schema.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError } from "#app/lib/toast.ts";
import type { Route } from "./+types/admin.blog";

const PAGE_SIZE = 50;

/** What the editor opens with: the post as saved, and this editor's unsaved text from the server, if any. */
export type EditorState = {
  mode: "create" | "edit";
  postId?: string;
  /** The post's version the form is based on (a save of an older one is refused). */
  version?: number;
  /** The key a new post's drafts are kept under: the address's (?new=<key>), or a new one. */
  newPostKey?: string;
  /** The address named the new post, whose own drafts are then offered. */
  newPostAddressed?: boolean;
  values: PostFormValues;
  serverDraft: ServerDraft | null;
  revisions: RevisionSummary[];
  /** The post's preview links still open, with their makers and ends. */
  previewLinks: PreviewLinkSummary[];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "blog");
  const params = new URL(request.url).searchParams;
  // ?status= narrows the list to drafts, scheduled or published posts; the counts are of all.
  const requestedStatus = params.get("status");
  const statusFilter = isPostStatus(requestedStatus) ? requestedStatus : null;
  const now = new Date();
  let list: { posts: AdminPostRow[]; page: PagerState; statusCounts: Record<PostStatus, number> } | null = null;
  try {
    const counting = countPostsByStatus(context.db, now);
    const [statusCounts, page] = await Promise.all([
      counting,
      listAdminPosts(context.db, {
        status: statusFilter ?? undefined,
        request: readPageRequest(params, adminPostKeyset),
        size: PAGE_SIZE,
        total: () => counting.then((counts) => (statusFilter ? counts[statusFilter] : sumCounts(counts))),
        now,
      }),
    ]);
    list = { posts: page.rows, page: pagerState(page), statusCounts };
  } catch (error) {
    context.logger.error({ err: error }, "admin blog list failed");
  }

  const editId = params.get("edit");
  const editing = editId ? await getPostById(context.db, editId) : undefined;
  let form: EditorState | null = null;
  if (editing) {
    form = {
      mode: "edit",
      postId: editing.id,
      version: editing.version,
      values: postFormValuesOf(editing),
      serverDraft: (await getAutosave(context.db, session.adminId, { postId: editing.id })) ?? null,
      revisions: await listRevisions(context.db, editing.id),
      previewLinks: await listPreviewLinks(context.db, editing.id),
    };
  } else if (params.has("new")) {
    // New Post is a post of its own (a new key) that offers this editor's newest unsaved new post;
    // a new post's address (its key, put there from the first keystroke) reopens that one.
    const requestedKey = params.get("new") ?? "";
    const addressed = isUuid(requestedKey);
    const newPostKey = addressed ? requestedKey : crypto.randomUUID();
    const serverDraft =
      (await (addressed ? getAutosave(context.db, session.adminId, { newPostKey }) : newestNewPostAutosave(context.db, session.adminId))) ?? null;
    form = { mode: "create", newPostKey, newPostAddressed: addressed, values: { ...postFormDefaults }, serverDraft, revisions: [], previewLinks: [] };
  }

  // With the form closed, the page names every new post this editor left unsaved (a failure to
  // read them leaves the posts listed).
  const unsavedNewPosts: UnsavedNewPost[] = form
    ? []
    : await listUnsavedNewPosts(context.db, session.adminId).catch((error: unknown) => {
        context.logger.error({ err: error }, "unsaved new posts could not be read");
        return [];
      });

  return {
    csrfToken: session.csrfToken,
    posts: (list?.posts ?? []).map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), publishedAt: row.publishedAt?.toISOString() ?? null })),
    page: list?.page ?? null,
    totalPosts: list ? sumCounts(list.statusCounts) : 0,
    statusCounts: list?.statusCounts ?? { draft: 0, scheduled: 0, published: 0 },
    statusFilter,
    unsavedNewPosts,
    listFailed: !list,
    form,
    missingEditId: editId && !editing ? editId : null,
  };
}

type ActionFailure = {
  intent: string;
  message: string;
  errors?: FieldErrors;
  values?: PostFormValues;
  /** A stale save: who saved the post since, and when (nothing was written). */
  conflict?: { savedBy: string | null; savedAt: string; version: number };
};
const failure = (body: ActionFailure, status: number) => data(body, { status });

/** A published post's social card is drawn now, so the first share of it does not wait for it (or fail). */
async function drawCardAtPublish(context: Route.ActionArgs["context"], post: BlogPost) {
  if (post.published) await postSocialImage(context.db, post, context.logger);
}

export async function action({ request, context }: Route.ActionArgs) {
  // From the hydrated page, a write without a live session is answered, not thrown: the editor
  // stays with what was typed and asks to sign in again there.
  const write = await requireAdminWriteInPlace(request, context, { can: "blog" });
  if ("signedOut" in write) return write.signedOut;
  const { session, form } = write;
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  // Every form posts to the page's own address, so the list's filter is in it.
  const listFilter = new URL(request.url).searchParams;

  const editor = { adminId: session.adminId, email: session.email };
  if (intent === "delete") {
    try {
      if (!(await deletePost(context.db, id, editor))) {
        return failure({ intent, message: "This blog post no longer exists." }, 404);
      }
    } catch (error) {
      context.logger.error({ err: error, postId: id }, "blog post delete failed");
      return failure({ intent, message: "Failed to delete blog post." }, 500);
    }
    context.logger.info({ adminId: session.adminId, postId: id }, "blog post deleted");
    return redirect(postListHref(listFilter, { notice: "deleted" }));
  }

  if (intent !== "create" && intent !== "update") return failure({ intent, message: "Unknown action." }, 400);

  const values = postFormValues(form);
  const parsed = parsePostForm(values);
  if (!parsed.ok) {
    return failure({ intent, values, errors: parsed.errors, message: "Please correct the highlighted fields." }, 422);
  }
  try {
    if (intent === "create") {
      const newPostKey = String(form.get("newPostKey") ?? "");
      const post = await createPost(context.db, parsed.data, { editor, newPostKey: isUuid(newPostKey) ? newPostKey : undefined });
      context.logger.info({ adminId: session.adminId, postId: post.id }, "blog post created");
      await drawCardAtPublish(context, post);
      return redirect(postListHref(listFilter, { notice: "created" }));
    }
    const expectedVersion = Number(form.get("version"));
    if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 1) {
      return failure({ intent, values, message: "This form is out of date. Reload the page; your text is kept in this browser." }, 400);
    }
    const restored = Number(form.get("restoredFromVersion"));
    const restoredFromVersion = Number.isSafeInteger(restored) && restored > 0 ? restored : undefined;
    const post = await updatePost(context.db, id, parsed.data, { editor, expectedVersion, restoredFromVersion });
    if (!post) return failure({ intent, values, message: "This blog post no longer exists." }, 404);
    context.logger.info({ adminId: session.adminId, postId: post.id, version: post.version }, "blog post updated");
    await drawCardAtPublish(context, post);
    return redirect(postListHref(listFilter, { notice: "updated" }));
  } catch (error) {
    if (error instanceof PostSaveError) {
      return failure({ intent, values, errors: { [error.field]: error.message }, message: error.message }, 409);
    }
    if (error instanceof PostConflictError) {
      const conflict = { savedBy: error.savedBy, savedAt: error.savedAt.toISOString(), version: error.currentVersion };
      return failure({ intent, values, conflict, message: error.message }, 409);
    }
    context.logger.error({ err: error }, "blog post save failed");
    return failure({ intent, values, message: "Failed to save blog post." }, 500);
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Blog Admin | ${brand.name}`,
    description: "Create, edit, publish and delete blog posts.",
    path: "/admin/blog",
    noindex: true,
  });

const noPostsIn: Record<PostStatus, string> = {
  draft: "No drafts: every post is published or scheduled.",
  scheduled: "No scheduled posts.",
  published: "No published posts yet.",
};

const notices = {
  created: { title: "Success", description: "Blog post created successfully." },
  updated: { title: "Success", description: "Blog post updated successfully." },
  deleted: { title: "Success", description: "Blog post deleted successfully." },
  discarded: { title: "Discarded", description: "The unsaved post was discarded." },
} as const;

const NEW_POST_OPENER = "new-post";
const openerOfForm = (opened: string) => (opened === NEW_POST_OPENER ? NEW_POST_OPENER : editLinkId(opened));

export default function AdminBlogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken, posts, page, totalPosts, statusCounts, statusFilter, unsavedNewPosts, listFailed, form, missingEditId } = loaderData;
  const notice = useNoticeToast(notices);

  useEffect(() => {
    if (listFailed) void toastError({ title: "Error", description: "Failed to load blog posts." });
  }, [listFailed]);
  // An ended session is not an error to toast: the page asks to sign in again in place.
  const refusal = actionData && "sessionEnded" in actionData ? actionData : undefined;
  const failure = actionData && !("sessionEnded" in actionData) ? actionData : undefined;
  useEffect(() => {
    if (failure?.message) void toastError({ title: "Error", description: failure.message });
  }, [failure]);
  const [dismissedRefusal, setDismissedRefusal] = useState<unknown>(null);
  const deleteRefused = refusal?.intent === "delete" ? refusal : undefined;
  // The session a refused delete found ended, told apart by its token: an open editor must not
  // autosave with it (a 403 once the sign-in has made a new one), and resumes with the new token.
  const [endedByDelete, setEndedByDelete] = useState<{ refusal: unknown; token: string } | null>(null);
  if (deleteRefused && endedByDelete?.refusal !== deleteRefused) setEndedByDelete({ refusal: deleteRefused, token: csrfToken });

  // The editor keeps what was typed in its own state, through failed saves and a sign-in; it is
  // given the post as loaded (what its draft is compared with). Without one (the post was deleted
  // meanwhile) it opens on the refused values. A failed delete leaves the form as it was.
  const failedSave = failure && failure.intent !== "delete" ? failure : undefined;
  const formState =
    form ??
    (failedSave?.values
      ? {
          mode: failedSave.intent === "update" ? ("edit" as const) : ("create" as const),
          postId: undefined,
          version: undefined,
          newPostKey: undefined,
          values: failedSave.values,
          serverDraft: null,
          revisions: [],
          previewLinks: [],
        }
      : null);
  // Cancel or Close gives the focus back to the Edit or New Post that opened the form.
  useFocusReturn(formState ? (formState.postId ?? NEW_POST_OPENER) : null, openerOfForm);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Blog Admin</h1>
          <p className="mt-1 text-muted-foreground">
            {totalPosts} {totalPosts === 1 ? "post" : "posts"}, drafts included. Only published posts appear on the blog.
          </p>
        </div>
        {!formState && (
          <Button asChild>
            <Link id={NEW_POST_OPENER} to={statusFilter ? `/admin/blog?new&status=${statusFilter}` : "/admin/blog?new"}>
              <Plus aria-hidden="true" />
              New Post
            </Link>
          </Button>
        )}
      </div>

      <NoticeLine notice={notice} />
      {missingEditId && (
        <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          That blog post no longer exists.
        </p>
      )}
      {actionData?.intent === "delete" && (
        <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          {actionData.message}
        </p>
      )}

      {formState && (
        <div className="mt-6">
          <PostForm
            key={`${formState.mode}-${formState.postId ?? (formState.newPostAddressed ? formState.newPostKey : "new")}`}
            mode={formState.mode}
            postId={formState.postId}
            version={formState.version}
            newPostKey={formState.newPostKey}
            newPostAddressed={formState.newPostAddressed}
            values={formState.values}
            serverDraft={formState.serverDraft}
            revisions={formState.revisions}
            previewLinks={formState.previewLinks}
            errors={failedSave?.errors}
            formError={failedSave?.message}
            conflict={failedSave?.conflict}
            csrfToken={csrfToken}
            sessionEnded={Boolean(refusal && refusal.intent !== "delete")}
            endedElsewhere={endedByDelete?.token}
          />
        </div>
      )}

      <SignInAgainDialog
        key={csrfToken}
        open={Boolean(deleteRefused) && dismissedRefusal !== deleteRefused}
        onOpenChange={(open) => setDismissedRefusal(open ? null : deleteRefused)}
        description="Sign in again, then delete the post again."
      />

      {!formState && <UnsavedNewPosts saved={unsavedNewPosts} className="mt-8" />}

      <div className="mt-8">
        {listFailed ? (
          <p role="alert" className="rounded-xl border border-destructive/40 p-6 text-destructive">
            Failed to load blog posts.
          </p>
        ) : (
          <>
            {totalPosts > 0 && (
              <div className="mb-4">
                <FilterTabs
                  label="Show posts"
                  tabs={[
                    { label: "All", to: "/admin/blog", count: totalPosts, current: !statusFilter },
                    ...POST_STATUSES.map((status) => ({
                      label: postStatusPlural[status],
                      to: queryHref("/admin/blog", { status }),
                      count: statusCounts[status],
                      current: statusFilter === status,
                    })),
                  ]}
                />
              </div>
            )}
            <PostTable
              posts={posts}
              csrfToken={csrfToken}
              editingId={form?.postId}
              emptyText={statusFilter ? noPostsIn[statusFilter] : undefined}
              caption={statusFilter ? `Blog posts: ${postStatusPlural[statusFilter].toLowerCase()}, newest first` : undefined}
            />
            {page && (
              <Pager
                page={page}
                total={statusFilter ? statusCounts[statusFilter] : totalPosts}
                noun="posts"
                href={(paging) => queryHref("/admin/blog", { status: statusFilter, ...paging })}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
