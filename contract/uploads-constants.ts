// Photo uploads (review photos, issue 17): the limits and messages the browser shows before it
// sends a file and the server applies to every file it gets. Kept free of zod for page code.

export const REVIEW_PHOTO_UPLOAD_PATH = "/api/customer/upload/review-photo";
/** Where a kept photo is served: /media/uploads/{key}.webp and /media/uploads/{key}-thumb.webp. */
export const UPLOADS_MEDIA_PREFIX = "/media/uploads/";

export const REVIEW_PHOTOS_MAX = 6;
/** One file, as sent. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Each side at least this long: smaller pictures show nothing useful. */
export const PHOTO_MIN_SIDE = 200;
/** Each side at most this long, and at most this many pixels: a small file can decode to gigabytes. */
export const PHOTO_MAX_SIDE = 12_000;
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The formats taken (read from the bytes, not the file name or the declared type). */
export const PHOTO_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export const UPLOAD_MESSAGES = {
  missing: "Choose a photo to upload.",
  tooLarge: "This photo is larger than 10 MB. Please choose a smaller one.",
  notImage: "This file is not a photo we can use. Please upload a JPEG, PNG, WebP or AVIF image.",
  tooSmall: `This photo is too small. Please use one at least ${PHOTO_MIN_SIDE} × ${PHOTO_MIN_SIDE} pixels.`,
  tooBig: "This photo has too many pixels. Please use one of at most 50 megapixels.",
  tooMany: `You can add up to ${REVIEW_PHOTOS_MAX} photos.`,
  unknownPhoto: "One of the photos could not be found. Please upload it again.",
} as const;
