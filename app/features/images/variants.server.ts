// The encoding of an upload's variants: each responsive width in WebP and AVIF, and the social
// card crop in JPEG. It runs in the encoder's own process (encoder-process.server.ts), never in
// the server's.
import sharp, { type Sharp } from "sharp";
import { CARD_SIZE, variantWidths } from "./image-ref.ts";
import { IMAGE_MAX_PIXELS } from "./image-rules.ts";

/** The upload's bytes and the size of its largest variant (largestVariantSize). */
export type EncodeJob = { bytes: Uint8Array; width: number; height: number };

export type Variant = { format: "avif" | "webp" | "jpeg"; width: number; height: number; bytes: Buffer };

/** What the encoder's process answers: the variants, or that the image could not be decoded. */
export type EncodeAnswer = { ok: true; variants: Variant[] } | { ok: false };

const ENCODERS = {
  // Effort 2 keeps AVIF at about a second per image on a busy two-core machine; 4 took five times longer.
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 4 }),
} as const;

/**
 * Every variant of an image. The upload is decoded once, oriented and shrunk to the largest
 * variant's size (JPEG and WebP decode at a fraction of their size when they are much larger); each
 * variant is then made from those pixels, not from the upload again.
 */
export async function makeVariants({ bytes, width, height }: EncodeJob): Promise<Variant[]> {
  const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true, failOn: "error" })
    .resize({ width, height, fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const variants: Variant[] = [];
  for (const w of variantWidths(width)) {
    const h = Math.max(1, Math.round((height * w) / width));
    for (const format of ["webp", "avif"] as const) {
      const out = await ENCODERS[format](pixels().resize({ width: w, height: h, fit: "fill" })).toBuffer();
      variants.push({ format, width: w, height: h, bytes: out });
    }
  }
  const card = await pixels()
    .resize({ ...CARD_SIZE, fit: "cover", position: "attention" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  variants.push({ format: "jpeg", ...CARD_SIZE, bytes: card });
  return variants;
}
