// CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, a header row, and no cell that
// a spreadsheet would run as a formula.

/** Characters that make Excel, Sheets or LibreOffice treat a cell as a formula (OWASP list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised if it could be a formula, quoted if it holds a separator, quote or line end. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file. The byte-order mark tells Excel the file is UTF-8 (names with accents survive). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
