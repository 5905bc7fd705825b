// An export's CSV, by the database it runs on. PostgreSQL writes the file itself: COPY (SELECT …)
// TO STDOUT sends the rows as CSV bytes on one pooled connection, read only as fast as the client
// takes them, and node never makes an object per row (reading 100,000 leads through node-postgres
// grew the server by ~100 MB, V8 sizing its heap to the allocation rate). The embedded database
// reads short keyset batches (csvStream) instead, as one long statement there would hold the whole
// site. Both write the same bytes: the select below reproduces csvCell's text and guard, and a test
// fills both databases with the same hostile rows and compares the files.
import { pipeline, Transform, type Readable } from "node:stream";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type pg from "pg";
import copyStreams from "pg-copy-streams";
import { isEmbedded, type Database } from "#db/index.ts";
import { csvHeader, csvStream, type CsvRow } from "./csv.ts";

export type CsvHooks = { onEnd?: (rows: number) => void; onError?: (error: unknown) => void };

export type CsvExport<T> = {
  header: readonly string[];
  /** The embedded database's way: the rows a batch at a time, and each as cells. */
  batches: () => AsyncIterable<readonly T[]>;
  toRow: (item: T) => CsvRow;
  /**
   * PostgreSQL's way: a query whose columns are the cells' text in the header's order (null for an
   * empty cell), before the formula guard, which `guardedCells` adds.
   */
  cells: () => { sql: string; params: unknown[] };
};

/**
 * COPY downloads one process runs at once. Each holds a connection of the pool (and a snapshot) for
 * as long as its client takes to read the file, so a few slow downloads could otherwise take the
 * connections every page needs; more at once are read as keyset batches, short statements.
 */
export const MAX_COPY_EXPORTS = 2;
let copyExports = 0;

/**
 * The export as a byte stream, by the database's own way. On PostgreSQL the way is chosen on the
 * first read, not when the stream is made: a body never read (the answer to HEAD) takes no COPY
 * slot and no connection.
 */
export function csvExport<T>(db: Database, spec: CsvExport<T>, hooks: CsvHooks = {}): ReadableStream<Uint8Array> {
  const batches = () => csvStream(spec.header, spec.batches(), spec.toRow, hooks);
  if (isEmbedded(db)) return batches();
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let source: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const open = () => {
    if (copyExports >= MAX_COPY_EXPORTS) return batches();
    copyExports++;
    return copyCsv(pool, spec.header.length, spec.cells, hooks, csvHeader(spec.header), () => copyExports--);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        source ??= open().getReader();
        const next = await source.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel: (reason) => source?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** The select of an export's cells, in order, named as `guardedCells` reads them, each as its text. */
export const csvColumns = (cells: ReadonlyArray<SQL | AnyPgColumn>) =>
  Object.fromEntries(cells.map((cell, i) => [`c${i}`, sql<string>`(${cell})::text`.as(`c${i}`)]));

/** A cell's text as the database writes it: `ISO 8601` in UTC to the millisecond, as Date#toISOString. */
export const isoText = (instant: SQL | AnyPgColumn): SQL => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The guard of csvCell in SQL, over the inner query's columns c0…cN: a cell that a spreadsheet
 * would run as a formula gets a leading quote; an empty one is NULL, which COPY writes as nothing
 * (it quotes an empty string, "" , to tell it from NULL; csvCell writes both as nothing). The empty
 * column after them is for crlfRowEnds.
 */
function guardedCells(columns: number, inner: string): string {
  const guard = (c: string) => `nullif(case when left(${c}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${c} else ${c} end, '')`;
  const cells = Array.from({ length: columns }, (_, i) => guard(`c${i}`));
  return `select ${cells.join(", ")}, null from (${inner}) as cells`;
}

/**
 * A query with its parameters written in as literals: COPY takes no parameters. Every value is
 * quoted by node-postgres's escapeLiteral (an untyped literal, resolved as a parameter would be).
 */
function withLiterals({ sql: text, params }: { sql: string; params: unknown[] }, escape: (value: string) => string): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return "null";
    return escape(value instanceof Date ? value.toISOString() : typeof value === "object" ? JSON.stringify(value) : String(value));
  });
}

/**
 * COPY's CSV ends a row with LF; csvStream ends it with CRLF, as RFC 4180 and spreadsheets do. The
 * select writes an empty last column, so each row ends ",LF", which becomes CRLF in place: the
 * buffers COPY hands over are rewritten, never copied (each copy of the file is memory V8 frees
 * only at its next collection). An LF inside a quoted cell is the cell's own and stays. Quotes,
 * commas and LFs are single bytes in UTF-8. `tally` counts the rows.
 */
export function crlfRowEnds(tally = { rows: 0 }): Transform {
  let quoted = false;
  /** A chunk's last byte, an unquoted comma, kept back until the next chunk shows whether it ends a row. */
  let heldComma = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (heldComma) this.push(Buffer.from(chunk[0] === 0x0a ? "\r" : ","));
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) {
          if (i > 0) chunk[i - 1] = 0x0d;
          tally.rows++;
        }
      }
      heldComma = !quoted && chunk.at(-1) === 0x2c;
      done(null, heldComma ? chunk.subarray(0, -1) : chunk);
    },
    flush(done) {
      done(null, heldComma ? Buffer.from(",") : null);
    },
  });
}

/**
 * COPY on a connection of its own, piped to the client with back-pressure (the socket is read only
 * when the client has taken what came before). The connection goes back to the pool when the file
 * ends; on an error or a client that goes away mid-file it is closed instead, which stops the COPY
 * on the server (a connection in the middle of a COPY cannot serve another query).
 */
function copyCsv(
  pool: pg.Pool,
  columns: number,
  cells: () => { sql: string; params: unknown[] },
  { onEnd, onError }: CsvHooks,
  header: string,
  onFinish: () => void,
): ReadableStream<Uint8Array> {
  let client: pg.PoolClient | undefined;
  let rows: Readable | undefined;
  let reader: AsyncIterator<Buffer> | undefined;
  const tally = { rows: 0 };
  let done = false;
  const finish = (error?: unknown) => {
    if (done) return;
    done = true;
    onFinish();
    if (error) rows?.destroy();
    client?.release(error ? (error instanceof Error ? error : new Error(String(error))) : undefined);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(new TextEncoder().encode(header));
      },
      async pull(controller) {
        try {
          if (!reader) {
            const connected = await pool.connect();
            // A visitor who left while the pool was busy never starts a COPY.
            if (done) return connected.release();
            client = connected;
            const query = guardedCells(columns, withLiterals(cells(), (value) => client!.escapeLiteral(value)));
            const copy = client.query(copyStreams.to(`copy (${query}) to stdout with (format csv)`));
            // The pipeline passes an error either way and destroys both streams; its reader sees it.
            rows = pipeline(copy, crlfRowEnds(tally), () => {});
            reader = rows[Symbol.asyncIterator]();
          }
          const next = await reader.next();
          if (done) return;
          if (next.done) {
            finish();
            controller.close();
            onEnd?.(tally.rows);
            return;
          }
          controller.enqueue(next.value);
        } catch (error) {
          if (done) return;
          finish(error);
          // The client sees a cut-off download (never a file that looks complete); the log says why.
          onError?.(error);
          controller.error(error);
        }
      },
      cancel(reason) {
        finish(reason ?? new Error("the client closed the download"));
      },
    },
    { highWaterMark: 1 },
  );
}
