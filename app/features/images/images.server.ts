// Uploaded images: checked by their content, resized once to the responsive widths as AVIF and
// WebP (plus a JPEG social card crop), and kept in the database, original and variants, so every
// app process serves the same files. Serving is a read of ready bytes. Before anything is decoded,
// the file's header says how large the image is, and what is too large, too narrow or past the
// storage quota is refused then; the decoding itself runs in an encoder process (encoder.server.ts).
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import type { Database } from "#db/index.ts";
import { imageOriginalParts, imageVariants, images } from "#db/schema.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import { imageRefUrl, largestVariantSize, type ImageRequest, type StoredImage } from "./image-ref.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, shapeProblem, storageFullMessage } from "./image-rules.ts";
import { ENCODER_RETRY_AFTER_SECONDS, encodeVariants, QueueFull } from "./encoder.server.ts";

export type { StoredImage };

export type UploadFormat = "png" | "jpeg" | "webp" | "avif";

/**
 * A refused upload, nothing stored: 413 for its size, 422 for its content, 429 when the encoder's
 * queue is full (with the seconds to wait), 507 when the image storage is full.
 */
export class ImageRejected extends Error {
  constructor(
    readonly status: 413 | 422 | 429 | 507,
    message: string,
    readonly retryAfterSeconds?: number,
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

/** The uploaded file is stored in parts of this size (db/schema.ts imageOriginalParts): about 8 ms each on the embedded database. */
const ORIGINAL_PART_BYTES = 256 * 1024;

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 24);

const stored = (hash: string, { width, height }: { width: number; height: number }): StoredImage => ({
  url: imageRefUrl({ hash, width, height }),
  hash,
  width,
  height,
});

/** An image stored already, by its hash: the size of its largest variant (what its address carries). */
async function storedImage(db: Database, hash: string): Promise<StoredImage | undefined> {
  const [largest] = await db
    .select({ width: imageVariants.width, height: imageVariants.height })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(and(eq(images.hash, hash), eq(imageVariants.format, "webp")))
    .orderBy(desc(imageVariants.width))
    .limit(1);
  return largest && stored(hash, largest);
}

/**
 * The image's size after EXIF orientation, read from its header alone: no pixel is decoded. Refused
 * when the header is not the format the signature claims.
 */
async function readHeader(bytes: Buffer, format: UploadFormat): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    // No limit here: the header is all that is read, and the size it gives is judged by shapeProblem.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(422, IMAGE_MESSAGES.notAnImage);
  }
  if (metadata.format !== DECODER[format] || (format === "avif" && metadata.compression !== "av1")) {
    throw new ImageRejected(422, IMAGE_MESSAGES.notAnImage);
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageRejected(422, IMAGE_MESSAGES.unreadable);
  return { width, height };
}

/**
 * Bytes the stored images take: originals and variants. octet_length reads a value's size from
 * its header, so the sum reads no image data.
 */
export async function storedImageBytes(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select (select coalesce(sum(${images.byteSize}), 0) from ${images}) + (select coalesce(sum(octet_length(${imageVariants.bytes})), 0) from ${imageVariants}) as bytes`,
  );
  // Both drivers (pg, PGlite) answer with `rows`; a bigint sum comes as text.
  return Number((result as unknown as { rows: Array<{ bytes: string | number }> }).rows[0]?.bytes ?? 0);
}

export type UploadOptions = {
  actor: AuditActor;
  /** IMAGE_STORAGE_MB: what all stored images may take. */
  storageMb: number;
  /** The request's: an upload whose client went away stops waiting, or encoding. */
  signal?: AbortSignal;
};

/**
 * Checks and stores an uploaded file. Refused (ImageRejected, nothing stored) when it is over 5 MB,
 * is not a PNG, JPEG, WebP or AVIF by its content, has too many pixels or too extreme a shape by its
 * header, would take the storage past its quota, finds the encoder's queue full, or does not
 * decode. The same bytes uploaded again are the same image, not a copy. The storing and its audit
 * entry are one transaction.
 */
export async function storeUploadedImage(db: Database, bytes: Buffer, { actor, storageMb, signal }: UploadOptions): Promise<StoredImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRejected(413, IMAGE_MESSAGES.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejected(422, IMAGE_MESSAGES.notAnImage);

  const hash = hashOf(bytes);
  const existing = await storedImage(db, hash);
  if (existing) return existing;

  const { width, height } = await readHeader(bytes, format);
  const problem = shapeProblem(width, height);
  if (problem) throw new ImageRejected(422, IMAGE_MESSAGES[problem]);
  // Checked before the work, with the upload's own size: its variants (a fraction of it, as a rule)
  // may take the total a little past the quota, as may uploads in other processes at the same time.
  const used = await storedImageBytes(db);
  if (used + bytes.length > storageMb * 1024 * 1024) throw new ImageRejected(507, storageFullMessage(used, storageMb));

  const size = largestVariantSize(width, height);
  let outcome;
  try {
    outcome = await encodeVariants({ bytes, ...size }, signal);
  } catch (error) {
    if (error instanceof QueueFull) throw new ImageRejected(429, IMAGE_MESSAGES.busy, ENCODER_RETRY_AFTER_SECONDS);
    throw error;
  }
  if (!outcome.ok) throw new ImageRejected(422, outcome.reason === "timeout" ? IMAGE_MESSAGES.tooSlow : IMAGE_MESSAGES.unreadable);

  await db.transaction(async (tx) => {
    const [image] = await tx
      .insert(images)
      .values({ hash, format, width, height, byteSize: bytes.length, uploadedBy: actor.adminId })
      .onConflictDoNothing({ target: images.hash })
      .returning({ id: images.id });
    // Another process stored the same file meanwhile: theirs is the same image.
    if (!image) return;
    // Short statements: on the embedded database each holds the event loop for its own bytes only.
    for (let part = 0; part * ORIGINAL_PART_BYTES < bytes.length; part++) {
      const piece = bytes.subarray(part * ORIGINAL_PART_BYTES, (part + 1) * ORIGINAL_PART_BYTES);
      await tx.insert(imageOriginalParts).values({ imageId: image.id, part, bytes: piece });
    }
    for (const variant of outcome.variants) await tx.insert(imageVariants).values({ imageId: image.id, ...variant });
    await recordAudit(tx, {
      actor,
      action: "image.uploaded",
      subject: "image",
      subjectId: image.id,
      details: { hash, format, width, height, bytes: bytes.length },
    });
  });
  return stored(hash, size);
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
