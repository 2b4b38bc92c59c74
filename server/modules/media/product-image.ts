import { type ProductImageKind, SHAPES } from "./product-shapes";
import { c, e, isHex, mix, palette, r, s } from "./svg";

export type { ProductImageKind } from "./product-shapes";

/**
 * Generated product pictures. Everything the picture depends on is in its file name,
 * `{kind}-{rrggbb}-{view}-{width}x{height}.svg`, e.g. `sofa-3b4a6f-2-800x800.svg`, served at
 * `/media/catalog/product/{file}`. The same name always renders the same bytes.
 */
export const PRODUCT_IMAGE_PATH = "/media/catalog/product/";

export const PRODUCT_IMAGE_KINDS = Object.keys(SHAPES) as ProductImageKind[];

/** Views: 1 front, 2 close-up, 3 in a room, 4 mirrored angle, 5 with dimension lines. */
export const PRODUCT_IMAGE_VIEWS = [1, 2, 3, 4, 5] as const;

/** Square sizes the route serves: gallery, review photos, thumbnails. */
export const PRODUCT_IMAGE_SIZES = [800, 600, 400] as const;

export interface ProductImageParams {
  kind: ProductImageKind;
  /** Six lowercase hex digits without `#`. */
  color: string;
  view: number;
  width: number;
  height: number;
}

const KIND_SET = new Set<string>(PRODUCT_IMAGE_KINDS);
const FILE = /^([a-z]+(?:-[a-z]+)*)-([0-9a-f]{6})-([1-9])-([1-9][0-9]{2,3})x([1-9][0-9]{2,3})\.svg$/;

export function isProductImageKind(kind: string): kind is ProductImageKind {
  return KIND_SET.has(kind);
}

/** Normalises `#AABBCC` / `aabbcc` to `aabbcc`; throws on anything else. */
export function normaliseHex(color: string): string {
  const hex = color.replace(/^#/, "").toLowerCase();
  if (!isHex(hex)) throw new Error(`not a 6-digit hex colour: ${color}`);
  return hex;
}

export function productImageFile(params: ProductImageParams): string {
  return `${params.kind}-${normaliseHex(params.color)}-${params.view}-${params.width}x${params.height}.svg`;
}

/** The public url of a generated product picture (what the seed stores). */
export function productImageUrl(params: ProductImageParams): string {
  return PRODUCT_IMAGE_PATH + productImageFile(params);
}

/** Strictly parses a file name; null for anything the route must not serve. */
export function parseProductImageFile(file: string): ProductImageParams | null {
  const m = FILE.exec(file);
  if (!m) return null;
  const [, kind, color, viewText, wText, hText] = m;
  const view = Number(viewText);
  const width = Number(wText);
  const height = Number(hText);
  if (!isProductImageKind(kind)) return null;
  if (!(PRODUCT_IMAGE_VIEWS as readonly number[]).includes(view)) return null;
  if (width !== height || !(PRODUCT_IMAGE_SIZES as readonly number[]).includes(width)) return null;
  return { kind, color, view, width, height };
}

const n = (v: number) => Math.round(v * 100) / 100;

/** Renders the SVG for the parameters (pure; the same parameters give the same text). */
export function renderProductImage(params: ProductImageParams): string {
  const hex = normaliseHex(params.color);
  const k = palette(hex);
  const shape = SHAPES[params.kind];
  const [x0, y0, x1, y1] = shape.box;
  const cx = (x0 + x1) / 2;
  const drawing = shape.draw(k);
  const view = params.view;
  let back = r(0, 0, 200, 200, k.bg);
  let body: string;
  // A large soft circle behind the object; its place varies with the view.
  const deco = [
    [150, 46, 40],
    [38, 44, 30],
    [170, 30, 26],
    [30, 160, 46],
    [160, 40, 30],
  ][(view - 1) % 5];
  back += c(deco[0], deco[1], deco[2], k.bg2);
  const shadowed = `<g opacity=".12">${e(cx, 160, (x1 - x0) / 2 + 4, 5, mix(hex, "000000", 0.5))}</g>`;
  switch (view) {
    case 2: {
      // Close-up: zoom 1.6× around the upper middle of the object.
      const fx = cx;
      const fy = (y0 + y1) / 2 - 6;
      body = `<g transform="matrix(1.6 0 0 1.6 ${n(100 - 1.6 * fx)} ${n(100 - 1.6 * fy)})">${drawing}</g>`;
      break;
    }
    case 3: {
      // In a room: wall, floor and a window; the object stands on the floor at 80 %.
      back =
        r(0, 0, 200, 200, k.bg) +
        r(14, 22, 46, 58, "#fff", 3) +
        s("M37 24v54M16 51h42", k.bg2, 3) +
        r(0, 158, 200, 42, mix(hex, "ffffff", 0.7)) +
        s("M0 158h200", k.d, 1);
      body = `${shadowed}<g transform="matrix(.8 0 0 .8 ${n(100 - 0.8 * cx + 10)} 32)">${drawing}</g>`;
      break;
    }
    case 4:
      body = `${shadowed}<g transform="matrix(-.9 0 0 .9 ${n(100 + 0.9 * cx)} 16)">${drawing}</g>`;
      break;
    case 5: {
      // Dimension lines around the object at 78 %.
      const t = (v: number, o: number) => n(o + 0.78 * (v - o));
      const ax0 = t(x0, 100);
      const ax1 = t(x1, 100);
      const ay0 = t(y0, 110);
      const ay1 = t(y1, 110);
      const dim = k.d;
      body =
        `<g transform="matrix(.78 0 0 .78 22 24.2)">${drawing}</g>` +
        s(`M${ax0} 182H${ax1}M${ax0} 177v10M${ax1} 177v10`, dim, 1.5) +
        s(`M186 ${ay0}V${ay1}M181 ${ay0}h10M181 ${ay1}h10`, dim, 1.5);
      break;
    }
    default:
      body = shadowed + drawing;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${params.width}" height="${params.height}" viewBox="0 0 200 200">${back}${body}</svg>`;
}
