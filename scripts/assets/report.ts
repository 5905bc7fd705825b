// Builds the research report PDF (files.report) from app/content/report.ts, the same figures the
// report page cites. Output: public/files/ (gitignored).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { addresses, brand, files, meetings } from "~/config/site";
import { report, REPORT_SCORE_MAX, type FindingSeverity } from "~/content/report";
import { riskDimensions } from "~/content/trust-score";
import { COLORS, DocWriter, embedFonts, setMetadata } from "./pdf/layout";
import { severityColor } from "./pdf/severity";

const SITE = `https://${brand.domain}`;
const PUBLISHED = new Date("2025-07-15T00:00:00Z");

const FINDING_LABEL: Record<FindingSeverity, "Critical" | "High" | "Medium"> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
};

export async function buildReport(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const writer = new DocWriter(doc, fonts, {
    kind: `Research report  |  ${report.edition}`,
    title: report.title,
    subtitle: `How six widely used foundation models score across nine AI risk dimensions, and what a year of enterprise AI traffic (${report.period}) says about risk in production.`,
    footer: `${brand.legalName}  |  ${report.shortTitle} ${report.edition}`,
    siteLabel: brand.domain,
  });
  setMetadata(doc, {
    title: report.title,
    subject: `${brand.name} research: AI Trust Scores of six foundation models across nine risk dimensions`,
    keywords: [brand.name, "AI Trust Score", "foundation models", "LLM security", "AI risk", report.edition],
    author: brand.legalName,
    date: PUBLISHED,
  });

  writer.coverBand(220);
  writer.heading("Executive summary", { eyebrow: "Overview" });
  writer.paragraph(report.summary, { size: 11 });
  writer.stats(report.keyStats);
  writer.heading("How we tested", { eyebrow: "Methodology", size: 15 });
  writer.bullets(report.methodology);


  const findingRows = report.findings.map((finding) => [FINDING_LABEL[finding.severity], finding.title, finding.description]);
  const findingWidths = [0.13, 0.29, 0.58];
  writer.heading("Four findings that should shape your AI programme", {
    eyebrow: "Key findings",
    size: 15,
    keepWith: writer.tableHeight(findingRows, findingWidths),
  });
  writer.table(["Severity", "Finding", "What we saw"], findingRows, findingWidths, (row, column) =>
    column === 0 ? severityColor(FINDING_LABEL[report.findings[row]!.severity]) : undefined,
  );

  const rankingRows = report.rankings.map((row, index) => [
    String(index + 1),
    row.model,
    row.provider,
    `${row.score} / ${REPORT_SCORE_MAX}`,
    row.category,
  ]);
  const rankingWidths = [0.08, 0.3, 0.2, 0.22, 0.2];
  writer.heading("AI Trust Score ranking of six foundation models", {
    eyebrow: "Model ranking",
    size: 15,
    keepWith: writer.tableHeight(rankingRows, rankingWidths) + 40,
  });
  writer.table(["#", "Model", "Provider", "AI Trust Score", "Category"], rankingRows, rankingWidths);
  writer.paragraph(
    "Scores reflect each model as served by its provider's public API with default settings in June 2025. Deployed behaviour also depends on system prompts, retrieval and guardrails.",
    { size: 8.5, color: COLORS.muted },
  );

  const dimensionRows = riskDimensions.map((dimension) => [dimension.title, dimension.severity, dimension.description]);
  const dimensionWidths = [0.26, 0.14, 0.6];
  writer.heading("The nine risk dimensions we tested", {
    eyebrow: "The AI Trust Score",
    size: 15,
    keepWith: writer.tableHeight(dimensionRows, dimensionWidths),
  });
  writer.table(["Risk dimension", "Severity", "What it measures"], dimensionRows, dimensionWidths, (row, column) =>
    column === 1 ? severityColor(riskDimensions[row]!.severity) : undefined,
  );

  writer.heading("What to do next", { eyebrow: "Recommendations", size: 15 });
  writer.items(report.recommendations.map((item) => ({ title: item.title, text: item.text })));

  writer.callout("Get the AI Trust Score of your own models", [
    `Book a ${meetings.demoMinutes}-minute demo with a free AI Security Risk Audit worth ${meetings.auditValue}: ${SITE}/book-demo`,
    `Read the findings online: ${SITE}/aitrustscore-report  |  Press and analysts: ${addresses.hello}`,
  ]);
  writer.paragraph(
    `(c) ${brand.copyrightYear} ${brand.legalName} Model names are trademarks of their owners and are used to identify the systems tested; no endorsement is implied.`,
    { size: 7.5, color: COLORS.muted },
  );
  writer.finish();
  return doc.save();
}

export async function generate(publicDir: string): Promise<string[]> {
  const target = path.join(publicDir, files.report);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, await buildReport());
  return [target];
}
