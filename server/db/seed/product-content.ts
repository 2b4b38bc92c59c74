import type { ProductImageKind } from "../../modules/media/product-image";
import {
  type ColorOption,
  type ProductTemplate,
  SERIES,
  type SpecHelpers,
  type TokenValue,
} from "./catalog-vocab";
import type { Rng } from "./random";

/**
 * Turns a subcategory template into one product's texts and variant options:
 * name, description, key features, specifications, care text, highlights and prices.
 */

export interface VariantOption {
  color: ColorOption;
  size: string | null;
  style: string | null;
  numberOfPieces: number | null;
  /** List price in cents (before any special or member price). */
  priceCents: number;
}

export interface ProductContent {
  name: string;
  /** The model name the product name starts with ("" when it has none). */
  series: string;
  /** Slug of the name's core (without the "with …" ending), without the id. */
  slug: string;
  brand: string;
  kind: ProductImageKind;
  description: string;
  shortDescription: string;
  keyFeatures: string[];
  specifications: { label: string; value: string }[];
  productCare: string;
  highlights: string[];
  businessDays: string;
  variants: VariantOption[];
  /** Replaces `{token}` placeholders with this product's values. */
  fill(text: string): string;
}

/** Rounds a dollar amount to a retail price in cents: $49.99, $699.99, $1,249.99. */
export function retailCents(dollars: number): number {
  if (dollars < 10) return Math.max(99, Math.round(dollars) * 100 - 1);
  if (dollars < 200) return Math.round(dollars) * 100 - 1;
  if (dollars < 1000) return Math.round(dollars / 10) * 1000 - 1;
  return Math.round(dollars / 50) * 5000 - 1;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/(\d),(\d)/g, "$1$2")
    .replace(/&/g, " and ")
    .replace(/['"’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const tokenText = (v: TokenValue) => (typeof v === "string" ? v : v[0]);
const tokenFactor = (v: TokenValue) => (typeof v === "string" ? 1 : v[1]);

function oneDecimal(v: number): string {
  return (Math.round(v * 10) / 10).toFixed(1).replace(/\.0$/, "");
}

export function buildProductContent(
  rng: Rng,
  template: ProductTemplate,
  variantCount: number,
): ProductContent {
  const type = rng.pick(template.types);
  const tokens: Record<string, string> = {};
  let factor = type.factor ?? 1;
  for (const [key, values] of Object.entries(template.tokens ?? {})) {
    const v = rng.pick(values);
    tokens[key] = tokenText(v);
    factor *= tokenFactor(v);
  }
  if (template.derive) Object.assign(tokens, template.derive(tokens));
  const brand = rng.pick(template.brands);
  const series = rng.chance(template.seriesRate ?? 1) ? rng.pick(SERIES) : "";
  let extra = rng.pick(template.extras);
  const fillTokens = (text: string) => text.replace(/\{(\w+)\}/g, (m, key: string) => tokens[key] ?? m);
  const core = fillTokens(type.name);
  // "Storage Bed with 4 Drawers" does not take a second "with …" ending.
  const joiner = extra.split(" ")[0];
  if ((joiner === "with" || joiner === "for") && core.includes(` ${joiner} `)) extra = "";
  const coreName = series ? `${series} ${core}` : core;
  // Endings either follow a space ("with Remote") or a comma (", Service for 6").
  const name = extra ? `${coreName}${extra.startsWith(",") ? "" : " "}${extra}` : coreName;

  const variants = buildVariants(
    rng,
    template,
    variantCount,
    rng.float(template.price[0], template.price[1]) * factor,
  );
  const color = variants[0].color.name;
  const fill = (text: string) =>
    fillTokens(
      text
        .replaceAll("{name}", name)
        .replaceAll("{brand}", brand)
        .replaceAll("{color}", color.toLowerCase())
        .replaceAll("{noun}", template.noun),
    ).replace(/\.\.(?!\.)/g, ".");

  const helpers: SpecHelpers = {
    dims: (w, d, h) =>
      `${oneDecimal(rng.float(w[0], w[1]))}" W x ${oneDecimal(rng.float(d[0], d[1]))}" D x ${oneDecimal(rng.float(h[0], h[1]))}" H`,
    lbs: (min, max) => `${rng.int(min, max)} lbs`,
    int: (min, max) => rng.int(min, max),
    pick: (items) => rng.pick(items),
    t: (token) => tokens[token] ?? "",
  };
  const specifications = template.specs(helpers).map(([label, value]) => ({ label, value }));
  specifications.unshift({ label: "Brand", value: brand });
  if (!specifications.some((s) => s.label === "Warranty")) {
    specifications.push({ label: "Warranty", value: "1-year limited warranty" });
  }

  const withName = template.about.filter((s) => s.includes("{name}"));
  const others = template.about.filter((s) => !s.includes("{name}"));
  const first = withName.length ? rng.pick(withName) : `The ${name} is a thoughtful choice for your home.`;
  const rest = rng.sample(others, rng.int(1, 3));
  const service = [
    `Designed by ${brand} and backed by our 30-day return policy.`,
    template.businessDays && template.businessDays !== "2-5"
      ? `Ships free with standard shipping in ${template.businessDays.replace("-", "–")} business days.`
      : "Ships free with standard shipping; most orders arrive in 2–5 business days.",
  ];
  const description = `${[first, ...rest].map(fill).join(" ")}\n\n${service.join(" ")}`;

  return {
    name,
    series,
    slug: slugify(coreName),
    brand,
    kind: type.kind ?? template.kind,
    description,
    shortDescription: fill(first),
    keyFeatures: rng.sample(template.features, Math.min(template.features.length, rng.int(4, 6))).map(fill),
    specifications,
    productCare: template.care,
    highlights: rng.sample(template.highlights, Math.min(template.highlights.length, rng.int(3, 4))),
    businessDays: template.businessDays ?? "2-5",
    variants,
    fill,
  };
}

function buildVariants(
  rng: Rng,
  template: ProductTemplate,
  wanted: number,
  baseDollars: number,
): VariantOption[] {
  const useSecond = template.second !== undefined && wanted > 1 && rng.chance(0.75);
  const values = useSecond ? template.second!.values : [null];
  const colors = rng.sample(template.colors, Math.min(template.colors.length, wanted));
  const combos: { color: ColorOption; ci: number; value: (typeof values)[number]; vi: number }[] = [];
  colors.forEach((color, ci) => {
    values.forEach((value, vi) => {
      combos.push({ color, ci, value, vi });
    });
  });
  const chosen = rng.shuffle(combos).slice(0, Math.max(1, wanted));
  chosen.sort((a, b) => a.vi - b.vi || a.ci - b.ci);
  const axis = useSecond ? template.second!.axis : null;
  return chosen.map(({ color, value }) => {
    const f = value?.factor ?? 1;
    return {
      color,
      size: axis === "size" && value ? value.value : null,
      style: axis === "style" && value ? value.value : null,
      numberOfPieces: axis === "number_of_pieces" && value ? Number(value.value) : null,
      priceCents: retailCents(baseDollars * f),
    };
  });
}
