// Builds the research report PDF (files.report): the figures, findings and ranking of the report
// page (app/content/report.ts) plus what only the download carries (app/content/report-download.ts).
// Output: public/files/ (gitignored).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { addresses, brand, files, meetings } from "#app/config/site.ts";
import { keyFigures, modelRankings, reportEdition, reportFindings, type Severity as FindingSeverity } from "#app/content/report.ts";
import {
  actionPlan,
  attackTechniques,
  categoryOf,
  dimensionResults,
  methodology,
  overallScore,
  REPORT_SCALE_MAX,
  reportSummary,
} from "#app/content/report-download.ts";
import { riskDimensions } from "#app/content/trust-score.ts";
import { COLORS, DocWriter, embedFonts, setMetadata } from "#scripts/assets/pdf/layout.ts";
import { severityColor } from "#scripts/assets/pdf/severity.ts";

const SITE = `https://${brand.domain}`;

const FINDING_LABEL: Record<FindingSeverity, "Critical" | "High" | "Medium"> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
};

/** Short column labels for the nine dimensions, in `riskDimensions` order. */
const DIMENSION_SHORT = ["Jailbreak", "Bias", "Content", "Privacy", "Halluc.", "Robust.", "Cultural", "Regul.", "Transp."];

/** A ranked model with its exact score, derived from its nine dimension results. */
export function scoredRankings() {
  return modelRankings.map((row) => {
    const dimensions = dimensionResults[row.model];
    if (!dimensions) throw new Error(`no dimension results for ${row.model}`);
    const score = overallScore(dimensions);
    return { ...row, dimensions, score, computedCategory: categoryOf(score) };
  });
}

async function buildReport(): Promise<Uint8Array> {
  const published = new Date(`${reportEdition.published}T00:00:00Z`);
  const publishedLabel = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(published);
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const writer = new DocWriter(doc, fonts, {
    kind: `Research report  |  Published ${publishedLabel}`,
    title: files.reportTitle,
    subtitle: `How six leading foundation models score across nine AI risk dimensions, and what enterprise AI traffic from ${reportEdition.dataPeriod} says about risk in production.`,
    footer: `${brand.legalName}  |  State of AI Trust  |  ${reportEdition.quarter}`,
    siteLabel: brand.domain,
  });
  setMetadata(doc, {
    title: files.reportTitle,
    subject: `${brand.name} research: AI Trust Scores of six foundation models across nine risk dimensions`,
    keywords: [brand.name, "AI Trust Score", "foundation models", "LLM security", "AI risk", reportEdition.quarter],
    author: brand.legalName,
    date: published,
  });

  writer.coverBand(220);
  writer.heading("Executive summary", { eyebrow: "Overview" });
  writer.paragraph(reportSummary, { size: 11 });
  writer.stats(keyFigures);
  writer.heading("How we tested", { eyebrow: "Methodology", size: 15 });
  writer.bullets(methodology);

  const findingRows = reportFindings.map((finding) => [FINDING_LABEL[finding.severity], finding.title, finding.description]);
  const findingWidths = [0.13, 0.29, 0.58];
  writer.heading("Four findings that should shape your AI programme", {
    eyebrow: "Key findings",
    size: 15,
    keepWith: writer.tableHeight(findingRows, findingWidths),
  });
  writer.table(["Severity", "Finding", "What we saw"], findingRows, findingWidths, (row, column) =>
    column === 0 ? severityColor(FINDING_LABEL[reportFindings[row]!.severity]) : undefined,
  );

  const ranked = scoredRankings();
  const rankingRows = ranked.map((row, index) => [
    String(index + 1),
    row.model,
    row.provider,
    `${row.score} / ${REPORT_SCALE_MAX}`,
    row.category,
  ]);
  const rankingWidths = [0.07, 0.33, 0.26, 0.17, 0.17];
  writer.heading("AI Trust Score ranking of six leading models", {
    eyebrow: "Model ranking",
    size: 15,
    keepWith: writer.tableHeight(rankingRows, rankingWidths) + 40,
  });
  writer.table(["#", "Model", "Provider", "AI Trust Score", "Rating"], rankingRows, rankingWidths);
  writer.paragraph(
    "Excellent: 80 and above. Good: 70 to 79. Fair: 50 to 69. Poor: below 50. Scores describe each model as served by its provider with default settings; system prompts, retrieval and guardrails change deployed behaviour.",
    { size: 8.5, color: COLORS.muted },
  );

  const resultRows = ranked.map((row) => [row.model.split(":")[0]!, ...row.dimensions.map(String), String(row.score)]);
  const resultWidths = [0.12, ...DIMENSION_SHORT.map(() => 0.085), 0.115];
  writer.heading("Results on all nine risk dimensions", {
    eyebrow: "Per-dimension scores (0 to 100)",
    size: 15,
    keepWith: writer.tableHeight(resultRows, resultWidths) + 30,
  });
  writer.table(["Model", ...DIMENSION_SHORT, "Overall"], resultRows, resultWidths, (_row, column) =>
    column === 1 ? COLORS.critical : undefined,
  );
  writer.paragraph(
    `Columns follow the nine dimensions: ${riskDimensions.map((dimension) => `${dimension.title} (${dimension.severity})`).join(", ")}. The overall score weights Critical dimensions four times, High three, Medium two and Low once.`,
    { size: 8.5, color: COLORS.muted },
  );

  const dimensionRows = riskDimensions.map((dimension) => [dimension.title, dimension.severity, dimension.description]);
  const dimensionWidths = [0.26, 0.14, 0.6];
  writer.heading("The nine risk dimensions", {
    eyebrow: "The AI Trust Score",
    size: 15,
    keepWith: writer.tableHeight(dimensionRows, dimensionWidths),
  });
  writer.table(["Risk dimension", "Severity", "What it measures"], dimensionRows, dimensionWidths, (row, column) =>
    column === 1 ? severityColor(riskDimensions[row]!.severity) : undefined,
  );

  const attackRows = attackTechniques.map((attack) => [attack.name, attack.description, `${attack.modelsAffected} of 6`]);
  const attackWidths = [0.27, 0.56, 0.17];
  writer.heading("The attack techniques that worked", {
    eyebrow: "Red-team results",
    size: 15,
    keepWith: writer.tableHeight(attackRows, attackWidths),
  });
  writer.table(["Technique", "How it works", "Models affected"], attackRows, attackWidths);

  writer.heading("A 90-day action plan for security and compliance teams", { eyebrow: "Recommendations", size: 15, keepWith: 170 });
  writer.steps(actionPlan.map((phase) => ({ title: `${phase.period}: ${phase.title}`, description: phase.actions.join(" ") })));

  writer.callout("Get the AI Trust Score of your own models", [
    `Book a ${meetings.demoMinutes}-minute demo with a free AI Security Risk Audit worth ${meetings.auditValue}: ${SITE}/book-demo`,
    `Read the findings online: ${SITE}/aitrustscore-report  |  Press and analysts: ${addresses.hello}`,
  ]);
  writer.paragraph(
    `(c) ${brand.copyrightYear} ${brand.legalName} Models are named by research codename and scored as served, not as deployed.`,
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
