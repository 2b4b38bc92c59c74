// What the store coin page shows (decision 0047), apart from the markup: its data, the outcome of a
// posted send, and the words of the page.
import type { CoinBalance, CoinHistory } from "../../../contract/coin";

export interface CoinPageData {
  storeName: string;
  /** null: a guest (the page explains coins and asks them to sign in). */
  customer: {
    balance: CoinBalance;
    history: CoinHistory;
    /** The send form's idempotency key: a form posted twice moves the coins once. */
    requestId: string;
  } | null;
}

/** A posted send: the server's message, and on a refusal the fields as typed (to correct them). */
export interface CoinPosted {
  ok: boolean;
  message: string;
  fields: { email: string; amount: string; message: string } | null;
}

export const coinTitle = (storeName: string) => `${storeName} Coin`;
export const COIN_INTRO =
  "Store coins are a thank-you from us that you can keep or pass on to friends and family who shop with us.";
export const COIN_SIGN_IN = "Sign in to see your coins";
export const COIN_EMPTY_HISTORY = "No coins yet. Coins you receive and send show here.";
