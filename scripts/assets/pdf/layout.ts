// A small flowing-layout writer over pdf-lib: headings, wrapped paragraphs, lists, stat tiles and
// tables that break across pages, with the Lumenguard header band and numbered footers.
import { type PDFDocument, type PDFFont, type PDFPage, rgb, type RGB, StandardFonts } from "pdf-lib";

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

const hex = (value: string): RGB => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** The site's palette (app/app.css) in PDF colours. */
export const COLORS = {
  ink: hex("#1b1740"),
  primary: hex("#4b3bd4"),
  amber: hex("#f2b634"),
  text: hex("#24213f"),
  muted: hex("#5f5c7a"),
  tint: hex("#f3f1ff"),
  line: hex("#dcd8f3"),
  white: rgb(1, 1, 1),
  critical: hex("#b91c1c"),
  high: hex("#c2410c"),
  medium: hex("#a16207"),
  low: hex("#047857"),
} as const;

/** The shield of the logo (app/components/layout/logo.tsx), drawn at 32 units. */
const LOGO_SHIELD = "M16 2 L4 6.5 V14.8 C4 22.2 9.1 28.1 16 30 C22.9 28.1 28 22.2 28 14.8 V6.5 Z";
const LOGO_BEAM = "M16 6.2 L8 9.2 V14.8 C8 19.8 11.3 24 16 25.6 Z";
const LOGO_CHECK = "M11.5 16 L14.7 19.2 L21 12.6";

export type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
}

const REPLACEMENTS: Record<string, string> = {
  "\u2192": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2009": " ",
  "\u202f": " ",
  "\u00a0": " ",
  "\u2713": "",
};

/** The standard fonts speak WinAnsi only: map what we can and drop what they cannot draw. */
function sanitize(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text) {
    const replaced = REPLACEMENTS[char] ?? char;
    for (const c of replaced) if (supported.has(c.codePointAt(0) ?? 0) || c === " ") out += c;
  }
  return out;
}

/** Greedy word wrap at `size` within `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

type TextOptions = { size?: number; font?: PDFFont; color?: RGB; x?: number; width?: number; lineHeight?: number };

export type DocumentInfo = {
  /** Small capitals above the title, e.g. "DATASHEET". */
  kind: string;
  title: string;
  subtitle: string;
  /** Footer text on the left of every page. */
  footer: string;
  siteLabel: string;
};

export class DocWriter {
  page!: PDFPage;
  y = 0;
  private pages: PDFPage[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly info: DocumentInfo,
  ) {}

  text(value: string, font: PDFFont = this.fonts.regular) {
    return sanitize(value, font);
  }

  /** The first page: the brand band with the document's kind, title and subtitle. */
  coverBand(height = 188) {
    this.newPage(false);
    const { page } = this;
    const top = PAGE.height;
    page.drawRectangle({ x: 0, y: top - height, width: PAGE.width, height, color: COLORS.ink });
    page.drawRectangle({ x: 0, y: top - height, width: PAGE.width, height: 4, color: COLORS.amber });
    this.logo(PAGE.margin, top - 34, COLORS.white);
    const kind = this.text(this.info.kind.toUpperCase(), this.fonts.bold);
    page.drawText(kind, {
      x: PAGE.width - PAGE.margin - this.fonts.bold.widthOfTextAtSize(kind, 9),
      y: top - 52,
      size: 9,
      font: this.fonts.bold,
      color: COLORS.amber,
    });
    let y = top - 100;
    for (const line of wrap(this.text(this.info.title, this.fonts.bold), this.fonts.bold, 28, CONTENT_WIDTH)) {
      page.drawText(line, { x: PAGE.margin, y, size: 28, font: this.fonts.bold, color: COLORS.white });
      y -= 32;
    }
    for (const line of wrap(this.text(this.info.subtitle), this.fonts.regular, 12.5, CONTENT_WIDTH)) {
      page.drawText(line, { x: PAGE.margin, y: y + 4, size: 12.5, font: this.fonts.regular, color: hex("#d9d5fb") });
      y -= 17;
    }
    this.y = top - height - 32;
  }

  /** The logo mark and wordmark; `top` is the mark's top edge. */
  logo(x: number, top: number, wordColor: RGB) {
    const scale = 0.75;
    this.page.drawSvgPath(LOGO_SHIELD, { x, y: top, scale, color: COLORS.primary });
    this.page.drawSvgPath(LOGO_BEAM, { x, y: top, scale, color: COLORS.amber });
    this.page.drawSvgPath(LOGO_CHECK, { x, y: top, scale, borderColor: COLORS.white, borderWidth: 2.4 });
    this.page.drawText("Lumenguard", { x: x + 30, y: top - 17, size: 15, font: this.fonts.bold, color: wordColor });
  }

  newPage(withHeader = true) {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
    if (withHeader) {
      this.logo(PAGE.margin, PAGE.height - 30, COLORS.ink);
      const title = this.text(this.info.title);
      this.page.drawText(title, {
        x: PAGE.width - PAGE.margin - this.fonts.regular.widthOfTextAtSize(title, 9),
        y: PAGE.height - 44,
        size: 9,
        font: this.fonts.regular,
        color: COLORS.muted,
      });
      this.page.drawLine({
        start: { x: PAGE.margin, y: PAGE.height - 58 },
        end: { x: PAGE.width - PAGE.margin, y: PAGE.height - 58 },
        thickness: 0.75,
        color: COLORS.line,
      });
      this.y = PAGE.height - 88;
    }
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number) {
    if (this.y - height < PAGE.margin + 24) this.newPage();
  }

  /** A section heading; `keepWith` is the height of what follows that must stay on its page. */
  heading(value: string, options: { size?: number; eyebrow?: string; keepWith?: number } = {}) {
    const size = options.size ?? 17;
    const lines = wrap(this.text(value, this.fonts.bold), this.fonts.bold, size, CONTENT_WIDTH);
    this.ensure(lines.length * (size + 4) + (options.eyebrow ? 16 : 0) + (options.keepWith ?? 60));
    this.y -= 8;
    if (options.eyebrow) {
      this.page.drawText(this.text(options.eyebrow.toUpperCase(), this.fonts.bold), {
        x: PAGE.margin,
        y: this.y,
        size: 8.5,
        font: this.fonts.bold,
        color: COLORS.primary,
      });
      this.y -= 16;
    }
    for (const line of lines) {
      this.page.drawText(line, { x: PAGE.margin, y: this.y - size + 4, size, font: this.fonts.bold, color: COLORS.ink });
      this.y -= size + 4;
    }
    this.y -= 8;
  }

  paragraph(value: string, options: TextOptions = {}) {
    const size = options.size ?? 10.5;
    const font = options.font ?? this.fonts.regular;
    const x = options.x ?? PAGE.margin;
    const width = options.width ?? CONTENT_WIDTH;
    const lineHeight = options.lineHeight ?? size * 1.45;
    const lines = wrap(this.text(value, font), font, size, width);
    // Short paragraphs are not split across pages.
    if (lines.length <= 6) this.ensure(lines.length * lineHeight);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? COLORS.text });
      this.y -= lineHeight;
    }
    this.y -= 6;
  }

  /** Measures a block of wrapped text without drawing it. */
  measure(value: string, size: number, width: number, font: PDFFont = this.fonts.regular, lineHeight = size * 1.45) {
    return wrap(this.text(value, font), font, size, width).length * lineHeight;
  }

  /** Draws wrapped text at a fixed position (inside tiles and tables); returns the height used. */
  drawBlock(value: string, x: number, top: number, width: number, options: TextOptions = {}) {
    const size = options.size ?? 10;
    const font = options.font ?? this.fonts.regular;
    const lineHeight = options.lineHeight ?? size * 1.4;
    const lines = wrap(this.text(value, font), font, size, width);
    lines.forEach((line, index) => {
      this.page.drawText(line, { x, y: top - size - index * lineHeight, size, font, color: options.color ?? COLORS.text });
    });
    return lines.length * lineHeight;
  }

  /** A row of figure tiles, e.g. "<50 ms / Added response time". */
  stats(items: readonly { value: string; label: string }[]) {
    const gap = 10;
    const width = (CONTENT_WIDTH - gap * (items.length - 1)) / items.length;
    const labelHeight = Math.max(...items.map((item) => this.measure(item.label, 8.5, width - 20, this.fonts.regular, 11)));
    const height = 44 + labelHeight;
    this.y -= 4;
    this.ensure(height + 12);
    items.forEach((item, index) => {
      const x = PAGE.margin + index * (width + gap);
      this.page.drawRectangle({ x, y: this.y - height, width, height, color: COLORS.tint });
      this.page.drawRectangle({ x, y: this.y - height, width: 3, height, color: COLORS.primary });
      this.page.drawText(this.text(item.value, this.fonts.bold), {
        x: x + 12,
        y: this.y - 30,
        size: 20,
        font: this.fonts.bold,
        color: COLORS.primary,
      });
      this.drawBlock(item.label, x + 12, this.y - 38, width - 20, { size: 8.5, color: COLORS.muted, lineHeight: 11 });
    });
    this.y -= height + 18;
  }

  /** Titled items in one or two columns, each with a small amber marker. */
  items(entries: readonly { title: string; text: string }[], columns: 1 | 2 = 2) {
    const gap = 22;
    const width = columns === 2 ? (CONTENT_WIDTH - gap) / 2 : CONTENT_WIDTH;
    for (let i = 0; i < entries.length; i += columns) {
      const row = entries.slice(i, i + columns);
      const heights = row.map(
        (entry) =>
          this.measure(entry.title, 10.5, width - 14, this.fonts.bold, 14) + this.measure(entry.text, 9.5, width - 14, this.fonts.regular, 13),
      );
      const height = Math.max(...heights) + 12;
      this.ensure(height);
      row.forEach((entry, index) => {
        const x = PAGE.margin + index * (width + gap);
        this.page.drawRectangle({ x, y: this.y - 11, width: 5, height: 5, color: COLORS.amber });
        const used = this.drawBlock(entry.title, x + 14, this.y, width - 14, { size: 10.5, font: this.fonts.bold, color: COLORS.ink, lineHeight: 14 });
        this.drawBlock(entry.text, x + 14, this.y - used - 1, width - 14, { size: 9.5, color: COLORS.text, lineHeight: 13 });
      });
      this.y -= height;
    }
    this.y -= 6;
  }

  /** Numbered steps in a row of boxes. */
  steps(entries: readonly { title: string; description: string }[]) {
    const gap = 10;
    const width = (CONTENT_WIDTH - gap * (entries.length - 1)) / entries.length;
    const height =
      Math.max(
        ...entries.map(
          (entry) =>
            this.measure(entry.title, 10.5, width - 24, this.fonts.bold, 14) + this.measure(entry.description, 9, width - 24, this.fonts.regular, 12),
        ),
      ) + 52;
    this.ensure(height + 10);
    entries.forEach((entry, index) => {
      const x = PAGE.margin + index * (width + gap);
      this.page.drawRectangle({ x, y: this.y - height, width, height, borderColor: COLORS.line, borderWidth: 1, color: COLORS.white });
      this.page.drawCircle({ x: x + 22, y: this.y - 22, size: 11, color: COLORS.primary });
      const number = String(index + 1);
      this.page.drawText(number, {
        x: x + 22 - this.fonts.bold.widthOfTextAtSize(number, 11) / 2,
        y: this.y - 26,
        size: 11,
        font: this.fonts.bold,
        color: COLORS.white,
      });
      const used = this.drawBlock(entry.title, x + 12, this.y - 40, width - 24, { size: 10.5, font: this.fonts.bold, color: COLORS.ink, lineHeight: 14 });
      this.drawBlock(entry.description, x + 12, this.y - 42 - used, width - 24, { size: 9, color: COLORS.text, lineHeight: 12 });
    });
    this.y -= height + 16;
  }

  /** The height `table` will take when it fits on one page. */
  tableHeight(rows: readonly (readonly string[])[], widths: readonly number[]) {
    const columnWidths = widths.map((fraction) => fraction * CONTENT_WIDTH);
    const body = rows.reduce(
      (sum, row) =>
        sum + Math.max(...row.map((cell, index) => this.measure(cell, 9, (columnWidths[index] ?? 0) - 16, this.fonts.regular, 12))) + 12,
      0,
    );
    return 20 + body;
  }

  /** A simple table; `widths` are fractions of the content width. */
  table(
    headers: readonly string[],
    rows: readonly (readonly string[])[],
    widths: readonly number[],
    cellColor?: (row: number, column: number) => RGB | undefined,
  ) {
    const columnWidths = widths.map((fraction) => fraction * CONTENT_WIDTH);
    const rowHeight = (row: readonly string[]) => this.tableHeight([row], widths) - 20;
    const drawHeader = () => {
      this.page.drawRectangle({ x: PAGE.margin, y: this.y - 20, width: CONTENT_WIDTH, height: 20, color: COLORS.ink });
      let x = PAGE.margin;
      headers.forEach((header, index) => {
        this.page.drawText(this.text(header, this.fonts.bold), { x: x + 8, y: this.y - 14, size: 9, font: this.fonts.bold, color: COLORS.white });
        x += columnWidths[index] ?? 0;
      });
      this.y -= 20;
    };
    // A table that fits on one page is kept together; a longer one repeats its header.
    const total = this.tableHeight(rows, widths);
    this.ensure(total < PAGE.height - PAGE.margin * 2 - 100 ? total : 60);
    drawHeader();
    rows.forEach((row, rowIndex) => {
      const height = rowHeight(row);
      if (this.y - height < PAGE.margin + 24) {
        this.newPage();
        drawHeader();
      }
      if (rowIndex % 2 === 1) {
        this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: CONTENT_WIDTH, height, color: COLORS.tint });
      }
      let x = PAGE.margin;
      row.forEach((cell, index) => {
        const color = cellColor?.(rowIndex, index);
        this.drawBlock(cell, x + 8, this.y - 6, (columnWidths[index] ?? 0) - 16, {
          size: 9,
          font: color || index === 0 ? this.fonts.bold : this.fonts.regular,
          color: color ?? COLORS.text,
          lineHeight: 12,
        });
        x += columnWidths[index] ?? 0;
      });
      this.y -= height;
    });
    this.y -= 16;
  }

  /** A compact bulleted list. */
  bullets(values: readonly string[]) {
    for (const value of values) {
      const height = this.measure(value, 10, CONTENT_WIDTH - 14, this.fonts.regular, 14);
      this.ensure(height + 4);
      this.page.drawRectangle({ x: PAGE.margin, y: this.y - 9, width: 5, height: 5, color: COLORS.amber });
      this.drawBlock(value, PAGE.margin + 14, this.y + 1, CONTENT_WIDTH - 14, { size: 10, lineHeight: 14 });
      this.y -= height + 4;
    }
    this.y -= 10;
  }

  /** Short tags on one wrapping line, e.g. compliance frameworks. */
  chips(values: readonly string[]) {
    const size = 9;
    let x = PAGE.margin;
    this.ensure(26);
    for (const raw of values) {
      const value = this.text(raw, this.fonts.bold);
      const width = this.fonts.bold.widthOfTextAtSize(value, size) + 18;
      if (x + width > PAGE.width - PAGE.margin) {
        x = PAGE.margin;
        this.y -= 26;
        this.ensure(26);
      }
      this.page.drawRectangle({ x, y: this.y - 20, width, height: 20, color: COLORS.tint, borderColor: COLORS.line, borderWidth: 0.75 });
      this.page.drawText(value, { x: x + 9, y: this.y - 14, size, font: this.fonts.bold, color: COLORS.primary });
      x += width + 8;
    }
    this.y -= 36;
  }

  /** Monospaced lines on a dark panel; long lines are clipped by design (samples are short). */
  code(lines: readonly string[]) {
    const size = 8.5;
    const lineHeight = 11.5;
    const height = lines.length * lineHeight + 20;
    this.ensure(height + 10);
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: CONTENT_WIDTH, height, color: COLORS.ink });
    lines.forEach((line, index) => {
      this.page.drawText(this.text(line, this.fonts.mono), {
        x: PAGE.margin + 14,
        y: this.y - 14 - size - index * lineHeight + 2,
        size,
        font: this.fonts.mono,
        color: hex("#e8e6f7"),
      });
    });
    this.y -= height + 16;
  }

  /** The closing call to action on the brand colour. */
  callout(title: string, lines: readonly string[]) {
    const width = CONTENT_WIDTH - 36;
    const textHeight = lines.reduce((sum, line) => sum + this.measure(line, 10, width, this.fonts.regular, 14), 0);
    const height = 48 + textHeight;
    this.ensure(height + 10);
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: CONTENT_WIDTH, height, color: COLORS.primary });
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: 4, height, color: COLORS.amber });
    this.page.drawText(this.text(title, this.fonts.bold), { x: PAGE.margin + 18, y: this.y - 28, size: 14, font: this.fonts.bold, color: COLORS.white });
    let top = this.y - 38;
    for (const line of lines) {
      top -= this.drawBlock(line, PAGE.margin + 18, top, width, { size: 10, color: COLORS.white, lineHeight: 14 });
    }
    this.y -= height + 12;
  }

  /** Numbers every page and adds the footer line; call once, after the content. */
  finish() {
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: PAGE.margin, y: PAGE.margin - 6 },
        end: { x: PAGE.width - PAGE.margin, y: PAGE.margin - 6 },
        thickness: 0.75,
        color: COLORS.line,
      });
      const left = this.text(`${this.info.footer}  |  ${this.info.siteLabel}`);
      page.drawText(left, { x: PAGE.margin, y: PAGE.margin - 20, size: 8, font: this.fonts.regular, color: COLORS.muted });
      const right = `Page ${index + 1} of ${total}`;
      page.drawText(right, {
        x: PAGE.width - PAGE.margin - this.fonts.regular.widthOfTextAtSize(right, 8),
        y: PAGE.margin - 20,
        size: 8,
        font: this.fonts.regular,
        color: COLORS.muted,
      });
    });
  }
}

/** Fixed dates keep the generated files byte-identical between builds of the same content. */
export function setMetadata(
  doc: PDFDocument,
  meta: { title: string; subject: string; keywords: string[]; author: string; date: Date },
) {
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setKeywords(meta.keywords);
  doc.setAuthor(meta.author);
  doc.setCreator("Lumenguard site build (scripts/assets)");
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-US");
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
}
