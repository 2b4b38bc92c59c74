import type { ProductTemplate } from "../catalog-vocab";
import { APPLIANCE_TEMPLATES } from "./appliance";
import { BATH_TEMPLATES, DECOR_TEMPLATES } from "./decor-bath";
import { FURNITURE_TEMPLATES } from "./furniture";
import { BABY_KIDS_TEMPLATES, TOY_TEMPLATES } from "./kids-toys";
import { KITCHEN_TEMPLATES } from "./kitchen";
import { OUTDOOR_TEMPLATES } from "./outdoor";
import { HEALTH_TEMPLATES, PET_TEMPLATES, SPORTS_TEMPLATES } from "./sports-pets-health";

/** Every product template, keyed by subcategory url key. */
export const TEMPLATES: ReadonlyMap<string, ProductTemplate> = new Map(
  [
    ...FURNITURE_TEMPLATES,
    ...OUTDOOR_TEMPLATES,
    ...KITCHEN_TEMPLATES,
    ...APPLIANCE_TEMPLATES,
    ...DECOR_TEMPLATES,
    ...BATH_TEMPLATES,
    ...BABY_KIDS_TEMPLATES,
    ...TOY_TEMPLATES,
    ...SPORTS_TEMPLATES,
    ...PET_TEMPLATES,
    ...HEALTH_TEMPLATES,
  ].map((t) => [t.sub, t]),
);

export function templateFor(subUrlKey: string): ProductTemplate {
  const template = TEMPLATES.get(subUrlKey);
  if (!template) throw new Error(`no product template for subcategory ${subUrlKey}`);
  return template;
}
