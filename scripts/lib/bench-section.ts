// The `npm run bench` block of audit/report.md: bench replaces it, `npm run audit` (which rewrites
// the rest of the file) keeps it.
import { readFileSync } from "node:fs";

export const REPORT_FILE = "audit/report.md";
const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

/** A bench report wrapped in the markers that find it again. */
export const benchBlock = (markdown: string) => `${START}\n${markdown}\n${END}`;

/** The report file as it is now, or "" when there is none. */
export function currentReport(): string {
  try {
    return readFileSync(REPORT_FILE, "utf8");
  } catch {
    return "";
  }
}

/** The bench block of a report, markers included, or null. */
export function benchBlockOf(report: string): string | null {
  const start = report.indexOf(START);
  const end = report.indexOf(END, start);
  return start === -1 || end === -1 ? null : report.slice(start, end + END.length);
}

/** `report` with its bench block replaced by `block` (appended when it has none). */
export function withBenchBlock(report: string, block: string): string {
  const old = benchBlockOf(report);
  if (old) return report.replace(old, block);
  return `${(report || "# Audit report\n").trimEnd()}\n\n${block}\n`;
}
