// Toasts load sonner on first use; the host in the root mounts its Toaster after hydration.
import type * as Sonner from "sonner";
import type { ToastRequest } from "./toast-event.ts";

type ToastInput = { title: string; description?: string };

let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));
/** Error toasts shown since a form last went through (closed ones stay listed; dismissing them again does nothing). */
const errorToasts = new Set<string | number>();

export async function toastSuccess({ title, description }: ToastInput) {
  const { toast } = await loadSonner();
  toast.success(title, { description });
}

export async function toastError({ title, description }: ToastInput) {
  const { toast } = await loadSonner();
  errorToasts.add(toast.error(title, { description }));
}

/** A toast script outside React asked for (TOAST_EVENT), in its tone. */
export function showRequestedToast(request: ToastRequest) {
  return request.tone === "error" ? toastError(request) : toastSuccess(request);
}

/**
 * A form went through: its earlier error toasts ("Please fix the errors") have nothing left to say
 * and must not sit beside the confirmation. Loads nothing when no toast was ever shown.
 */
export function dismissErrorToasts() {
  void sonner?.then(({ toast }) => {
    for (const id of errorToasts) toast.dismiss(id);
    errorToasts.clear();
  });
}
