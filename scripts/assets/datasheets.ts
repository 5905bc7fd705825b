// Builds one branded, multi-section datasheet PDF per product from app/content, the same data the
// product pages render. Output: public/files/ (gitignored), paths from app/config/site.ts `files`.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { addresses, brand, meetings } from "#app/config/site.ts";
import { sampleScoreCategories, sdkPackage, sdkSamples } from "#app/content/developer-sdk.ts";
import { chatbotComparison, datasheetProducts, type Datasheet, type Product } from "#app/content/products.ts";
import { howItWorks, riskDimensions, TRUST_SCORE_MAX } from "#app/content/trust-score.ts";
import { COLORS, DocWriter, embedFonts, setMetadata } from "#scripts/assets/pdf/layout.ts";
import { severityColor } from "#scripts/assets/pdf/severity.ts";

const SITE = `https://${brand.domain}`;
/** Datasheets carry the date of the content they describe, not of the build. */
const EDITION = new Date("2025-07-01T00:00:00Z");
const EDITION_LABEL = "Edition July 2025";

/** Products whose datasheet explains the nine risk dimensions in full. */
const WITH_DIMENSIONS = new Set<Product["id"]>(["guardrails", "observability", "redTeaming"]);

export async function buildDatasheet(product: Product & { datasheet: Datasheet }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const writer = new DocWriter(doc, fonts, {
    kind: "Datasheet",
    title: product.name,
    subtitle: product.datasheet.subtitle,
    footer: `${brand.legalName}  |  ${product.name} datasheet  |  ${EDITION_LABEL}`,
    siteLabel: brand.domain,
  });
  setMetadata(doc, {
    title: `${brand.name} ${product.name} Datasheet`,
    subject: product.datasheet.subtitle,
    keywords: [brand.name, product.name, "AI Trust Score", "AI security", "datasheet"],
    author: brand.legalName,
    date: EDITION,
  });

  writer.coverBand();
  writer.heading(product.headline, { eyebrow: "Overview" });
  writer.paragraph(product.summary, { size: 11 });
  writer.stats(product.stats);

  writer.heading(product.featuresTitle, { eyebrow: "Key capabilities", size: 15 });
  writer.items(product.features.map((feature) => ({ title: feature.title, text: feature.description })));

  const steps = product.steps?.items ?? (WITH_DIMENSIONS.has(product.id) ? howItWorks : undefined);
  if (steps) {
    writer.heading(product.steps?.title ?? "Test, score, monitor: one loop from launch to production", { eyebrow: "How it works", size: 15 });
    writer.steps(steps);
  }

  if (product.id === "developers") {
    const rows = sampleScoreCategories.map((category) => [category.name, String(category.score), category.description]);
    const widths = [0.24, 0.16, 0.6];
    writer.heading("Five categories, each scored out of 1000", {
      eyebrow: "Sample Trust Score",
      size: 15,
      keepWith: writer.tableHeight(rows, widths),
    });
    writer.table(["Category", `Score / ${TRUST_SCORE_MAX}`, "What it measures"], rows, widths);
    const install = sdkSamples.find((sample) => sample.id === "install");
    const scoreSample = sdkSamples.find((sample) => sample.id === "trust-score");
    writer.heading(`Install ${sdkPackage.name} and fetch a score`, { eyebrow: "Python SDK", size: 15 });
    if (install) writer.code(install.code.split("\n"));
    if (scoreSample) writer.code(scoreSample.code.split("\n"));
  }

  if (product.id === "chatbot") {
    const rows = chatbotComparison.map((row) => [row.topic, row.publicTools, row.lumenguard]);
    const widths = [0.2, 0.38, 0.42];
    writer.heading("Public AI tools versus a governed assistant", {
      eyebrow: "Shadow AI",
      size: 15,
      keepWith: writer.tableHeight(rows, widths),
    });
    writer.table(["", "Public AI tools", product.name], rows, widths);
  }

  if (WITH_DIMENSIONS.has(product.id)) {
    const rows = riskDimensions.map((dimension) => [dimension.title, dimension.severity, dimension.description]);
    const widths = [0.26, 0.14, 0.6];
    writer.heading("Nine risk dimensions, ranked by severity", {
      eyebrow: "The AI Trust Score",
      size: 15,
      keepWith: writer.tableHeight(rows, widths),
    });
    writer.table(["Risk dimension", "Severity", "What it measures"], rows, widths, (row, column) =>
      column === 1 ? severityColor(riskDimensions[row]!.severity) : undefined,
    );
  }

  if (product.audiences) {
    writer.heading("Built for every team that owns AI risk", { eyebrow: "Who it's for", size: 15 });
    writer.items(product.audiences.map((audience) => ({ title: audience.title, text: audience.description })));
  }

  if (product.integrations) {
    writer.heading("Works with your stack", { eyebrow: "Integrations", size: 15 });
    writer.bullets(product.integrations);
  }
  if (product.compliance) {
    writer.heading("Compliance mapping", { eyebrow: "Frameworks", size: 15 });
    writer.chips(product.compliance);
  }

  writer.callout(`See ${product.name} in action`, [
    `Book a ${meetings.demoMinutes}-minute demo with a free AI Security Risk Audit worth ${meetings.auditValue}: ${SITE}/book-demo`,
    `Sales: ${addresses.sales}  |  Product page: ${SITE}${product.path}`,
    "24/7 enterprise support  |  99.9% uptime SLA  |  Cloud agnostic: SaaS, private cloud or on premises",
  ]);
  writer.paragraph(
    `${brand.name}, the ${brand.name} logo and AI Trust Score are trademarks of ${brand.legalName} Figures describe typical deployments; your results depend on your models, traffic and policies.`,
    { size: 7.5, color: COLORS.muted },
  );
  writer.finish();
  return doc.save();
}

export async function generate(publicDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const product of datasheetProducts) {
    const target = path.join(publicDir, product.datasheet.pdfPath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await buildDatasheet(product));
    written.push(target);
  }
  return written;
}
