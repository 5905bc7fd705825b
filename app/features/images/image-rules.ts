// What an upload may be, shared by the upload button (checked before sending) and the server
// (checked again, by content): the formats, the size, the shape and the messages either side shows.

/** The largest file accepted: 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels an upload may have, read from its header before anything is decoded: 36
 * megapixels takes a 33-megapixel camera frame (7008 × 4672); a small file may claim far more (a
 * 142 KB PNG can be 1920 × 20000), and every pixel is decoding work.
 */
export const IMAGE_MAX_MEGAPIXELS = 36;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * How many times longer than the other one side may be. A panorama or a tall infographic fits; a
 * strip of pixels does not, as no width of it would be readable.
 */
export const IMAGE_MAX_ASPECT = 8;

/** What the file picker offers; the server believes the bytes, not the type or the name. */
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"] as const;

export const IMAGE_MESSAGES = {
  tooLarge: "This image is larger than 5 MB. Please choose a smaller file or export it at a lower size.",
  notAnImage: "This file is not a PNG, JPEG, WebP or AVIF image, whatever its name says. Please choose an image file.",
  unreadable: "This image could not be read: the file may be damaged. Please export it again and retry.",
  tooManyPixels: `This image has too many pixels (more than ${IMAGE_MAX_MEGAPIXELS} megapixels). Please scale it down, for example to 6000 × 4000, and retry.`,
  tooNarrow: `This image is too long and narrow: one side is more than ${IMAGE_MAX_ASPECT} times the other. Please crop it or split it into several images.`,
  tooSlow: "This image took too long to process. Please export it again as an ordinary JPEG or PNG and retry.",
  busy: "Other images are being processed right now. Please try again in a few seconds.",
  missing: "Choose an image to upload.",
  failed: "The image could not be uploaded. Please try again.",
} as const;

export const uploadLimitMessage = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `You have uploaded many images in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};

export const storageFullMessage = (usedBytes: number, quotaMb: number) =>
  `Image storage is full: ${Math.round(usedBytes / 1024 / 1024).toLocaleString("en-US")} MB of the ${quotaMb.toLocaleString("en-US")} MB allowed are used. ` +
  "Ask whoever runs the site to raise IMAGE_STORAGE_MB.";

/** Why an image of this size (after orientation) is refused, or null when its shape is fine. */
export function shapeProblem(width: number, height: number): "tooManyPixels" | "tooNarrow" | null {
  if (Math.max(width, height) > IMAGE_MAX_ASPECT * Math.min(width, height)) return "tooNarrow";
  if (width * height > IMAGE_MAX_PIXELS) return "tooManyPixels";
  return null;
}
