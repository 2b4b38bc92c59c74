import { AC_SPECIAL_CATEGORY_IDS } from "../../../../contract/constants";

// Apart from btu.ts so the page decides whether to offer the estimator without loading the
// estimator's sizing rules: those come with its dialog.

/** Whether a product is an air conditioner: listed in (or under) category 444 or 1473. */
export function isAirConditioner(product: {
  category_list: readonly { id: number }[];
  position: readonly { entity_id: number }[];
}): boolean {
  return (
    product.category_list.some((c) => AC_SPECIAL_CATEGORY_IDS.includes(c.id)) ||
    product.position.some((c) => AC_SPECIAL_CATEGORY_IDS.includes(c.entity_id))
  );
}
