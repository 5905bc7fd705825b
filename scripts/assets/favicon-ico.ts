// /favicon.ico: browsers ask for it on documents that name no icon (a page's Markdown, the feed,
// a PDF), and so do feed readers and bookmark tools. The mark from public/favicon.svg at 16, 32
// and 48 pixels, each stored as PNG inside the ICO container (readable since Windows Vista).
// Output is gitignored and rebuilt each build.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

export const ICON_SIZES = [16, 32, 48] as const;
const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** The ICO container (ICONDIR, one ICONDIRENTRY per image, then the images) around PNG images. */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0); // width; 0 means 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

export async function generate(publicDir: string): Promise<string[]> {
  const svg = await readFile(path.join(publicDir, "favicon.svg"), "utf8");
  const images = ICON_SIZES.map((size) => ({
    size,
    png: new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng(),
  }));
  const target = path.join(publicDir, "favicon.ico");
  await writeFile(target, icoFromPngs(images));
  return [target];
}
