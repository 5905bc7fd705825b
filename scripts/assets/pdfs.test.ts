import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "#app/config/site.ts";
import { datasheetProducts } from "#app/content/products.ts";
import { keyFigures, modelRankings, reportFindings } from "#app/content/report.ts";
import { attackTechniques } from "#app/content/report-download.ts";
import { riskDimensions } from "#app/content/trust-score.ts";
import { buildDatasheet, generate as generateDatasheets } from "./datasheets.ts";
import { extractPdfText } from "#scripts/assets/pdf/extract-text.ts";
import { generate as generateReport, scoredRankings } from "./report.ts";

let publicDir: string;

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "lumenguard-assets-"));
});
afterAll(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

/** All drawn lines, newline-separated (for whole-line checks). */
const text = async (bytes: Uint8Array) => (await extractPdfText(bytes)).flat().join("\n");
/** All drawn text as one run, so phrases wrapped across lines still match. */
const prose = async (bytes: Uint8Array) => (await extractPdfText(bytes)).flat().join(" ").replace(/\s+/g, " ");

describe("datasheet PDFs", () => {
  it("writes one file per product at the paths the site links to", async () => {
    const written = await generateDatasheets(publicDir);
    expect(written.map((file) => path.relative(publicDir, file)).sort()).toEqual(
      Object.values(files.datasheets)
        .map((href) => href.slice(1))
        .sort(),
    );
  });

  for (const product of datasheetProducts) {
    it(`${product.name}: a titled, multi-page datasheet built from the product content`, async () => {
      const bytes = await buildDatasheet(product);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getTitle()).toBe(`Lumenguard ${product.name} Datasheet`);
      expect(doc.getAuthor()).toBe("Lumenguard, Inc.");
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);

      const pages = await extractPdfText(bytes);
      expect(pages[0]).toContain(product.name);
      const all = await prose(bytes);
      for (const feature of product.features) expect(all).toContain(feature.title);
      for (const stat of product.stats) expect(all).toContain(stat.value);
      expect(all).toContain(`Page ${pages.length} of ${pages.length}`);
      expect(all).toContain("lumenguard.example/book-demo");
    });
  }

  it("guardrails lists the nine risk dimensions with their severities", async () => {
    const guardrails = datasheetProducts.find((product) => product.id === "guardrails")!;
    const all = await text(await buildDatasheet(guardrails));
    for (const dimension of riskDimensions) {
      expect(all).toContain(dimension.title);
    }
    expect(all.match(/^Critical$/gm)).toHaveLength(1);
    expect(all.match(/^Low$/gm)).toHaveLength(3);
  });

  it("is byte-identical across builds of the same content", async () => {
    const [first, second] = await Promise.all([buildDatasheet(datasheetProducts[0]!), buildDatasheet(datasheetProducts[0]!)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe("report PDF", () => {
  it("carries the page's figures and findings, and the exact scores the page masks", async () => {
    const [file] = await generateReport(publicDir);
    expect(path.relative(publicDir, file!)).toBe(files.report.slice(1));
    const bytes = new Uint8Array(await readFile(file!));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(files.reportTitle);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    const all = await prose(bytes);
    expect(all).toContain("State of AI Trust for Foundational");
    for (const figure of keyFigures) expect(all).toContain(figure.value);
    expect(all).toContain("59.9%");
    expect(all).toContain("36x");
    for (const finding of reportFindings) expect(all).toContain(finding.title);
    for (const attack of attackTechniques) expect(all).toContain(attack.name);
    expect(all).toContain("Days 61-90: Prove it, continuously");
    expect(modelRankings).toHaveLength(6);
    for (const row of scoredRankings()) {
      expect(all).toContain(row.model);
      expect(all).toContain(`${row.score} / 100`);
    }
  });
});
