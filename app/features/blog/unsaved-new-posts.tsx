import { FilePen } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { postListHref } from "./post-status.ts";
import { browserDraftStore, mergeUnsavedNewPosts, UNSAVED_NEW_POST_KEPT_DAYS, type UnsavedNewPost } from "./post-draft.ts";

/**
 * The new posts this editor typed into and never saved, each reopened where it was left: the
 * server's, and once hydrated this browser's (typed while signed out or offline, say).
 */
export function UnsavedNewPosts({ saved, className }: { saved: UnsavedNewPost[]; className?: string }) {
  const hydrated = useHydrated();
  const [listParams] = useSearchParams();
  const drafts = hydrated ? mergeUnsavedNewPosts(saved, browserDraftStore.newPosts()) : saved;
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="unsaved-new-posts" className={cn("rounded-xl border border-dashed p-4 md:p-6", className)}>
      <h2 id="unsaved-new-posts" className="flex items-center gap-2 text-lg font-semibold">
        <FilePen aria-hidden="true" className="size-5 text-muted-foreground" />
        Unsaved new posts
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Text you typed into New Post and have not saved. Only you see it here; it is removed {UNSAVED_NEW_POST_KEPT_DAYS} days after its last
        edit.
      </p>
      <ul className="mt-3 divide-y">
        {drafts.map((draft) => {
          const title = draft.title || "Untitled";
          return (
            <li key={draft.newPostKey} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">{title}</p>
                {draft.opening && <p className="line-clamp-1 text-sm wrap-anywhere text-muted-foreground">{draft.opening}</p>}
                <p id={`unsaved-${draft.newPostKey}-edited`} className="text-xs text-muted-foreground">
                  Last edited <LocalTime instant={draft.savedAt} />
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                {/* Two untitled posts are told apart by when they were last edited. */}
                <Link to={postListHref(listParams, { new: draft.newPostKey })} aria-describedby={`unsaved-${draft.newPostKey}-edited`}>
                  Continue<span className="sr-only"> “{title}”</span>
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
