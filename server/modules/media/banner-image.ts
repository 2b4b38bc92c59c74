import { isProductImageKind, normaliseHex, type ProductImageKind } from "./product-image";
import { SHAPES } from "./product-shapes";
import { c, mix, p, palette, r } from "./svg";

/**
 * Generated home-page banners: text-free backgrounds (the page renders the title) with a
 * product silhouette. The file name holds every input, `{pattern}-{kind}-{rrggbb}-{w}x{h}.svg`,
 * e.g. `arches-sofa-3b4a6f-1600x600.svg`, served at `/media/banner/{file}`.
 */
export const BANNER_IMAGE_PATH = "/media/banner/";

export const BANNER_PATTERNS = ["arches", "waves", "blocks", "sunrise"] as const;
export type BannerPattern = (typeof BANNER_PATTERNS)[number];

/** Sizes the route serves: the home slider and the square trending cover. */
export const BANNER_SIZES: readonly (readonly [number, number])[] = [
  [1600, 600],
  [800, 800],
];

export interface BannerImageParams {
  pattern: BannerPattern;
  kind: ProductImageKind;
  color: string;
  width: number;
  height: number;
}

const FILE = /^([a-z]+)-([a-z]+(?:-[a-z]+)*)-([0-9a-f]{6})-([1-9][0-9]{2,3})x([1-9][0-9]{2,3})\.svg$/;

export function bannerImageFile(params: BannerImageParams): string {
  return `${params.pattern}-${params.kind}-${normaliseHex(params.color)}-${params.width}x${params.height}.svg`;
}

export function bannerImageUrl(params: BannerImageParams): string {
  return BANNER_IMAGE_PATH + bannerImageFile(params);
}

export function parseBannerImageFile(file: string): BannerImageParams | null {
  const m = FILE.exec(file);
  if (!m) return null;
  const [, pattern, kind, color, wText, hText] = m;
  const width = Number(wText);
  const height = Number(hText);
  if (!(BANNER_PATTERNS as readonly string[]).includes(pattern)) return null;
  if (!isProductImageKind(kind)) return null;
  if (!BANNER_SIZES.some(([w, h]) => w === width && h === height)) return null;
  return { pattern: pattern as BannerPattern, kind, color, width, height };
}

/** Renders the banner SVG (pure). Wide banners keep the left 45 % calm for the page's text. */
export function renderBannerImage(params: BannerImageParams): string {
  const hex = normaliseHex(params.color);
  const k = palette(hex);
  const { width: w, height: h } = params;
  const wide = w / h > 1.5;
  // Where the product stands and how large it is drawn (it is designed in a 200×200 box).
  const cx = wide ? w * 0.72 : w / 2;
  const floor = h * (wide ? 0.86 : 0.8);
  const scale = (h * (wide ? 0.62 : 0.5)) / 120;
  const warm = mix("f2c14e", hex, 0.2);
  const deep = mix(hex, "000000", 0.15);
  let shapes = "";
  switch (params.pattern) {
    case "arches": {
      const aw = h * 0.62;
      shapes =
        p(`M${cx - aw / 2} ${floor}V${h * 0.42}a${aw / 2} ${aw / 2} 0 0 1 ${aw} 0V${floor}z`, k.bg2) +
        p(
          `M${cx - aw * 1.25} ${floor}V${h * 0.55}a${aw * 0.3} ${aw * 0.3} 0 0 1 ${aw * 0.6} 0V${floor}z`,
          k.l,
        ) +
        c(cx + aw * 0.75, h * 0.25, h * 0.1, warm);
      break;
    }
    case "waves":
      shapes =
        c(cx + h * 0.35, h * 0.3, h * 0.16, warm) +
        p(`M0 ${h * 0.7}q${w * 0.25} -${h * 0.18} ${w * 0.5} 0t${w * 0.5} 0V${h}H0z`, k.bg2) +
        p(`M0 ${h * 0.82}q${w * 0.25} -${h * 0.12} ${w * 0.5} 0t${w * 0.5} 0V${h}H0z`, k.l);
      break;
    case "blocks":
      shapes =
        r(cx - h * 0.55, h * 0.12, h * 0.5, h * 0.5, k.bg2, h * 0.04) +
        c(cx + h * 0.3, h * 0.3, h * 0.2, k.l) +
        r(w * (wide ? 0.5 : 0.08), h * 0.08, h * 0.12, h * 0.12, warm, h * 0.06);
      break;
    default:
      shapes =
        c(cx, floor, h * 0.52, k.bg2) +
        c(cx, floor, h * 0.38, k.l) +
        c(wide ? w * 0.9 : w * 0.85, h * 0.18, h * 0.07, warm);
  }
  const tx = Math.round((cx - 100 * scale) * 10) / 10;
  const ty = Math.round((floor - 160 * scale) * 10) / 10;
  const product = `<g transform="matrix(${scale.toFixed(3)} 0 0 ${scale.toFixed(3)} ${tx} ${ty})">${SHAPES[params.kind].draw(k)}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${mix(hex, "ffffff", 0.92)}"/><stop offset="1" stop-color="${k.bg}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}` +
    r(0, floor, w, h - floor, mix(hex, "ffffff", 0.6)) +
    `<ellipse cx="${cx}" cy="${floor}" rx="${75 * scale}" ry="${6 * scale}" fill="${deep}" opacity=".12"/>` +
    `${product}</svg>`
  );
}
