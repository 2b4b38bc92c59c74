// Checks and re-encodes a photo a shopper uploaded (review photos). The bytes decide what the file
// is (never its name or declared type); only JPEG, PNG, WebP and AVIF are decoded, so SVG (which
// can carry script), HTML and PDF are refused before anything renders them. The pixel bound is
// applied by libvips before it decodes, so a small file that would expand to gigabytes (a
// decompression bomb) is refused without the memory. What is kept is a fresh WebP encoding of the
// pixels: EXIF (camera, GPS position) and any bytes a polyglot file hid after the image are gone.
import sharp, { type Metadata } from "sharp";
import {
  PHOTO_FORMATS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_MIN_SIDE,
  UPLOAD_MESSAGES,
} from "../../../contract/uploads-constants";

/** The longer side of the kept copy and of the list thumbnail. */
export const FULL_SIDE = 1600;
export const THUMB_SIDE = 400;

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  /** Of the full copy, after the EXIF orientation is applied. */
  width: number;
  height: number;
}

export type PhotoOutcome = { ok: true; photo: ProcessedPhoto } | { ok: false; message: string };

const refuse = (message: string): PhotoOutcome => ({ ok: false, message });

export async function processPhoto(bytes: Uint8Array): Promise<PhotoOutcome> {
  if (bytes.length === 0) return refuse(UPLOAD_MESSAGES.missing);
  if (bytes.length > PHOTO_MAX_BYTES) return refuse(UPLOAD_MESSAGES.tooLarge);
  const input = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" as const, animated: false };
  let meta: Metadata;
  try {
    // The header only (no pixels are decoded), without the pixel bound so a bomb gets its own message.
    meta = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    return refuse(UPLOAD_MESSAGES.notImage);
  }
  // heif is AVIF only when its compression is av1 (HEIC needs a decoder this build does not have).
  const format = meta.format === "heif" && meta.compression === "av1" ? "avif" : meta.format;
  if (!(PHOTO_FORMATS as readonly string[]).includes(format ?? "")) return refuse(UPLOAD_MESSAGES.notImage);
  const { width = 0, height = 0 } = meta;
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE || width * height > PHOTO_MAX_PIXELS)
    return refuse(UPLOAD_MESSAGES.tooBig);
  if (width < PHOTO_MIN_SIDE || height < PHOTO_MIN_SIDE) return refuse(UPLOAD_MESSAGES.tooSmall);
  try {
    // One decode, two encodes: rotate by EXIF, then fit inside the box without enlarging.
    const base = sharp(bytes, input).rotate();
    const [full, thumb] = await Promise.all([
      base
        .clone()
        .resize(FULL_SIDE, FULL_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
      base
        .clone()
        .resize(THUMB_SIDE, THUMB_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { ok: true, photo: { full: full.data, thumb, width: full.info.width, height: full.info.height } };
  } catch {
    // A header that reads well over pixel data that does not (truncated, corrupt).
    return refuse(UPLOAD_MESSAGES.notImage);
  }
}
