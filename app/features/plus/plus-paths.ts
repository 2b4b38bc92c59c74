/**
 * Where a Plus+ promotion leads (the cart's Plus+ picture, the coupons drawer's Plus+ banner): the
 * Plus+ membership page the store serves today, with its benefits, price and terms. The spec's
 * /{brand}plus landing page is not built yet.
 */
export const PLUS_PAGE_PATH = "/nestoraplus-rules";
