// Uploaded images: checked by their content, resized once to the responsive widths as AVIF and
// WebP (plus a JPEG social card crop), and kept in the database, original and variants, so every
// app process serves the same files. Serving is a read of ready bytes.
import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { Database } from "#db/index.ts";
import { imageVariants, images } from "#db/schema.ts";
import { CARD_SIZE, imageRefUrl, variantWidths, type ImageRequest, type StoredImage } from "./image-ref.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "./image-rules.ts";

export type { StoredImage };

export type UploadFormat = "png" | "jpeg" | "webp" | "avif";

/** Decompression bombs stop here: a 5 MB file may claim billions of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;


/** A refused upload: 413 for its size, 422 for its content. Nothing is stored. */
export class ImageRejected extends Error {
  constructor(
    readonly status: 413 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** The format the bytes say they are (their signature), whatever the file is called. */
export function sniffImageFormat(bytes: Uint8Array): UploadFormat | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (bytes.length >= 8 && ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

/** What libvips calls each format once it has decoded the header. */
const DECODER: Record<UploadFormat, string> = { png: "png", jpeg: "jpeg", webp: "webp", avif: "heif" };

const ENCODERS = {
  // Effort 2 keeps AVIF at about a second per image on a busy two-core machine; 4 took five times longer.
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 4 }),
} as const;

type Variant = { format: "avif" | "webp" | "jpeg"; width: number; height: number; bytes: Buffer };

const input = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, failOn: "error" });

/** Every variant of an image: each width in WebP and AVIF, and the card crop in JPEG. */
async function makeVariants(bytes: Buffer, width: number, height: number): Promise<Variant[]> {
  const variants: Variant[] = [];
  for (const w of variantWidths(width)) {
    const h = Math.max(1, Math.round((height * w) / width));
    for (const format of ["webp", "avif"] as const) {
      const out = await ENCODERS[format](input(bytes).resize({ width: w, height: h, fit: "fill" })).toBuffer();
      variants.push({ format, width: w, height: h, bytes: out });
    }
  }
  const card = await input(bytes)
    .resize({ ...CARD_SIZE, fit: "cover", position: "attention" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  variants.push({ format: "jpeg", ...CARD_SIZE, bytes: card });
  return variants;
}

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 24);

const stored = (hash: string, width: number, height: number): StoredImage => ({
  url: imageRefUrl({ hash, width, height }),
  hash,
  width,
  height,
});

/**
 * Checks and stores an uploaded file. Refused (ImageRejected, nothing stored) when it is over 5 MB,
 * is not a PNG, JPEG, WebP or AVIF by its content, has too many pixels or does not decode. The same
 * bytes uploaded again are the same image, not a copy.
 */
export async function storeUploadedImage(db: Database, bytes: Buffer, { uploadedBy }: { uploadedBy: string | null }): Promise<StoredImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRejected(413, IMAGE_MESSAGES.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejected(422, IMAGE_MESSAGES.notAnImage);

  const hash = hashOf(bytes);
  const [existing] = await db.select({ width: images.width, height: images.height }).from(images).where(eq(images.hash, hash)).limit(1);
  if (existing) return stored(hash, existing.width, existing.height);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new ImageRejected(422, IMAGE_MESSAGES.notAnImage);
  }
  if (metadata.format !== DECODER[format] || (format === "avif" && metadata.compression !== "av1")) {
    throw new ImageRejected(422, IMAGE_MESSAGES.notAnImage);
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageRejected(422, IMAGE_MESSAGES.unreadable);
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected(422, IMAGE_MESSAGES.tooManyPixels);

  let variants: Variant[];
  try {
    variants = await makeVariants(bytes, width, height);
  } catch {
    throw new ImageRejected(422, IMAGE_MESSAGES.unreadable);
  }

  await db.transaction(async (tx) => {
    const [image] = await tx
      .insert(images)
      .values({ hash, format, width, height, byteSize: bytes.length, original: bytes, uploadedBy })
      .onConflictDoNothing({ target: images.hash })
      .returning({ id: images.id });
    // Another process stored the same file meanwhile: theirs is the same image.
    if (!image) return;
    await tx.insert(imageVariants).values(variants.map((variant) => ({ imageId: image.id, ...variant })));
  });
  return stored(hash, width, height);
}

export type ImageFile = { bytes: Buffer; contentType: string };

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

/** The bytes behind an image address, or undefined when there are none (unknown hash or width). */
export async function readImageVariant(db: Database, request: ImageRequest): Promise<ImageFile | undefined> {
  const format = request.kind === "card" ? "jpeg" : request.format;
  const conditions = [eq(images.hash, request.hash), eq(imageVariants.format, format)];
  if (request.kind === "width") conditions.push(eq(imageVariants.width, request.width));
  const [row] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(and(...conditions))
    .orderBy(desc(imageVariants.width))
    .limit(1);
  return row && { bytes: row.bytes, contentType: CONTENT_TYPES[format] };
}
