import { formatMoney } from "./format-money";

export interface PriceInput {
  price: number;
  special_price: number | null;
  plus_price: number | null;
}

export interface PriceView {
  /** What the shopper pays now, formatted. */
  current: string;
  /** The regular price, struck through, when a lower special price applies. */
  regular: string | null;
  /** The Plus+ member price, when it is lower than the current price. */
  plus: string | null;
}

/** Which prices a tile shows: a special price only counts when it is below the regular price. */
export function priceView({ price, special_price, plus_price }: PriceInput): PriceView {
  const onSale = special_price !== null && special_price < price;
  const now = onSale ? special_price : price;
  return {
    current: formatMoney(now),
    regular: onSale ? formatMoney(price) : null,
    plus: plus_price !== null && plus_price < now ? formatMoney(plus_price) : null,
  };
}
