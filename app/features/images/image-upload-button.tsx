import { ImageUp, LoaderCircle } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { adminFetch, adminForm } from "#app/features/admin/admin-fetch.ts";
import { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "./image-rules.ts";
import type { StoredImage } from "./image-ref.ts";

export const IMAGE_UPLOAD_PATH = "/admin/blog/images";

/**
 * A button that uploads one image and hands back its stored address and size. The size and type
 * are checked here first (to save a useless upload) and again by the server, which believes only
 * the bytes. Errors show beside the button.
 */
export function ImageUploadButton({
  csrfToken,
  onUploaded,
  onSignedOut,
  children,
}: {
  csrfToken: string;
  onUploaded: (image: StoredImage) => void;
  onSignedOut?: () => void;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    if (file.size > IMAGE_MAX_BYTES) return setError(IMAGE_MESSAGES.tooLarge);
    if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return setError(IMAGE_MESSAGES.notAnImage);
    setBusy(true);
    const answer = await adminFetch<{ image: StoredImage }>(IMAGE_UPLOAD_PATH, adminForm(csrfToken, { file }));
    setBusy(false);
    if (answer.ok) onUploaded(answer.body.image);
    else {
      if (answer.status === 401) onSignedOut?.();
      // A failure of the server's own says nothing useful; a full image storage (507) says what to do.
      setError(answer.status === 0 || (answer.status >= 500 && answer.status !== 507) ? IMAGE_MESSAGES.failed : answer.message);
    }
  }

  return (
    <div className="grid gap-1.5">
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        onClick={() => input.current?.click()}
        className="w-fit"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <ImageUp aria-hidden="true" />}
        {busy ? "Uploading…" : children}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
