// Route guard rule 4 (spec part 1 §4): asset-looking paths are never pages.
const ASSET_EXTENSION =
  /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|heic|woff2?|ttf|otf|eot|mp4|webm|ogg|ogv|mov|avi|m4v|mkv|mp3|wav)$/i;
const ENCODED_QUERY_SEGMENT = /\/3F.{10}/;

/** True when the path ends in an image, font or video extension or holds `/3F` + 10 characters. */
export function isAssetLikePath(pathname: string): boolean {
  return ASSET_EXTENSION.test(pathname) || ENCODED_QUERY_SEGMENT.test(pathname);
}
