import type { ScoreCategory } from "#app/content/developer-sdk.ts";
import { TRUST_SCORE_MAX } from "#app/content/trust-score.ts";

/** Sample Trust Score categories, each scored out of 1000. */
export function ScoreCategories({ categories }: { categories: readonly ScoreCategory[] }) {
  return (
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {categories.map((category) => (
        <li key={category.name} className="flex flex-col rounded-xl border bg-card p-5 shadow-xs">
          <h3 className="text-sm font-semibold">{category.name}</h3>
          <p className="mt-3 flex items-baseline gap-1">
            <span className="text-3xl font-bold tracking-tight text-brand-ink">{category.score}</span>
            <span className="text-sm text-muted-foreground">/ {TRUST_SCORE_MAX}</span>
          </p>
          <div
            role="meter"
            aria-label={`${category.name} score`}
            aria-valuemin={0}
            aria-valuemax={TRUST_SCORE_MAX}
            aria-valuenow={category.score}
            className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${(category.score / TRUST_SCORE_MAX) * 100}%` }}
            />
          </div>
          <p className="mt-3 text-xs leading-relaxed text-muted-foreground">{category.description}</p>
        </li>
      ))}
    </ul>
  );
}
