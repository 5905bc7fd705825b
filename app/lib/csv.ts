// CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, a header row, and no cell that
// a spreadsheet would run as a formula. Files are streamed: a batch of rows is read from the
// database only when the client has taken the last one, so an export of any size holds one batch.

/** Characters that make Excel, Sheets or LibreOffice treat a cell as a formula (OWASP list). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvRow = ReadonlyArray<string | number | null | undefined>;

/** One cell: neutralised if it could be a formula, quoted if it holds a separator, quote or line end. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (row: CsvRow) => `${row.map(csvCell).join(",")}\r\n`;

/**
 * A file's first bytes: the byte-order mark, which tells Excel the file is UTF-8 (names with
 * accents survive), and the header row, so they leave at once.
 */
export const csvHeader = (header: readonly string[]) => `\uFEFF${csvLine(header)}`;

/**
 * A whole file as a byte stream, pulled batch by batch (back-pressure: nothing more is read while
 * the client is behind), after its header (csvHeader).
 */
export function csvStream<T>(
  header: readonly string[],
  batches: AsyncIterable<readonly T[]>,
  toRow: (item: T) => CsvRow,
  { onEnd, onError }: { onEnd?: (rows: number) => void; onError?: (error: unknown) => void } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let rows = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(header)));
      },
      async pull(controller) {
        try {
          const batch = await iterator.next();
          if (batch.done) {
            controller.close();
            onEnd?.(rows);
            return;
          }
          rows += batch.value.length;
          controller.enqueue(encoder.encode(batch.value.map((item) => csvLine(toRow(item))).join("")));
        } catch (error) {
          // The client sees a cut-off download (never a file that looks complete); the log says why.
          onError?.(error);
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}
