// Sales tax by destination state (issue #5). Zod-free: the cart page may import it. The rates are
// the base state-level sales tax rates (no county or city add-ons), in thousandths of a percent so
// 6.875% is 6875 and every figure stays an integer. States without a state sales tax are 0.
// The taxable amount is the merchandise after coupon and points plus protection plans; shipping is
// not taxed. Tax cents = round(taxable × rate / 100000), half up.

export const STATE_SALES_TAX_MILLI_PERCENT: Readonly<Record<string, number>> = {
  AL: 4000,
  AK: 0,
  AZ: 5600,
  AR: 6500,
  CA: 7250,
  CO: 2900,
  CT: 6350,
  DE: 0,
  DC: 6000,
  FL: 6000,
  GA: 4000,
  HI: 4000,
  ID: 6000,
  IL: 6250,
  IN: 7000,
  IA: 6000,
  KS: 6500,
  KY: 6000,
  LA: 4450,
  ME: 5500,
  MD: 6000,
  MA: 6250,
  MI: 6000,
  MN: 6875,
  MS: 7000,
  MO: 4225,
  MT: 0,
  NE: 5500,
  NV: 6850,
  NH: 0,
  NJ: 6625,
  NM: 4875,
  NY: 4000,
  NC: 4750,
  ND: 5000,
  OH: 5750,
  OK: 4500,
  OR: 0,
  PA: 6000,
  RI: 7000,
  SC: 6000,
  SD: 4200,
  TN: 7000,
  TX: 6250,
  UT: 6100,
  VT: 6000,
  VA: 5300,
  WA: 6500,
  WV: 6000,
  WI: 5000,
  WY: 4000,
};

/** The state's rate, or null for a code not in the table (tax then cannot be computed: tax_failed). */
export const stateTaxRate = (stateCode: string): number | null =>
  Object.hasOwn(STATE_SALES_TAX_MILLI_PERCENT, stateCode) ? STATE_SALES_TAX_MILLI_PERCENT[stateCode] : null;

/** Tax in cents on a taxable amount in cents at a rate in thousandths of a percent. */
export const salesTaxCents = (taxableCents: number, milliPercent: number) =>
  Math.round((Math.max(0, taxableCents) * milliPercent) / 100_000);
