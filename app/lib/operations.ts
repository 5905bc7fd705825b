// What the server tells its admin pages about itself (the load context's `operations`, built in
// server/metrics): every server process, and the key figures since they started. Under
// WEB_CONCURRENCY both cover all processes, whichever one serves the page.

/** One server process now. */
export type ProcessFigures = {
  pid: number;
  uptimeSeconds: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** How late a callback queued now runs: the event loop's lag at this moment. */
  eventLoopLagMs: number;
};

/** Counts since the processes started (each process counts from its own start). */
export type OperationsSnapshot = {
  /** The build's version (the commit it was built from), "development" when run from source. */
  version: string;
  processes: number;
  /** HTTP requests answered, /metrics itself not counted. */
  requests: number;
  /** Of which answered 5xx. */
  serverErrors: number;
  pageCache: { hits: number; misses: number; hitRatio: number | null };
  /** Outbox delivery attempts, e-mail and webhooks together; `refused`: addresses refused for good. */
  deliveries: { sent: number; failed: number; dead: number; refused: number };
  rateLimitRefusals: number;
};

export type Operations = {
  processes: () => Promise<ProcessFigures[]>;
  snapshot: () => Promise<OperationsSnapshot>;
};
