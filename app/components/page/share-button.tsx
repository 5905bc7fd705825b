import { Check, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { sharePage } from "./share.ts";

type Props = {
  title: string;
  text?: string;
  /** Path or absolute URL to share; defaults to the current page. Relative paths resolve against the site. */
  url?: string;
  /**
   * Called after the link was copied (the fallback when there is no share sheet). Pages that
   * announce the copy themselves, e.g. with a toast, pass this; without it the button briefly
   * reads "Link copied".
   */
  onCopied?: () => void;
  className?: string;
  variant?: "outline" | "ghost" | "default" | "secondary";
};

const COPIED_LABEL_MS = 2000;

export function ShareButton({ title, text, url, onCopied, className, variant = "outline" }: Props) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function share() {
    const target = new URL(url ?? window.location.href, window.location.href).href;
    const outcome = await sharePage({ title, text, url: target });
    if (outcome !== "copied") return;
    if (onCopied) onCopied();
    else setCopied(true);
  }

  return (
    <Button type="button" variant={variant} size="sm" className={className} onClick={share}>
      {copied ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
      <span aria-live="polite">{copied ? "Link copied" : "Share"}</span>
    </Button>
  );
}
