import type { MethodStep } from "#app/content/trust-score.ts";
import { cn } from "#app/lib/utils.ts";

/** Numbered steps of a method, laid out left to right on wide screens. */
export function StepList({ steps }: { steps: readonly MethodStep[] }) {
  return (
    <ol className={cn("mt-12 grid gap-6", steps.length === 4 ? "md:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3")}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-xs">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
