import { Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";

/** Throws away a new post that was never created, its text included, after asking. */
export function DiscardNewPostButton({ onDiscard }: { onDiscard: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Discard this post
        </Button>
      }
      title="Discard this unsaved post?"
      description="Its text is removed from this browser and from the server. This cannot be undone."
      confirmLabel="Discard"
      onConfirm={onDiscard}
    />
  );
}
