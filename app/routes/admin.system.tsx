// /admin/system: what an operator checks first when something seems wrong: the processes, the
// database, and whether mail and webhooks are leaving. Admins only ("system").
import { Link } from "react-router";
import { brand } from "#app/config/site.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { countOf, formatBytes, formatSeconds } from "#app/features/system/figures.ts";
import {
  CalendarFailuresTable,
  DeadReasonsTable,
  Figure,
  OutboxWaitingTable,
  ProcessesTable,
  Section,
  WebhookFailuresTable,
} from "#app/features/system/system-sections.tsx";
import { processFigures } from "#app/lib/process-figures.server.ts";
import { calendarHealth, databaseFacts, outboxHealth } from "#app/features/system/system.server.ts";
import { countSuppressions } from "#app/features/mail/suppressions.server.ts";
import { oneMessageOf } from "#app/features/mail/outbox.ts";
import { sumCounts } from "#app/lib/counts.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.system";

/** An oldest waiting message older than this is shown as a warning: the worker is not keeping up. */
const OUTBOX_AGE_WARNING_SECONDS = 15 * 60;


export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "system");
  const { operations } = context;
  // A process that does not answer (starting, stopping, stuck) fails the gathering across
  // processes; the page then shows the rest, and this process, and says so.
  const unanswered = (error: unknown) => {
    context.logger.warn({ err: error }, "the System page could not gather every process's figures");
    return null;
  };
  const [database, outbox, calendars, suppressions, processes, figures] = await Promise.all([
    databaseFacts(context.db),
    outboxHealth(context.db),
    calendarHealth(context.db),
    countSuppressions(context.db),
    operations ? operations.processes().catch(unanswered) : null,
    operations ? operations.snapshot().catch(unanswered) : null,
  ]);
  const gathered = !operations || (processes !== null && figures !== null);
  return { database, outbox, calendars, suppressions, processes: processes ?? [await processFigures()], figures, gathered };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `System | ${brand.name} Admin`, description: "Processes, database and outbox health.", path: "/admin/system", noindex: true });

export default function SystemPage({ loaderData }: Route.ComponentProps) {
  const { database, outbox, calendars, suppressions, processes, figures, gathered } = loaderData;
  // Due messages only: reminders queued for later are not waiting yet.
  const waiting = outbox.waiting
    .filter((row) => row.status === "pending" || row.status === "sending")
    .reduce((sum, row) => sum + row.count - row.scheduled, 0);
  const scheduled = outbox.waiting.reduce((sum, row) => sum + row.scheduled, 0);
  const held = outbox.waiting.filter((row) => row.status === "held").reduce((sum, row) => sum + row.count, 0);
  const dead = outbox.deadByReason.reduce((sum, row) => sum + row.count, 0);
  const oldestAge = outbox.oldest?.ageSeconds ?? 0;
  const upFor = Math.min(...processes.map((process) => process.uptimeSeconds));
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">System</h1>
      <p className="mt-1 text-muted-foreground">The server processes, the database, and whether e-mail and webhooks are leaving.</p>
      {!gathered && (
        <p role="status" className="mt-4 rounded-lg border border-destructive/50 bg-destructive/5 p-3 text-sm">
          Not every server process answered in time (one may be starting or stopping), so this page may show this process alone
          and leave out the figures since start. Reload in a few seconds.
        </p>
      )}

      <Section id="glance" title="At a glance">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Version" value={figures?.version ?? "unknown"} note="the build this site runs" />
          <Figure label="Up for" value={formatSeconds(upFor)} note={countOf(processes.length, "process", "processes")} />
          {figures && (
            <>
              <Figure
                label="Requests since start"
                value={figures.requests.toLocaleString("en-US")}
                warn={figures.serverErrors > 0}
                note={`${figures.serverErrors.toLocaleString("en-US")} answered with a server error (5xx)`}
              />
              <Figure
                label="Page cache hits"
                value={figures.pageCache.hitRatio === null ? "—" : `${Math.round(figures.pageCache.hitRatio * 100)}%`}
                note={`${countOf(figures.pageCache.hits, "hit")}, ${countOf(figures.pageCache.misses, "miss", "misses")}`}
              />
            </>
          )}
          <Figure label="Database" value={formatBytes(database.sizeBytes)} note={`${database.kind} ${database.version}`} />
          <Figure
            label="Migrations"
            value={`${database.migrations.shipped.length - database.migrations.pending.length} of ${database.migrations.shipped.length}`}
            warn={database.migrations.pending.length > 0}
            note={
              database.migrations.pending.length > 0
                ? `pending: ${database.migrations.pending.join(", ")}`
                : `latest ${database.migrations.shipped.at(-1) ?? "none"}`
            }
          />
          <Figure
            label="Waiting to be sent"
            value={waiting.toLocaleString("en-US")}
            warn={oldestAge > OUTBOX_AGE_WARNING_SECONDS}
            note={[
              outbox.oldest ? `oldest waiting ${formatSeconds(oldestAge)}` : "nothing waiting",
              held > 0 && `${held.toLocaleString("en-US")} held for SMTP`,
              scheduled > 0 && `${scheduled.toLocaleString("en-US")} scheduled for later (reminders)`,
            ]
              .filter(Boolean)
              .join("; ")}
          />
          <Figure label="Dead messages" value={dead.toLocaleString("en-US")} warn={dead > 0} note={dead > 0 ? "see the reasons below" : "none"} />
          <Figure
            label="Suppressed addresses"
            value={sumCounts(suppressions).toLocaleString("en-US")}
            note={
              <Link to="/admin/suppressions" className="text-primary underline underline-offset-4">
                {suppressions.bounce.toLocaleString("en-US")} bounced, {suppressions.unsubscribe.toLocaleString("en-US")} unsubscribed
              </Link>
            }
          />
          {figures && (
            <>
              <Figure
                label="Deliveries since start"
                value={figures.deliveries.sent.toLocaleString("en-US")}
                warn={figures.deliveries.dead > 0}
                note={`sent; ${figures.deliveries.failed.toLocaleString("en-US")} failed and retried, ${figures.deliveries.dead.toLocaleString("en-US")} died, ${figures.deliveries.refused.toLocaleString("en-US")} refused for good`}
              />
              <Figure label="Rate-limit refusals" value={figures.rateLimitRefusals.toLocaleString("en-US")} note="since start" />
            </>
          )}
        </dl>
      </Section>

      <Section id="processes" title="Processes">
        <ProcessesTable processes={processes} />
      </Section>

      <Section id="outbox" title="Outbox">
        {outbox.oldest && (
          <p className="mb-3 text-sm">
            The oldest message on its way is {oneMessageOf(outbox.oldest.channel)} ({outbox.oldest.template}), due{" "}
            {formatSeconds(outbox.oldest.ageSeconds)} ago, after {countOf(outbox.oldest.attempts, "attempt")}.
          </p>
        )}
        <OutboxWaitingTable waiting={outbox.waiting} />
      </Section>

      <Section id="dead" title="Dead messages by reason">
        <DeadReasonsTable reasons={outbox.deadByReason} />
      </Section>

      <Section id="webhooks" title="Webhook deliveries failing now">
        <WebhookFailuresTable failures={outbox.webhookFailures} />
      </Section>

      <Section id="calendars" title="Hosts' calendars">
        <p className="mb-3 text-sm text-muted-foreground">
          {calendars.total === 0
            ? "No host has connected a calendar: visitors are offered their working hours as they are."
            : `${countOf(calendars.total, "calendar")} read for busy times; the longest since a good read: ${
                calendars.stalestReadSeconds === null ? "none read yet" : formatSeconds(calendars.stalestReadSeconds)
              }.`}
        </p>
        <CalendarFailuresTable failing={calendars.failing} />
      </Section>
    </>
  );
}
