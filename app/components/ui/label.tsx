import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

// A plain <label>: Radix's Label only adds double-click selection handling, which select-none covers.
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
