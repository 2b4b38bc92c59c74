// Where the order pages live (spec part 1 §2: the account's order list, order/{id}, order/cancel-order,
// and /checkout/order for the shopper who just placed one). {id} is the increment id shoppers see.

export const MY_ORDERS_PATH = "/customer/account/order";

export const orderDetailPath = (incrementId: string) =>
  `${MY_ORDERS_PATH}/${encodeURIComponent(incrementId)}`;

export const cancelOrderPath = (incrementId: string) =>
  `${MY_ORDERS_PATH}/cancel-order?id=${encodeURIComponent(incrementId)}`;

/** The order's own page for whoever placed it (a guest's session, or a customer). */
export const placedOrderPath = (incrementId: string) =>
  `/checkout/order?increment_id=${encodeURIComponent(incrementId)}`;

/** The detail page after a cancel done without JavaScript: it says so once. */
export const CANCELED_FLAG = "canceled";
export const canceledOrderPath = (incrementId: string) =>
  `${orderDetailPath(incrementId)}?done=${CANCELED_FLAG}`;

/** Order numbers are digits only; anything else is not an order of anyone's. */
export const isOrderNumber = (value: string | null | undefined): value is string =>
  typeof value === "string" && /^\d{1,12}$/.test(value);

/** The order's print page (print layout: the page only). */
export const printOrderPath = (incrementId: string) =>
  `/sales/order/print/order/${encodeURIComponent(incrementId)}`;
