// What an upload may be, shared by the upload button (checked before sending) and the server
// (checked again, by content): the formats, the size and the messages either side shows.

/** The largest file accepted: 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** What the file picker offers; the server believes the bytes, not the type or the name. */
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"] as const;

export const IMAGE_MESSAGES = {
  tooLarge: "This image is larger than 5 MB. Please choose a smaller file or export it at a lower size.",
  notAnImage: "This file is not a PNG, JPEG, WebP or AVIF image, whatever its name says. Please choose an image file.",
  unreadable: "This image could not be read: the file may be damaged. Please export it again and retry.",
  tooManyPixels: "This image has too many pixels (more than 40 megapixels). Please scale it down and retry.",
  missing: "Choose an image to upload.",
  failed: "The image could not be uploaded. Please try again.",
} as const;
