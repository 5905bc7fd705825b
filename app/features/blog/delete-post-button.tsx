import { Trash2 } from "lucide-react";
import { useRef } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { CsrfField, SignInInPlaceField } from "#app/features/admin/admin-shell.tsx";

/** Delete asks first, in an accessible dialog, with the spec's question. */
export function DeletePostButton({ postId, title, csrfToken }: { postId: string; title: string; csrfToken: string }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    // No action: it posts to the page's own address, so an open editor (?new, ?edit=) stays open
    // when the delete is refused, and a sign-in in place comes back to it.
    <Form method="post" ref={form}>
      <CsrfField token={csrfToken} />
      <SignInInPlaceField />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={postId} />
      <ConfirmDialog
        trigger={
          <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> “{title}”</span>
          </Button>
        }
        title="Are you sure you want to delete this blog post?"
        description={<>“{title || "Untitled"}” will be removed from the blog. This cannot be undone.</>}
        confirmLabel="Delete"
        onConfirm={() => form.current?.requestSubmit()}
      />
    </Form>
  );
}
