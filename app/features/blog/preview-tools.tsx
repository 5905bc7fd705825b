import { Copy, Eye, Link2 } from "lucide-react";
import { useState } from "react";
import { LocalTime } from "#app/components/page/local-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminFetch, adminForm } from "#app/features/admin/admin-fetch.ts";
import { pathHref } from "#app/lib/href.ts";
import type { PreviewLinkSummary } from "./preview-link.ts";

export const PREVIEW_LINK_PATH = "/admin/blog/preview-link";

/**
 * The saved post at its real layout: a preview for staff (signed in), and links to share with
 * anyone, each listed here with who made it and until when it works, and revocable. A link stops
 * after PREVIEW_LINK_TTL (7 days by default), or sooner when the post goes public.
 */
export function PreviewTools({
  postId,
  csrfToken,
  links: loadedLinks,
  unsaved,
}: {
  postId: string;
  csrfToken: string;
  links: PreviewLinkSummary[];
  unsaved: boolean;
}) {
  // The list as loaded, then as this page changed it; a reload of the page's data starts again from it.
  const [loaded, setLoaded] = useState(loadedLinks);
  const [links, setLinks] = useState(loadedLinks);
  if (loaded !== loadedLinks) {
    setLoaded(loadedLinks);
    setLinks(loadedLinks);
  }
  const [created, setCreated] = useState<{ id: string; url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  async function share() {
    if (busy) return;
    setBusy("create");
    setError(null);
    const answer = await adminFetch<{ url: string; link: PreviewLinkSummary }>(PREVIEW_LINK_PATH, adminForm(csrfToken, { intent: "create", id: postId }));
    setBusy(null);
    if (!answer.ok) return setError(answer.message);
    const { url, link } = answer.body;
    setCreated({ id: link.id, url, expiresAt: link.expiresAt });
    setCopied(false);
    setLinks((current) => [...current, link]);
  }

  async function revoke(linkId: string) {
    if (busy) return;
    setBusy(linkId);
    setError(null);
    const answer = await adminFetch<{ revoked: string }>(PREVIEW_LINK_PATH, adminForm(csrfToken, { intent: "revoke", id: postId, link: linkId }));
    setBusy(null);
    // Revoked now or already: either way it no longer works.
    if (answer.ok || answer.status === 404) {
      setLinks((current) => current.filter((link) => link.id !== linkId));
      if (created?.id === linkId) setCreated(null);
    }
    if (!answer.ok) setError(answer.message);
  }

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
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
        <Button type="button" variant="outline" size="sm" aria-disabled={busy !== null} onClick={() => void share()}>
          <Link2 aria-hidden="true" />
          {busy === "create" ? "Creating link…" : "Create a shareable preview link"}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Previews show the post as last saved with Update Post{unsaved ? ", without the changes on this page yet" : ""}. Shared links stop
        working when the post is published.
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {created && (
        <div className="grid gap-1.5">
          <label htmlFor="preview-link" className="text-sm font-medium">
            Preview link
          </label>
          <div className="flex gap-2">
            <Input id="preview-link" readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            Anyone with this link can read the post until <LocalTime instant={created.expiresAt} />. Copy it now: it is shown only
            once.
          </p>
        </div>
      )}
      {links.length > 0 && (
        <section aria-labelledby={`preview-links-${postId}`} className="grid gap-2">
          <h3 id={`preview-links-${postId}`} className="text-sm font-medium">
            Shared preview links
          </h3>
          <ul className="grid gap-2">
            {links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-2 text-sm">
                <p id={`preview-link-${link.id}`} className="min-w-0 break-words">
                  Made by <span className="font-medium break-all">{link.createdByEmail}</span> <LocalTime instant={link.createdAt} />;{" "}
                  {link.makerActive ? (
                    <>
                      works until <LocalTime instant={link.expiresAt} />
                    </>
                  ) : (
                    <span className="text-destructive">stopped: its maker&apos;s account is deactivated</span>
                  )}
                </p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-disabled={busy !== null}
                  aria-describedby={`preview-link-${link.id}`}
                  onClick={() => void revoke(link.id)}
                >
                  {busy === link.id ? "Revoking…" : "Revoke"}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
