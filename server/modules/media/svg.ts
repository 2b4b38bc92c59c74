/** Tiny helpers shared by the generated product and banner SVGs. */

export interface Palette {
  /** The variant colour. */
  m: string;
  /** A darker shade of it (shadows, bases). */
  d: string;
  /** A lighter shade of it (cushions, highlights). */
  l: string;
  /** The soft background. */
  bg: string;
  /** A second background tone for decorative shapes. */
  bg2: string;
}

/** Fixed accent colours: metal, wood, off-white, steel, leaf, glass, warm light. */
export const K = "#3b3d42";
export const WOOD = "#b08660";
export const S = "#f4f1ec";
export const G = "#a9b1ba";
export const LEAF = "#6e9f6a";
export const GLASS = "#bfe3f2";
export const Y = "#f2c14e";
export const ORANGE = "#e9823a";

const HEX = /^[0-9a-f]{6}$/;

export function isHex(hex: string): boolean {
  return HEX.test(hex);
}

function channels(hex: string): [number, number, number] {
  return [
    Number.parseInt(hex.slice(0, 2), 16),
    Number.parseInt(hex.slice(2, 4), 16),
    Number.parseInt(hex.slice(4, 6), 16),
  ];
}

const toHex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, "0");

/** Mixes two 6-digit hex colours (without #); t = 0 gives a, 1 gives b. Returns `#rrggbb`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${toHex(ca[0] + (cb[0] - ca[0]) * t)}${toHex(ca[1] + (cb[1] - ca[1]) * t)}${toHex(ca[2] + (cb[2] - ca[2]) * t)}`;
}

/** Relative luminance 0–1 of a 6-digit hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Builds the palette for a colour; very light and very dark colours get a contrasting background. */
export function palette(hex: string): Palette {
  const lum = luminance(hex);
  const light = lum > 0.82;
  return {
    m: `#${hex}`,
    d: mix(hex, light ? "8a8f96" : "000000", light ? 0.45 : 0.28),
    l: mix(hex, "ffffff", light ? 0.5 : 0.35),
    bg: light ? "#e7e2da" : mix(hex, "ffffff", lum < 0.12 ? 0.8 : 0.86),
    bg2: light ? "#ddd6cb" : mix(hex, "ffffff", lum < 0.12 ? 0.7 : 0.76),
  };
}

export const r = (x: number, y: number, w: number, h: number, f: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${f}"/>`;
export const c = (cx: number, cy: number, rad: number, f: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${f}"/>`;
export const e = (cx: number, cy: number, rx: number, ry: number, f: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${f}"/>`;
export const p = (d: string, f: string) => `<path d="${d}" fill="${f}"/>`;
/** A stroked open path with round caps. */
export const s = (d: string, color: string, w: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A strong ETag for a body (FNV-1a over the text, plus its length). */
export function etagOf(body: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < body.length; i++) {
    h ^= body.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `"${(h >>> 0).toString(16)}-${body.length.toString(16)}"`;
}
