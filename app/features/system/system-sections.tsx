// The System page's parts: figures at a glance, and a table per concern. Every table has a caption,
// so a screen reader user can jump between them as a sighted one scans the headings.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DataTable, EmptyList } from "#app/components/ui/data-table.tsx";
import { formatEastern } from "#app/lib/dates.ts";
import { channelLabel } from "#app/features/mail/outbox.ts";
import { formatBytes, formatSeconds } from "./figures.ts";
import type { ProcessFigures } from "#app/lib/operations.ts";
import type { CalendarHealth, OutboxHealth } from "./system.server.ts";

/** One figure at a glance: what it is, its value, and a line of context. */
export function Figure({ label, value, note, warn = false }: { label: string; value: ReactNode; note?: ReactNode; warn?: boolean }) {
  return (
    <div className={warn ? "rounded-xl border border-destructive/50 bg-destructive/5 p-4" : "rounded-xl border p-4"}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-xs break-words text-muted-foreground">{note}</dd>}
    </div>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const cell = "px-4 py-3";
const numberCell = "px-4 py-3 text-right tabular-nums";

export function ProcessesTable({ processes }: { processes: ProcessFigures[] }) {
  return (
    <DataTable
      caption="Server processes"
      columns={[
        { label: "Process" },
        { label: "Up for" },
        { label: "Memory (RSS)", className: "text-right" },
        { label: "JavaScript heap", className: "text-right" },
        { label: "Event-loop lag", className: "text-right" },
      ]}
    >
      {processes.map((process) => (
        <tr key={process.pid}>
          <td className={`${cell} whitespace-nowrap`}>pid {process.pid}</td>
          <td className={`${cell} whitespace-nowrap`}>{formatSeconds(process.uptimeSeconds)}</td>
          <td className={numberCell}>{formatBytes(process.rssBytes)}</td>
          <td className={numberCell}>{formatBytes(process.heapUsedBytes)}</td>
          <td className={numberCell}>{process.eventLoopLagMs.toFixed(1)} ms</td>
        </tr>
      ))}
    </DataTable>
  );
}

const outboxLink = (status: string) => `/admin/leads?view=outbox&status=${status}`;

export function OutboxWaitingTable({ waiting }: { waiting: OutboxHealth["waiting"] }) {
  if (waiting.length === 0) return <EmptyList>Nothing is waiting: every message has been sent.</EmptyList>;
  return (
    <DataTable
      caption="Messages not sent yet, by status and channel"
      columns={[{ label: "Status" }, { label: "Channel" }, { label: "Messages", className: "text-right" }, { label: "Not due yet", className: "text-right" }]}
    >
      {waiting.map((row) => (
        <tr key={`${row.status}-${row.channel}`}>
          <td className={cell}>
            <Link to={outboxLink(row.status)} className="text-primary underline underline-offset-4">
              {row.status}
            </Link>
          </td>
          <td className={cell}>{channelLabel(row.channel)}</td>
          <td className={numberCell}>{row.count.toLocaleString("en-US")}</td>
          <td className={numberCell}>{row.scheduled.toLocaleString("en-US")}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function DeadReasonsTable({ reasons }: { reasons: OutboxHealth["deadByReason"] }) {
  if (reasons.length === 0) return <EmptyList>No dead messages.</EmptyList>;
  return (
    <DataTable caption="Dead messages by reason" columns={[{ label: "Reason" }, { label: "Channel" }, { label: "Messages", className: "text-right" }]}>
      {reasons.map((row) => (
        <tr key={`${row.channel}-${row.reason}`}>
          <td className={cell}>{row.reason}</td>
          <td className={cell}>{channelLabel(row.channel)}</td>
          <td className={numberCell}>{row.count.toLocaleString("en-US")}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function WebhookFailuresTable({ failures }: { failures: OutboxHealth["webhookFailures"] }) {
  if (failures.length === 0) return <EmptyList>No webhook delivery is failing.</EmptyList>;
  return (
    <DataTable
      caption="Webhook events whose last attempt failed, newest first"
      columns={[{ label: "Queued" }, { label: "Event" }, { label: "Status" }, { label: "Attempts", className: "text-right" }, { label: "Last error" }]}
      className="min-w-[48rem]"
    >
      {failures.map((row, index) => (
        <tr key={index} className="align-top">
          <td className={`${cell} whitespace-nowrap text-muted-foreground`}>
            <time dateTime={row.createdAt}>{formatEastern(row.createdAt)}</time>
          </td>
          <td className={cell}>{row.template}</td>
          <td className={cell}>{row.status}</td>
          <td className={numberCell}>{row.attempts}</td>
          <td className={`${cell} max-w-sm text-xs break-words text-muted-foreground`}>{row.lastError}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function CalendarFailuresTable({ failing }: { failing: CalendarHealth["failing"] }) {
  if (failing.length === 0) return <EmptyList>Every host's calendar was read at its last try.</EmptyList>;
  return (
    <DataTable
      caption="Hosts' calendars whose reads fail: their last good busy times stand meanwhile"
      columns={[{ label: "Host" }, { label: "Calendar" }, { label: "Failing since" }, { label: "Last good read" }, { label: "Last error" }]}
      className="min-w-[48rem]"
    >
      {failing.map((row) => (
        <tr key={`${row.host}-${row.kind}`} className="align-top">
          <td className={cell}>{row.host}</td>
          <td className={cell}>{row.kind === "caldav" ? "CalDAV" : "iCal feed"}</td>
          <td className={`${cell} whitespace-nowrap`}>
            <time dateTime={row.failingSince}>{formatEastern(row.failingSince)}</time>
          </td>
          <td className={`${cell} whitespace-nowrap text-muted-foreground`}>
            {row.lastReadAt ? <time dateTime={row.lastReadAt}>{formatEastern(row.lastReadAt)}</time> : "never"}
          </td>
          <td className={`${cell} max-w-sm text-xs break-words text-muted-foreground`}>{row.lastError}</td>
        </tr>
      ))}
    </DataTable>
  );
}
