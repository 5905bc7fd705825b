// Toasts load sonner on first use; the host in the root mounts its Toaster after hydration.
type ToastInput = { title: string; description?: string };

export async function toastSuccess({ title, description }: ToastInput) {
  const { toast } = await import("sonner");
  toast.success(title, { description });
}

export async function toastError({ title, description }: ToastInput) {
  const { toast } = await import("sonner");
  toast.error(title, { description });
}
