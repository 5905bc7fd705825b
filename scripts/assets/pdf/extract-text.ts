// Reads back the text a generated PDF draws, for tests: pdf-lib writes each line as one hex
// string shown with Tj in a Flate-compressed content stream.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";

function decodeHex(hex: string): string {
  let out = "";
  for (let i = 0; i < hex.length; i += 2) out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
  return out;
}

/** Every drawn text line, page by page. */
export async function extractPdfText(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef)) : [contents];
    const lines: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(decodeHex(match[1] ?? ""));
    }
    return lines;
  });
}
