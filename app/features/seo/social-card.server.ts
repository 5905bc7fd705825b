// Social cards (og:image): 1200x630 PNGs in the brand's style with a page's or a post's title. The
// build draws one per marketing page (scripts/assets/social-cards.ts); a post's is drawn when it is
// published and kept in the database (app/features/blog/post-social-image.server.ts). Both use
// this drawing.
import { Resvg } from "@resvg/resvg-js";
import { brandColours, brandMark } from "#app/config/brand-mark.ts";
import { brand } from "#app/config/site.ts";
import type { CardText } from "#app/content/social-cards.ts";
import { escapeXml } from "#app/lib/xml.ts";

export const CARD = { width: 1200, height: 630 } as const;
const PAD = 80;
const TEXT_WIDTH = CARD.width - 2 * PAD;
const FONT = "DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif";
/** The title sits between the eyebrow and the footer: `top` to `top + height`. */
const TITLE = { maxSize: 68, minSize: 40, maxLines: 4, top: 250, height: 290, lineHeight: 1.16 };

/** Changes when the drawing changes, so a post's card address (a hash of what it shows) changes too. */
export const CARD_DESIGN_VERSION = "1";

/** Rough advance widths of DejaVu Sans Bold, in em: enough to break lines; the render is measured after. */
function estimateWidth(text: string, size: number): number {
  let em = 0;
  for (const char of text) {
    if (" ".includes(char)) em += 0.35;
    else if ("ijlI.,:;'!|ftr()[]".includes(char)) em += 0.42;
    else if ("mwMW".includes(char)) em += 1.06;
    else if (/[A-Z0-9]/.test(char)) em += 0.76;
    else em += 0.69;
  }
  return em * size;
}

/** A word wider than a line, in pieces that fit. */
function splitLongWord(word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && estimateWidth(piece + char, size) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Greedy line breaking within the width; the last line ends with an ellipsis when the text does not fit. */
export function wrapTitle(title: string, size: number, maxLines: number, width = TEXT_WIDTH): string[] {
  const words = title
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitLongWord(word, size, width));
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || estimateWidth(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const lastWords = kept[maxLines - 1]!.split(" ");
  while (lastWords.length > 1 && estimateWidth(`${lastWords.join(" ")} …`, size) > width) lastWords.pop();
  const last = `${lastWords.join(" ")} …`;
  kept[maxLines - 1] = last;
  return kept;
}

/** How many lines of this size the title's space holds. */
const linesThatFit = (size: number) => Math.min(TITLE.maxLines, Math.floor(TITLE.height / (size * TITLE.lineHeight)));

/**
 * The biggest title size (down to the minimum) at which the title fits its space, breaking lines at
 * `widthScale` of the text width (below 1 when the estimate proved too narrow for this title).
 */
function titleLayout(title: string, widthScale = 1): { size: number; lines: string[] } {
  const width = TEXT_WIDTH * widthScale;
  for (let size = TITLE.maxSize; size >= TITLE.minSize; size -= 4) {
    const lines = wrapTitle(title, size, linesThatFit(size) + 1, width);
    if (lines.length <= linesThatFit(size)) return { size, lines };
  }
  return { size: TITLE.minSize, lines: wrapTitle(title, TITLE.minSize, linesThatFit(TITLE.minSize), width) };
}

function titleSvg({ size, lines }: { size: number; lines: string[] }): string {
  const tspans = lines
    .map((line, i) => `<tspan x="${PAD}" y="${TITLE.top + size + i * size * TITLE.lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<text font-family="${FONT}" font-weight="700" font-size="${size}" fill="#ffffff">${tspans}</text>`;
}

export function socialCardSvg({ title, eyebrow }: CardText, widthScale = 1): string {
  const { width, height } = CARD;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><radialGradient id="glow" cx="1" cy="0" r="0.9"><stop offset="0" stop-color="${brandColours.amber}" stop-opacity="0.32"/><stop offset="1" stop-color="${brandColours.amber}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="${brandColours.ink}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<svg x="${PAD}" y="${PAD - 16}" width="64" height="64" viewBox="${brandMark.viewBox}">${brandMark.markup}</svg>`,
    `<text x="${PAD + 84}" y="${PAD + 30}" font-family="${FONT}" font-weight="700" font-size="38" fill="#ffffff">${escapeXml(brand.name)}</text>`,
    `<text x="${PAD}" y="${TITLE.top - 30}" font-family="${FONT}" font-weight="700" font-size="26" letter-spacing="3" fill="${brandColours.amber}">${escapeXml(eyebrow.toUpperCase())}</text>`,
    titleSvg(titleLayout(title, widthScale)),
    `<text x="${PAD}" y="${height - 50}" font-family="${FONT}" font-size="26" fill="#ffffff" fill-opacity="0.75">${escapeXml(brand.domain)}</text>`,
    `<rect y="${height - 14}" width="${width}" height="14" fill="${brandColours.amber}"/>`,
    `</svg>`,
  ].join("");
}

const resvg = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } });

/**
 * The card as a PNG. The title's lines are measured as drawn; when one is wider than the card allows,
 * the lines are broken again narrower by as much. Without a usable font resvg drops text silently,
 * and a card without its title must not be shown, so that throws.
 */
export function renderSocialCard(text: CardText): Buffer {
  if (!text.title.trim()) throw new Error("social card: a card needs a title");
  let widthScale = 1;
  for (let attempt = 0; attempt < 4; attempt++) {
    const layout = titleLayout(text.title, widthScale);
    const box = resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">${titleSvg(layout)}</svg>`).getBBox();
    if (!box || box.width < 1) throw new Error("social card: no font found to draw the title (install fonts-dejavu-core)");
    if (box.x + box.width <= PAD + TEXT_WIDTH) break;
    widthScale *= TEXT_WIDTH / (box.x + box.width - PAD) / 1.02;
  }
  return resvg(socialCardSvg(text, widthScale)).render().asPng();
}
