// The downloadable PNG logos (/logos): the mark from public/favicon.svg beside the wordmark,
// rendered with resvg at the two sizes the spec names. Output is gitignored and rebuilt each build.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { brand, files } from "#app/config/site.ts";

const INK = "#15163f";
/** The lockup is drawn on a 1024x512 canvas; smaller files are the same drawing scaled down. */
const CANVAS = { width: 1024, height: 512 };
const MARK = { size: 184, gap: 36 };
const WORDMARK = { fontSize: 116, width: 620 };

/** The favicon's viewBox and inner markup, nested as a positioned <svg> in the lockup. */
function nestMark(faviconSvg: string, x: number, y: number, size: number): string {
  const viewBox = /viewBox="([^"]+)"/.exec(faviconSvg)?.[1];
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(faviconSvg)?.[1];
  if (!viewBox || !inner) throw new Error("public/favicon.svg: expected an <svg> with a viewBox");
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">${inner}</svg>`;
}

export function logoLockupSvg(faviconSvg: string): string {
  const total = MARK.size + MARK.gap + WORDMARK.width;
  const left = (CANVAS.width - total) / 2;
  const markTop = (CANVAS.height - MARK.size) / 2;
  const textX = left + MARK.size + MARK.gap;
  // Baseline so the capital height sits centred on the mark (cap height ≈ 0.72 em).
  const baseline = CANVAS.height / 2 + (WORDMARK.fontSize * 0.72) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">`,
    nestMark(faviconSvg, left, markTop, MARK.size),
    // A fixed text length keeps the lockup's proportions whichever sans-serif font the machine has.
    `<text x="${textX}" y="${baseline}" font-family="DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif" font-weight="700" font-size="${WORDMARK.fontSize}" letter-spacing="-2" textLength="${WORDMARK.width}" lengthAdjust="spacingAndGlyphs" fill="${INK}">${brand.name}</text>`,
    `</svg>`,
  ].join("");
}

function renderLogo(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  });
  // Without a usable font resvg drops the text silently; a logo without its name must not ship.
  const box = resvg.getBBox();
  if (!box || box.x + box.width < CANVAS.width * 0.8) {
    throw new Error("brand-logos: no sans-serif font found to draw the wordmark (install fonts-dejavu-core)");
  }
  return resvg.render().asPng();
}

export async function generate(publicDir: string): Promise<string[]> {
  const faviconSvg = await readFile(path.join(publicDir, "favicon.svg"), "utf8");
  const svg = logoLockupSvg(faviconSvg);
  const outputs = [
    { file: files.logoStandard, width: 1024 },
    { file: files.logoCompact, width: 520 },
  ];
  const written: string[] = [];
  for (const { file, width } of outputs) {
    const target = path.join(publicDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, renderLogo(svg, width));
    written.push(target);
  }
  return written;
}
