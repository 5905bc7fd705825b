// Under WEB_CONCURRENCY every worker serves /metrics and the System page for the whole cluster:
// the worker a request reaches asks the primary (IPC), the primary asks every worker for its report
// and hands the set back. Only the asking worker reads the database-wide series, so one scrape
// costs the database one read however many processes run. The primary's own METRICS_PORT listener
// gathers the same way, the database part from one worker.
import cluster, { type Worker } from "node:cluster";
import type { Gather, ProcessReport, ReportRequest } from "./reports.ts";

/** How long the primary waits for every worker's report; a scrape fails rather than show part of the cluster. */
const REPORT_TIMEOUT_MS = 5_000;
/** A worker waits a little longer for the primary, so the primary's answer names the worker that did not report. */
const GATHER_TIMEOUT_MS = REPORT_TIMEOUT_MS + 1_000;

/** worker → primary: gather every process's report for me. */
const GATHER = "lumenguard:metrics:gather";
/** primary → worker: the reports, or why there are none. */
const GATHERED = "lumenguard:metrics:gathered";
/** primary → worker: your report, please. */
const REPORT = "lumenguard:metrics:report";
/** worker → primary: my report, or why there is none. */
const REPORTED = "lumenguard:metrics:reported";

type Message =
  | { type: typeof GATHER; id: number; request: ReportRequest }
  | { type: typeof GATHERED; id: number; reports?: ProcessReport[]; error?: string }
  | { type: typeof REPORT; id: number; request: ReportRequest }
  | { type: typeof REPORTED; id: number; report?: ProcessReport; error?: string };

const isMessage = (value: unknown): value is Message =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string" && (value as { type: string }).type.startsWith("lumenguard:metrics:");

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Waiting<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

/** Promises waiting for answers by id, each given up after `timeoutMs`. */
function answers<T>(timeoutMs: number) {
  let nextId = 0;
  const waiting = new Map<number, Waiting<T>>();
  /** The waiting promise of `id`, taken out (undefined once answered or given up). */
  const take = (id: number) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    return entry;
  };
  const wait = (what: string, send: (id: number) => void) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => take(id)?.reject(new Error(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs);
      const done = () => clearTimeout(timer);
      waiting.set(id, { resolve: (value) => (done(), resolve(value)), reject: (error) => (done(), reject(error)) });
      try {
        send(id);
      } catch (error) {
        take(id)?.reject(new Error(`${what}: ${errorText(error)}`));
      }
    });
  return { wait, take };
}

/**
 * The primary: answers workers' requests to gather, and returns a Gather for its own listener.
 * Installed before the workers start.
 */
export function relayReports(): Gather {
  const reports = answers<ProcessReport>(REPORT_TIMEOUT_MS);

  const gather = (request: ReportRequest, asker?: Worker): Promise<ProcessReport[]> => {
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker?.isConnected() === true);
    const databaseFrom = asker ?? workers[0];
    return Promise.all(
      workers.map((worker) =>
        reports.wait(`server process ${worker.process.pid}`, (id) => {
          const message: Message = { type: REPORT, id, request: { ...request, database: request.database && worker === databaseFrom } };
          worker.send(message);
        }),
      ),
    );
  };

  cluster.on("message", (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === REPORTED) {
      const waiting = reports.take(message.id);
      if (message.report) waiting?.resolve(message.report);
      else waiting?.reject(new Error(`server process ${worker.process.pid}: ${message.error}`));
    } else if (message.type === GATHER) {
      const answer = (result: Omit<Extract<Message, { type: typeof GATHERED }>, "type" | "id">) => {
        if (worker.isConnected()) worker.send({ type: GATHERED, id: message.id, ...result } satisfies Message);
      };
      gather(message.request, worker).then(
        (gathered) => answer({ reports: gathered }),
        (error: unknown) => answer({ error: errorText(error) }),
      );
    }
  });

  return (request) => gather(request);
}

/**
 * A worker: reports itself when the primary asks, and gathers through the primary. `stop` ends
 * listening (shutdown).
 */
export function workerChannel(report: (request: ReportRequest) => Promise<ProcessReport>): { gather: Gather; stop: () => void } {
  const gathered = answers<ProcessReport[]>(GATHER_TIMEOUT_MS);
  const send = (message: Message) => {
    if (!process.send || !process.connected) throw new Error("the primary process is not connected");
    process.send(message);
  };

  const onMessage = (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === REPORT) {
      report(message.request).then(
        (own) => send({ type: REPORTED, id: message.id, report: own }),
        (error: unknown) => send({ type: REPORTED, id: message.id, error: errorText(error) }),
      ).catch(() => {
        // The primary went away while this process reported: nobody is waiting any more.
      });
    } else if (message.type === GATHERED) {
      const waiting = gathered.take(message.id);
      if (message.reports) waiting?.resolve(message.reports);
      else waiting?.reject(new Error(message.error));
    }
  };
  process.on("message", onMessage);

  return {
    gather: (request) => gathered.wait("the primary process", (id) => send({ type: GATHER, id, request })),
    stop: () => process.off("message", onMessage),
  };
}
