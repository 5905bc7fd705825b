import { Download, LoaderCircle } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { DatasheetDialogProps } from "./datasheet-props.ts";

const loadDialog = () => import("./datasheet-dialog.tsx");
const DatasheetDialog = lazy(loadDialog);

/** Starts fetching the dialog's code as soon as the visitor shows intent (hover, focus, touch). */
function preload() {
  void loadDialog();
}

/** Shown only if the dialog's code is still on its way when the button is clicked. */
function LoadingDialog() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/30" role="status">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-white" />
      <span className="sr-only">Loading the datasheet form…</span>
    </div>
  );
}

export type DatasheetButtonProps = DatasheetDialogProps & {
  label?: string;
  variant?: "default" | "outline" | "secondary";
  size?: "default" | "lg";
  className?: string;
};

/**
 * The "Download Datasheet" button. The dialog, its form schema and Radix Dialog load on intent,
 * so pages pay for them only when a visitor asks for a datasheet.
 */
export function DatasheetButton({ label = "Download Datasheet", variant = "outline", size = "lg", className, ...dialog }: DatasheetButtonProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so a closed-and-reopened form keeps what was typed.
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Download aria-hidden="true" />
        {label}
      </Button>
      {mounted && (
        <Suspense fallback={<LoadingDialog />}>
          <DatasheetDialog {...dialog} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
}
