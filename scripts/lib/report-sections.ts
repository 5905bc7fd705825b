// The blocks of audit/report.md that a command of their own measures and rewrites: `npm run bench`
// (bench) and `npm run bench:scale` (scale). `npm run audit`, which rewrites the rest of the file,
// keeps them.
import { readFileSync } from "node:fs";

export const REPORT_FILE = "audit/report.md";
export const REPORT_SECTIONS = ["bench", "scale"] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

const markers = (section: ReportSection) => ({ start: `<!-- ${section}:start -->`, end: `<!-- ${section}:end -->` });

/** A section's report wrapped in the markers that find it again. */
export function sectionBlock(section: ReportSection, markdown: string): string {
  const { start, end } = markers(section);
  return `${start}\n${markdown}\n${end}`;
}

/** The report file as it is now, or "" when there is none. */
export function currentReport(): string {
  try {
    return readFileSync(REPORT_FILE, "utf8");
  } catch {
    return "";
  }
}

/** A section's block in a report, markers included, or null. */
export function sectionBlockOf(report: string, section: ReportSection): string | null {
  const { start, end } = markers(section);
  const from = report.indexOf(start);
  const to = report.indexOf(end, from);
  return from === -1 || to === -1 ? null : report.slice(from, to + end.length);
}

/** `report` with the section's block replaced by `block` (appended when it has none). */
export function withSectionBlock(report: string, section: ReportSection, block: string): string {
  const old = sectionBlockOf(report, section);
  if (old) return report.replace(old, block);
  return `${(report || "# Audit report\n").trimEnd()}\n\n${block}\n`;
}

/** A freshly written report with every measured section of `previous` kept. */
export function keepingSections(report: string, previous: string): string {
  return REPORT_SECTIONS.reduce((text, section) => {
    const block = sectionBlockOf(previous, section);
    return block ? withSectionBlock(text, section, block) : text;
  }, report);
}
