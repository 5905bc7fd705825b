import { Trash2 } from "lucide-react";
import { useRef } from "react";
import { Form } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#app/components/ui/alert-dialog.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
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
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> “{title}”</span>
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Are you sure you want to delete this blog post?</AlertDialogTitle>
            <AlertDialogDescription>
              “{title || "Untitled"}” will be removed from the blog. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => form.current?.requestSubmit()}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Form>
  );
}
