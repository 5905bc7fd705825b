import { brand } from "#app/config/site.ts";
import { cn } from "#app/lib/utils.ts";

/** The brand's mark: a shield whose beam of light passes a trust check. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <path d="M16 2 4 6.5v8.3c0 7.4 5.1 13.3 12 15.2 6.9-1.9 12-7.8 12-15.2V6.5L16 2Z" fill="var(--primary)" />
      <path d="M16 6.2 8 9.2v5.6c0 5 3.3 9.2 8 10.8V6.2Z" fill="var(--brand-amber)" />
      <path d="m11.5 16 3.2 3.2 6.3-6.6" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight text-brand-ink", className)}>
      <LogoMark />
      <span className="text-lg">{brand.name}</span>
    </span>
  );
}
