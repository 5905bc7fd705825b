import { Share2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { toastSuccess } from "#app/lib/toast.ts";

type Props = { title: string; text?: string; url: string; copiedToast?: { title: string; description: string } };

/** The browser's share sheet where there is one; otherwise the address goes to the clipboard. */
export function ShareButton({ title, text, url, copiedToast }: Props) {
  async function share() {
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      if (copiedToast) void toastSuccess(copiedToast);
    } catch (error) {
      // Closing the share sheet rejects too; neither case deserves more than a log line.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.warn("Share failed", error);
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
