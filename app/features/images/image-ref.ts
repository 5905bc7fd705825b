// How an uploaded image is addressed. The stored reference, e.g. `/images/<hash>-1600x900.webp`,
// names the image by the hash of its bytes and carries its size, so any page can build the
// responsive sources (srcset, width and height) from the address alone, with no database lookup.
// Every variant's address holds the same hash: the bytes behind an address never change, so they
// are cached forever (immutable).

export const IMAGE_PATH = "/images/";

/** Widths each image is resized to (never wider than it is). */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MAX_IMAGE_WIDTH = 1920;

/** The social card crop every upload gets (og:image), 1.91:1 as the platforms show it. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

export type ImageFormat = "avif" | "webp";

/** What the upload answers with: the address a post stores, and the image's size. */
export type StoredImage = { url: string; hash: string; width: number; height: number };
export type ImageRef = { hash: string; width: number; height: number };

const HASH = "[0-9a-f]{24}";
const REF = new RegExp(`^${IMAGE_PATH}(${HASH})-(\\d{1,5})x(\\d{1,5})\\.webp$`);

/** The address a post stores for an uploaded image. */
export const imageRefUrl = ({ hash, width, height }: ImageRef) => `${IMAGE_PATH}${hash}-${width}x${height}.webp`;

/** The uploaded image an address names, or null for any other address. */
export function parseImageRef(url: string | null | undefined): ImageRef | null {
  const match = url ? REF.exec(url) : null;
  if (!match) return null;
  const [, hash, width, height] = match;
  return { hash: hash!, width: Number(width), height: Number(height) };
}

/**
 * The most pixels the largest variant has: a 3:4 portrait at the full width. Encoding is the costly
 * part of an upload (AVIF above all: about 2 s and 120 MB for 1920 × 1280), so a tall image is
 * served narrower rather than at 1920 pixels wide and many thousands high.
 */
export const MAX_VARIANT_PIXELS = MAX_IMAGE_WIDTH * 2560;

/** The size of an image's largest variant: no wider than MAX_IMAGE_WIDTH, no more than MAX_VARIANT_PIXELS, never enlarged. */
export function largestVariantSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_IMAGE_WIDTH / width, Math.sqrt(MAX_VARIANT_PIXELS / (width * height)));
  return { width: Math.max(1, Math.min(MAX_IMAGE_WIDTH, Math.round(width * scale))), height: Math.max(1, Math.round(height * scale)) };
}

/** The widths an image of this width is served at, smallest first. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, MAX_IMAGE_WIDTH);
  return [...RESPONSIVE_WIDTHS.filter((w) => w < top), top];
}

export const variantUrl = (hash: string, width: number, format: ImageFormat) => `${IMAGE_PATH}${hash}-${width}w.${format}`;
export const cardUrl = (hash: string) => `${IMAGE_PATH}${hash}-card.jpg`;

/** What a request for /images/<file> asks for. */
export type ImageRequest =
  | { hash: string; kind: "largest"; format: ImageFormat }
  | { hash: string; kind: "width"; width: number; format: ImageFormat }
  | { hash: string; kind: "card" };

const LARGEST = new RegExp(`^(${HASH})-\\d{1,5}x\\d{1,5}\\.(webp|avif)$`);
const SIZED = new RegExp(`^(${HASH})-(\\d{1,4})w\\.(webp|avif)$`);
const CARD = new RegExp(`^(${HASH})-card\\.jpg$`);

export function parseImageRequest(file: string): ImageRequest | null {
  let match = LARGEST.exec(file);
  if (match) return { hash: match[1]!, kind: "largest", format: match[2] as ImageFormat };
  match = SIZED.exec(file);
  if (match) return { hash: match[1]!, kind: "width", width: Number(match[2]), format: match[3] as ImageFormat };
  match = CARD.exec(file);
  if (match) return { hash: match[1]!, kind: "card" };
  return null;
}

export type ResponsiveSources = {
  /** The fallback <img src>: the largest WebP. */
  src: string;
  width: number;
  height: number;
  avifSrcSet: string;
  webpSrcSet: string;
};

/** Everything a <picture> needs for an uploaded image. */
export function responsiveSources(ref: ImageRef): ResponsiveSources {
  const widths = variantWidths(ref.width);
  const srcSet = (format: ImageFormat) => widths.map((w) => `${variantUrl(ref.hash, w, format)} ${w}w`).join(", ");
  const top = widths[widths.length - 1]!;
  return {
    src: variantUrl(ref.hash, top, "webp"),
    width: ref.width,
    height: ref.height,
    avifSrcSet: srcSet("avif"),
    webpSrcSet: srcSet("webp"),
  };
}

/** `sizes` for an image as wide as the article column (48rem) on large screens and the screen on small ones. */
export const ARTICLE_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";
