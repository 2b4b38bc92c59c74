// What the browser needs of the back-in-stock call without zod (contract/back-in-stock.ts).

export const SUBSCRIBE_PRODUCT_PATH = "/api/product/subscribe_product";

export const BACK_IN_STOCK_MESSAGES = {
  subscribed: (email: string) => `Thanks! We will e-mail ${email} as soon as this item is back in stock.`,
  already: (email: string) =>
    `You are already on the list: we will e-mail ${email} as soon as this item is back in stock.`,
  inStock: "This item is in stock now. You can add it to your cart.",
  unavailable: "This item is no longer available.",
  noProduct: "This product does not exist.",
  chooseOption: "Please choose an option first.",
} as const;
