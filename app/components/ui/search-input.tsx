import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";
import { Input } from "./input.tsx";

/** A search box with its magnifier inside on the left. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" className={cn("pl-9", className)} {...props} />
    </div>
  );
}
