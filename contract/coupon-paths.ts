// The My Coupons page path on its own, so the header's account menu (in every page's first load)
// can link it without pulling the rest of coupons-constants.ts into the shell chunk.
export const COUPON_WALLET_PAGE_PATH = "/customer/account/coupon";
