import { Check, Share2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import type { ToastRequest } from "#app/lib/toast-event.ts";

type Props = {
  title: string;
  text?: string;
  /** Path or absolute URL to share; defaults to the current page. Relative paths resolve against the site. */
  url?: string;
  /** A copied link is announced by this toast; without one the button says "Link copied" for a moment. */
  copiedToast?: ToastRequest;
  className?: string;
  variant?: "outline" | "ghost" | "default" | "secondary";
};

/**
 * The share button's markup; its behaviour is the enhancer's (app/enhance/share-buttons.ts), so it
 * works on pages that do not hydrate.
 */
export function ShareButton({ title, text, url, copiedToast, className, variant = "outline" }: Props) {
  return (
    <Button
      type="button"
      variant={variant}
      size="sm"
      className={className}
      data-share=""
      data-share-title={title}
      data-share-text={text}
      data-share-url={url}
      data-copied-toast={copiedToast && JSON.stringify(copiedToast)}
    >
      <Share2 aria-hidden="true" className="in-data-copied:hidden" />
      <Check aria-hidden="true" className="hidden in-data-copied:block" />
      <span aria-live="polite" data-share-label="">
        Share
      </span>
    </Button>
  );
}
