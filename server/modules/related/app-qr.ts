import qrcode from "qrcode-generator";
import { xmlEscape } from "../seo/sitemap.service";

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4;

/**
 * An SVG QR code of `text` (error correction M, smallest version that fits): one `<path>` of the
 * dark modules on a white square, in a viewBox of whole modules so it scales crisply to any size.
 */
export function renderQrSvg(text: string, title: string): string {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  const size = count + QUIET_ZONE * 2;
  let d = "";
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.isDark(row, col)) continue;
      // Merge a horizontal run of dark modules into one rectangle.
      let run = 1;
      while (col + run < count && qr.isDark(row, col + run)) run++;
      d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
      col += run - 1;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" shape-rendering="crispEdges" role="img" data-modules="${count}">` +
    `<title>${xmlEscape(title)}</title>` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${d}"/></svg>`
  );
}
