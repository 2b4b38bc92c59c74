import { US_POSTCODE_PATTERN } from "../../../contract/logistics-constants";

// US ZIP code → state, written from the USPS 3-digit prefix allocation (each state owns whole
// ranges of the first three digits). Offline on purpose: no address service is reachable.
// Unallocated prefixes between the ranges (e.g. 000–004, 213, 269) are not US zip codes.

export interface ZipRange {
  from: number;
  to: number;
  /** Two-letter code: a state, DC, a territory, or AA/AE/AP for military mail. */
  region: string;
}

/** Inclusive zip3 ranges, ascending. */
export const ZIP3_RANGES: readonly ZipRange[] = [
  { from: 5, to: 5, region: "NY" },
  { from: 6, to: 7, region: "PR" },
  { from: 8, to: 8, region: "VI" },
  { from: 9, to: 9, region: "PR" },
  { from: 10, to: 27, region: "MA" },
  { from: 28, to: 29, region: "RI" },
  { from: 30, to: 38, region: "NH" },
  { from: 39, to: 49, region: "ME" },
  { from: 50, to: 54, region: "VT" },
  { from: 55, to: 55, region: "MA" },
  { from: 56, to: 59, region: "VT" },
  { from: 60, to: 69, region: "CT" },
  { from: 70, to: 89, region: "NJ" },
  { from: 90, to: 98, region: "AE" },
  { from: 100, to: 149, region: "NY" },
  { from: 150, to: 196, region: "PA" },
  { from: 197, to: 199, region: "DE" },
  { from: 200, to: 200, region: "DC" },
  { from: 201, to: 201, region: "VA" },
  { from: 202, to: 205, region: "DC" },
  { from: 206, to: 212, region: "MD" },
  { from: 214, to: 219, region: "MD" },
  { from: 220, to: 246, region: "VA" },
  { from: 247, to: 268, region: "WV" },
  { from: 270, to: 289, region: "NC" },
  { from: 290, to: 299, region: "SC" },
  { from: 300, to: 319, region: "GA" },
  { from: 320, to: 339, region: "FL" },
  { from: 340, to: 340, region: "AA" },
  { from: 341, to: 342, region: "FL" },
  { from: 344, to: 344, region: "FL" },
  { from: 346, to: 347, region: "FL" },
  { from: 349, to: 349, region: "FL" },
  { from: 350, to: 352, region: "AL" },
  { from: 354, to: 369, region: "AL" },
  { from: 370, to: 385, region: "TN" },
  { from: 386, to: 397, region: "MS" },
  { from: 398, to: 399, region: "GA" },
  { from: 400, to: 418, region: "KY" },
  { from: 420, to: 427, region: "KY" },
  { from: 430, to: 459, region: "OH" },
  { from: 460, to: 479, region: "IN" },
  { from: 480, to: 499, region: "MI" },
  { from: 500, to: 528, region: "IA" },
  { from: 530, to: 549, region: "WI" },
  { from: 550, to: 567, region: "MN" },
  { from: 569, to: 569, region: "DC" },
  { from: 570, to: 577, region: "SD" },
  { from: 580, to: 588, region: "ND" },
  { from: 590, to: 599, region: "MT" },
  { from: 600, to: 629, region: "IL" },
  { from: 630, to: 658, region: "MO" },
  { from: 660, to: 679, region: "KS" },
  { from: 680, to: 693, region: "NE" },
  { from: 700, to: 714, region: "LA" },
  { from: 716, to: 729, region: "AR" },
  { from: 730, to: 731, region: "OK" },
  { from: 733, to: 733, region: "TX" },
  { from: 734, to: 749, region: "OK" },
  { from: 750, to: 799, region: "TX" },
  { from: 800, to: 816, region: "CO" },
  { from: 820, to: 831, region: "WY" },
  { from: 832, to: 838, region: "ID" },
  { from: 840, to: 847, region: "UT" },
  { from: 850, to: 865, region: "AZ" },
  { from: 870, to: 884, region: "NM" },
  { from: 885, to: 885, region: "TX" },
  { from: 889, to: 898, region: "NV" },
  { from: 900, to: 961, region: "CA" },
  { from: 962, to: 966, region: "AP" },
  { from: 967, to: 968, region: "HI" },
  { from: 969, to: 969, region: "GU" },
  { from: 970, to: 979, region: "OR" },
  { from: 980, to: 994, region: "WA" },
  { from: 995, to: 999, region: "AK" },
];

/** Regions that are not shipped to, with the name used in the message (spec part 2 §9). */
export const NOT_SHIPPED_REGIONS: Readonly<Record<string, string>> = {
  AK: "Alaska",
  HI: "Hawaii",
  PR: "Puerto Rico",
  GU: "Guam and the Pacific territories",
  VI: "the U.S. Virgin Islands",
  AA: "military APO/FPO/DPO addresses",
  AE: "military APO/FPO/DPO addresses",
  AP: "military APO/FPO/DPO addresses",
};

/**
 * Principal city of a zip3 area (the USPS sectional center's city) for the prefixes listed; an
 * area not listed is shown without a city ("CA 90999"). A zip3 covers many towns, so this names
 * the area's hub, not necessarily the exact post office of the 5-digit code.
 */
export const ZIP3_CITIES: Readonly<Record<number, string>> = {
  70: "Newark",
  71: "Newark",
  72: "Elizabeth",
  73: "Jersey City",
  74: "Paterson",
  75: "Paterson",
  76: "Hackensack",
  77: "Red Bank",
  78: "Dover",
  79: "Summit",
  80: "Cherry Hill",
  81: "Camden",
  82: "Cherry Hill",
  84: "Atlantic City",
  85: "Trenton",
  86: "Trenton",
  87: "Toms River",
  88: "New Brunswick",
  89: "New Brunswick",
  100: "New York",
  101: "New York",
  102: "New York",
  104: "Bronx",
  112: "Brooklyn",
  191: "Philadelphia",
  152: "Pittsburgh",
  21: "Boston",
  22: "Boston",
  200: "Washington",
  212: "Baltimore",
  303: "Atlanta",
  331: "Miami",
  606: "Chicago",
  482: "Detroit",
  441: "Cleveland",
  432: "Columbus",
  462: "Indianapolis",
  554: "Minneapolis",
  631: "Saint Louis",
  641: "Kansas City",
  752: "Dallas",
  770: "Houston",
  782: "San Antonio",
  787: "Austin",
  802: "Denver",
  850: "Phoenix",
  841: "Salt Lake City",
  891: "Las Vegas",
  900: "Los Angeles",
  906: "Whittier",
  921: "San Diego",
  941: "San Francisco",
  951: "San Jose",
  958: "Sacramento",
  972: "Portland",
  981: "Seattle",
  372: "Nashville",
  282: "Charlotte",
  232: "Richmond",
};

export interface ZipArea {
  zip5: string;
  region: string;
  city: string | null;
}

/** The state (or territory / military region) of a 5-digit zip, or null when no state owns it. */
export function zipArea(zip: string): ZipArea | null {
  const trimmed = zip.trim();
  if (!US_POSTCODE_PATTERN.test(trimmed)) return null;
  const zip5 = trimmed.slice(0, 5);
  const prefix = Number(zip5.slice(0, 3));
  const range = ZIP3_RANGES.find((r) => prefix >= r.from && prefix <= r.to);
  if (!range) return null;
  return { zip5, region: range.region, city: ZIP3_CITIES[prefix] ?? null };
}

/** "Whittier, CA 90602", or "CA 90999" without a known city. */
export function zipCityLabel(area: ZipArea): string {
  return area.city ? `${area.city}, ${area.region} ${area.zip5}` : `${area.region} ${area.zip5}`;
}

/**
 * Distance zone from the New Jersey warehouse: 0 Northeast and Mid-Atlantic, 1 the rest of the
 * East, the South and the Midwest, 2 the Plains, Mountain and Pacific states.
 */
const ZONES: Readonly<Record<string, 0 | 1 | 2>> = Object.fromEntries([
  ...["NJ", "NY", "PA", "DE", "MD", "DC", "CT", "RI", "MA", "VA"].map((s) => [s, 0]),
  ...[
    "VT",
    "NH",
    "ME",
    "WV",
    "NC",
    "SC",
    "GA",
    "FL",
    "AL",
    "TN",
    "MS",
    "KY",
    "OH",
    "IN",
    "MI",
    "IL",
    "WI",
  ].map((s) => [s, 1]),
  ...[
    "IA",
    "MN",
    "MO",
    "AR",
    "LA",
    "SD",
    "ND",
    "NE",
    "KS",
    "OK",
    "TX",
    "MT",
    "WY",
    "CO",
    "NM",
    "ID",
    "UT",
    "AZ",
    "NV",
    "CA",
    "OR",
    "WA",
  ].map((s) => [s, 2]),
]);

export function shippingZone(region: string): 0 | 1 | 2 {
  return ZONES[region] ?? 2;
}
