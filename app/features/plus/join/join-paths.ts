// The join flow's pages (spec part 1 §2, part 2 §2), beside the landing paths of ../plus-paths.ts.

/** The membership terms the form's checkbox links to (a CMS page). */
export const PLUS_TERMS_PATH = "/nestoraplus-rules";
/** Starts the join flow on arrival (after sign-in for a guest). */
export const OPEN_MEMBER_PATH = "/open-member";
/** The membership's payment page, shown in the join modal's frame (paymenLink's url). */
export const plusPayPath = (orderSn: string) => `/plus/pay/${encodeURIComponent(orderSn)}`;
/** Only this path of the store may be framed (by the store itself): decision 0036. */
export const PLUS_PAY_PREFIX = "/plus/pay/";
