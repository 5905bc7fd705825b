import { Timer } from "lucide-react";
import {
  agentMetricLabels,
  formatAgentMetric,
  formatExecutionTime,
  TRUST_SCORE_MAX,
  type AgentFrameworkSample,
} from "#app/content/trust-score.ts";

const METRIC_KEYS = Object.keys(agentMetricLabels) as (keyof AgentFrameworkSample["metrics"])[];

function AgentFrameworkCard({ sample }: { sample: AgentFrameworkSample }) {
  const percent = Math.round((sample.trustScore / TRUST_SCORE_MAX) * 100);
  return (
    <article className="rounded-2xl border bg-card p-6 shadow-sm" aria-labelledby={`agent-${sample.framework}`}>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Sample agent framework</p>
      <h3 id={`agent-${sample.framework}`} className="mt-1 text-xl font-semibold">
        {sample.framework}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{sample.workload}</p>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <p className="flex items-baseline gap-2">
          <span className="text-sm text-muted-foreground">Trust Score</span>
          <span className="text-4xl font-bold tracking-tight text-brand-ink">{sample.trustScore}</span>
          <span className="text-sm text-muted-foreground">/ {TRUST_SCORE_MAX}</span>
        </p>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm font-medium">
          <Timer aria-hidden="true" className="size-4 text-primary" />
          <span className="sr-only">Execution time: </span>
          {formatExecutionTime(sample.executionTime)}
        </p>
      </div>
      <div
        role="meter"
        aria-label={`${sample.framework} Trust Score`}
        aria-valuemin={0}
        aria-valuemax={TRUST_SCORE_MAX}
        aria-valuenow={sample.trustScore}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-brand-amber to-primary" style={{ width: `${percent}%` }} />
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4">
        {METRIC_KEYS.map((key) => (
          <div key={key} className="rounded-lg bg-muted/70 p-3">
            <dt className="text-xs text-muted-foreground">{agentMetricLabels[key]}</dt>
            <dd className="mt-1 text-lg font-semibold">{formatAgentMetric(key, sample.metrics[key])}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The two sample agent-framework results (display-only values from the spec). */
export function AgentFrameworkCards({ samples }: { samples: readonly AgentFrameworkSample[] }) {
  return (
    <div className="mt-12 grid gap-6 lg:grid-cols-2">
      {samples.map((sample) => (
        <AgentFrameworkCard key={sample.framework} sample={sample} />
      ))}
    </div>
  );
}
