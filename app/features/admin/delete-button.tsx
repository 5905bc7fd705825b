import { Trash2 } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { CsrfField, SignInInPlaceField } from "#app/features/admin/admin-shell.tsx";

/**
 * Delete that asks first, in an accessible dialog, then posts `intent=delete` and the `id` to the
 * page's own address (so an open editor stays open when the delete is refused, and a sign-in in
 * place comes back to it).
 */
export function DeleteButton({
  id,
  name,
  question,
  description,
  csrfToken,
}: {
  id: string;
  /** What is deleted, for a screen reader ("Delete “…”"). */
  name: string;
  question: string;
  description: ReactNode;
  csrfToken: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form method="post" ref={form}>
      <CsrfField token={csrfToken} />
      <SignInInPlaceField />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <ConfirmDialog
        trigger={
          <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> “{name}”</span>
          </Button>
        }
        title={question}
        description={description}
        confirmLabel="Delete"
        onConfirm={() => form.current?.requestSubmit()}
      />
    </Form>
  );
}
