import { Pause, Play } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

type Props = React.ComponentProps<"button"> & {
  /** What it does at first ("Pause …"); the enhancer renames it as it toggles. */
  label: string;
  iconClassName: string;
};

/**
 * A round pause/resume button on a dark band (the hero's descriptions, the news ticker). The
 * enhancer runs it and marks it `data-paused`, which swaps the icon.
 */
export function PauseButton({ label, iconClassName, className, ...rest }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn("group inline-flex items-center justify-center rounded-full border border-white/30 hover:bg-white/10", className)}
      {...rest}
    >
      <Pause aria-hidden="true" className={cn("group-data-paused:hidden", iconClassName)} />
      <Play aria-hidden="true" className={cn("hidden group-data-paused:block", iconClassName)} />
    </button>
  );
}
