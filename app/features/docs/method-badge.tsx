import type { HttpMethod } from "./openapi/model.ts";
import { cn } from "#app/lib/utils.ts";

const tones: Record<HttpMethod, string> = {
  get: "border-emerald-200 bg-emerald-50 text-emerald-800",
  post: "border-blue-200 bg-blue-50 text-blue-800",
  put: "border-amber-200 bg-amber-50 text-amber-900",
  patch: "border-violet-200 bg-violet-50 text-violet-800",
  delete: "border-red-200 bg-red-50 text-red-800",
};

export function MethodBadge({ method, className }: { method: HttpMethod; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-16 shrink-0 justify-center rounded-md border px-1.5 py-0.5 font-mono text-xs font-semibold",
        tones[method],
        className,
      )}
    >
      {method.toUpperCase()}
    </span>
  );
}
