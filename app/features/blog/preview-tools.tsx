import { Copy, Eye, Link2 } from "lucide-react";
import { useState } from "react";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminFetch, adminForm } from "#app/features/admin/admin-fetch.ts";
import { pathHref } from "#app/lib/href.ts";

export const PREVIEW_LINK_PATH = "/admin/blog/preview-link";

/**
 * The saved post at its real layout: a preview for staff (signed in), and a signed link to share
 * with anyone, which stops working after PREVIEW_LINK_TTL (7 days by default).
 */
export function PreviewTools({ postId, csrfToken, unsaved }: { postId: string; csrfToken: string; unsaved: boolean }) {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  async function share() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const answer = await adminFetch<{ url: string; expiresAt: string }>(PREVIEW_LINK_PATH, adminForm(csrfToken, { id: postId }));
    setBusy(false);
    if (answer.ok) setLink(answer.body);
    else setError(answer.message);
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="grid gap-3 rounded-lg border p-4 md:col-span-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={pathHref("/admin/blog/preview", postId)} target="_blank" rel="noopener">
            <Eye aria-hidden="true" />
            Open preview
          </a>
        </Button>
        <Button type="button" variant="outline" size="sm" aria-disabled={busy} onClick={() => void share()}>
          <Link2 aria-hidden="true" />
          {busy ? "Creating link…" : "Create a shareable preview link"}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Previews show the post as last saved with Update Post{unsaved ? ", without the changes on this page yet" : ""}.
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {link && (
        <div className="grid gap-1.5">
          <label htmlFor="preview-link" className="text-sm font-medium">
            Preview link
          </label>
          <div className="flex gap-2">
            <Input id="preview-link" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            Anyone with this link can read the post until <LocalTime instant={link.expiresAt} />.
          </p>
        </div>
      )}
    </div>
  );
}
