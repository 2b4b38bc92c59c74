import type { ProductImageKind } from "../../modules/media/product-image";

/** Shared vocabulary of the demo catalog: house brands, model names, colour palettes, template shape. */

export interface ColorOption {
  name: string;
  /** Six lowercase hex digits without `#`. */
  hex: string;
}

/** A value of the second variant axis and its price factor. */
export interface AxisValue {
  value: string;
  factor: number;
}

export interface SecondAxis {
  axis: "size" | "style" | "number_of_pieces";
  values: AxisValue[];
}

/** A token value, optionally with a price factor (e.g. a bigger BTU costs more). */
export type TokenValue = string | readonly [string, number];

export interface SpecHelpers {
  /** `84.6" W x 35.4" D x 33.1" H` from inch ranges. */
  dims(w: [number, number], d: [number, number], h: [number, number]): string;
  /** `92 lbs` from a pound range. */
  lbs(min: number, max: number): string;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** The product's chosen value of a token. */
  t(token: string): string;
}

export interface ProductTemplate {
  /** The subcategory url key this template fills. */
  sub: string;
  /** A short noun for reviews and FAQs ("sofa", "air conditioner"). */
  noun: string;
  kind: ProductImageKind;
  brands: string[];
  /** Dollar range of the base variant before type and axis factors. */
  price: [number, number];
  /** Shipping lead time in business days, e.g. "2-5". */
  businessDays?: string;
  /** Share of names that start with a model (series) name; default 1. */
  seriesRate?: number;
  /** Product types: the name core with `{token}` placeholders, a price factor and an optional picture kind. */
  types: { name: string; factor?: number; kind?: ProductImageKind }[];
  tokens?: Record<string, readonly TokenValue[]>;
  /** Extra tokens computed from the chosen ones (e.g. the room size of a BTU rating). */
  derive?(tokens: Record<string, string>): Record<string, string>;
  /** Name endings such as "with Gold Legs" (an empty string means none). */
  extras: string[];
  colors: ColorOption[];
  second?: SecondAxis;
  /** Key-feature pool (4–6 are used). */
  features: string[];
  specs(x: SpecHelpers): [string, string][];
  care: string;
  /** Highlight pool (3–4 are used). */
  highlights: string[];
  /** Description sentence pool. */
  about: string[];
  faqs: [string, string][];
  /** Review snippets praising / criticising this kind of product. */
  good: string[];
  bad: string[];
  assembly: "none" | "easy" | "required";
  /** Chairs get the chair coupon (is_chair). */
  isChair?: boolean;
}

/** The store's house brands. */
export const BRANDS = {
  home: "Nestora Home",
  wood: "Alder & Oak",
  loft: "Haven Loft",
  outdoor: "Sunvale Outdoor",
  cool: "Frostline",
  kitchen: "Hearth & Table",
  kids: "Little Nest",
  fit: "Peakmotion",
  pets: "Pawla",
  spa: "Serenova",
} as const;

/** Model names used at the start of product names. */
export const SERIES = [
  "Harlow",
  "Avery",
  "Bellamy",
  "Calloway",
  "Dorian",
  "Ellis",
  "Finley",
  "Greer",
  "Hollis",
  "Juniper",
  "Kensington",
  "Linden",
  "Marlowe",
  "Nolan",
  "Oakley",
  "Presley",
  "Quincy",
  "Rowan",
  "Sawyer",
  "Tatum",
  "Vale",
  "Wren",
  "Aspen",
  "Beckett",
  "Cove",
  "Delphine",
  "Everly",
  "Fenwick",
  "Garrison",
  "Hadley",
  "Isla",
  "Jasper",
  "Larkin",
  "Milo",
  "Nova",
  "Orson",
  "Pippa",
  "Reese",
  "Sloane",
  "Theo",
  "Vaughn",
  "Winslow",
  "Arlo",
  "Brooks",
  "Carver",
  "Dune",
  "Fable",
  "Gable",
  "Haven",
  "Indigo",
  "Lumen",
  "Maple",
  "Olive",
  "Sienna",
  "Tahoe",
  "Alder",
  "Birch",
  "Cedar",
  "Sedona",
  "Monroe",
  "Laurel",
  "Emery",
  "Harper",
  "Lennox",
  "Mercer",
  "Palmer",
  "Ramsey",
  "Sutton",
  "Thatcher",
  "Whitby",
];

const c = (name: string, hex: string): ColorOption => ({ name, hex });

export const UPHOLSTERY = [
  c("Navy Blue", "2f3e5c"),
  c("Charcoal Gray", "4a4d52"),
  c("Light Gray", "b9bcc0"),
  c("Cream Beige", "e6dccb"),
  c("Emerald Green", "2f6b4f"),
  c("Blush Pink", "e3b7b0"),
  c("Camel", "b07d4f"),
  c("Mustard Yellow", "d4a33b"),
  c("Ivory", "f1ece2"),
  c("Terracotta", "b5523b"),
  c("Sage Green", "9caf88"),
  c("Slate Blue", "5b6f8a"),
];
export const LEATHER = [
  c("Cognac", "a0522d"),
  c("Espresso", "4b3327"),
  c("Black", "1f1f1f"),
  c("Saddle Brown", "8b5a2b"),
  c("Dove Gray", "7d7f82"),
];
export const WOOD_FINISH = [
  c("Natural Oak", "c9a27e"),
  c("Walnut", "7b5236"),
  c("Espresso", "3e2c23"),
  c("White", "f2f0eb"),
  c("Black", "222222"),
  c("Rustic Brown", "8a6446"),
  c("Gray Wash", "a19d96"),
];
export const METAL = [
  c("Matte Black", "222222"),
  c("White", "f4f4f2"),
  c("Brushed Gold", "c9a24a"),
  c("Silver", "c0c4c8"),
];
export const APPLIANCE = [
  c("White", "f5f5f3"),
  c("Black", "1e1f21"),
  c("Stainless Steel", "b8bcc0"),
  c("Gray", "8e9297"),
];
export const OUTDOOR = [
  c("Beige", "e3d5b8"),
  c("Navy Blue", "2f3e5c"),
  c("Dark Gray", "4a4d52"),
  c("Brick Red", "b5523b"),
  c("Turquoise", "3f9aa6"),
  c("Olive Green", "5e7f55"),
  c("Khaki", "b8a47e"),
];
export const KIDS = [
  c("Pink", "f2b6c1"),
  c("Sky Blue", "7db3d8"),
  c("White", "f4f2ee"),
  c("Natural", "c9a27e"),
  c("Gray", "a6a9ad"),
  c("Mint", "a8d8c3"),
  c("Sunny Yellow", "f2c14e"),
  c("Red", "d64541"),
];
export const TEXTILE = [
  c("White", "f7f6f2"),
  c("Gray", "a9adb2"),
  c("Navy", "2f3e5c"),
  c("Sage", "9caf88"),
  c("Blush", "e3b7b0"),
  c("Aqua", "7fc8c8"),
  c("Charcoal", "4a4d52"),
  c("Sand", "d8c7a6"),
];
export const COOKWARE = [
  c("Black", "1f1f1f"),
  c("Cream", "e9e1cf"),
  c("Sage", "9caf88"),
  c("Cobalt Blue", "3f6ea8"),
  c("Cherry Red", "c0392b"),
  c("Stainless", "b8bcc0"),
  c("Copper", "b87333"),
];
export const FITNESS = [
  c("Black", "222222"),
  c("Gray", "8e9297"),
  c("White", "f2f2f0"),
  c("Red", "c0392b"),
  c("Blue", "3f6ea8"),
];
export const PET = [
  c("Gray", "9a9ea3"),
  c("Brown", "8a6446"),
  c("Beige", "d8c7a6"),
  c("Navy", "2f3e5c"),
  c("Sage", "9caf88"),
  c("Black", "2a2a2a"),
];

/** Sizes of beds and similar: name and price factor. */
export const BED_SIZES = [
  { value: "Twin", factor: 0.75 },
  { value: "Full", factor: 0.88 },
  { value: "Queen", factor: 1 },
  { value: "King", factor: 1.18 },
];
