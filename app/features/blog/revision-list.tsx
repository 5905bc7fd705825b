import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { adminFetch } from "#app/features/admin/admin-fetch.ts";
import { pathHref } from "#app/lib/href.ts";
import type { PostFormValues } from "./post.schema.ts";
import type { RevisionDetail, RevisionSummary } from "./revisions.server.ts";

/**
 * The post's last saves, newest first (who, when, how long). Restore puts a revision's fields back
 * into the form; it becomes the post again only when saved, as a new revision, so nothing is lost.
 */
export function RevisionList({
  revisions,
  onRestore,
}: {
  revisions: RevisionSummary[];
  onRestore: (values: PostFormValues, revision: RevisionDetail) => void;
}) {
  const [loading, setLoading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (revisions.length === 0) return null;

  async function restore(id: string) {
    if (loading !== null) return;
    setError(null);
    setLoading(id);
    const answer = await adminFetch<{ revision: RevisionDetail }>(pathHref("/admin/blog/revisions", id));
    setLoading(null);
    if (answer.ok) onRestore(answer.body.revision.values, answer.body.revision);
    else setError(answer.message);
  }

  return (
    <details className="group rounded-lg border md:col-span-2">
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-medium">
        <History aria-hidden="true" className="size-4 text-primary" />
        Revisions ({revisions.length}
        {revisions.length === 20 ? ", the latest" : ""})
      </summary>
      {error && (
        <p role="alert" className="mx-4 mb-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <ol aria-label="Revisions, newest first" className="divide-y border-t">
        {revisions.map((revision, index) => (
          <li key={revision.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium">
                <LocalTime instant={revision.createdAt} />
                {index === 0 && <span className="ml-2 text-xs font-normal text-muted-foreground">current</span>}
              </p>
              <p className="truncate text-muted-foreground">
                {revision.editorEmail} · {revision.words.toLocaleString("en-US")} words · “{revision.title || "Untitled"}”
              </p>
            </div>
            <Button type="button" variant="outline" size="sm" aria-disabled={loading !== null} onClick={() => void restore(revision.id)}>
              <RotateCcw aria-hidden="true" />
              {loading === revision.id ? "Restoring…" : "Restore"}
              <span className="sr-only"> the revision of {new Date(revision.createdAt).toUTCString()}</span>
            </Button>
          </li>
        ))}
      </ol>
    </details>
  );
}
