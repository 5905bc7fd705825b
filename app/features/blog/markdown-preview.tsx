import { useEffect, useState } from "react";
import { adminFetch, adminForm } from "#app/features/admin/admin-fetch.ts";
import { PostBody } from "./post-body.tsx";

export const RENDER_PATH = "/admin/blog/render";

/**
 * The body as readers will see it, rendered by the public page's own server renderer (no raw HTML,
 * only this site's images), refreshed a moment after typing stops while the preview is shown.
 */
export function MarkdownPreview({ content, csrfToken }: { content: string; csrfToken: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await adminFetch<{ html: string }>(RENDER_PATH, adminForm(csrfToken, { content }));
      if (!current) return;
      if (answer.ok) {
        setHtml(answer.body.html);
        setError(null);
      } else setError(answer.message);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [content, csrfToken]);

  return (
    <div className="min-h-60 rounded-md border bg-background p-4 sm:p-6" aria-busy={html === null}>
      {error && (
        <p role="alert" className="mb-3 text-sm text-destructive">
          {error}
        </p>
      )}
      {html === null ? (
        <p className="text-sm text-muted-foreground">Rendering the preview…</p>
      ) : html ? (
        <PostBody html={html} />
      ) : (
        <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
      )}
    </div>
  );
}
