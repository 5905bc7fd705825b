import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { LocalTime } from "#app/components/page/local-time.tsx";
import type { AutosaveStatus } from "./use-autosave.ts";

/**
 * Where the autosave stands, in words a screen reader announces: "Saving…" while text waits to be
 * sent, "Saved" with the time once the server has it, "Not saved" with the reason otherwise.
 */
export function SaveStatus({ status }: { status: AutosaveStatus }) {
  return (
    <p role="status" aria-live="polite" className="flex min-h-6 items-center gap-1.5 text-sm text-muted-foreground" data-autosave={status.state}>
      {(status.state === "pending" || status.state === "saving") && (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Saving…
        </>
      )}
      {status.state === "saved" && (
        <>
          <CircleCheck aria-hidden="true" className="size-4 text-primary" />
          <span>
            Saved <span className="sr-only sm:not-sr-only">as a draft at </span>
            <LocalTime instant={status.at} className="sr-only sm:not-sr-only" />
          </span>
        </>
      )}
      {status.state === "failed" && (
        <span className="flex items-start gap-1.5 text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-medium">Not saved.</strong> {status.message}
          </span>
        </span>
      )}
    </p>
  );
}
