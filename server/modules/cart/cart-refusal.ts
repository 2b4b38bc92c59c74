// Expected refusals of the cart's writes. Thrown inside a transaction they roll it back (nothing
// changes), then the service answers the Reply: HTTP 200 with the envelope code and message.
import { CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import { Reply } from "../../http/route";

export class Refusal extends Error {
  constructor(readonly reply: Reply) {
    super(reply.message);
  }
}

export const refuse = (code: number, message: string, result: unknown = null, status = 200) =>
  new Refusal(new Reply(code, message, result, status));

/** The id named is not a line (or saved item) of the request's cart: another cart's, or gone. */
export const notInCart = () => refuse(CART_CODES.notInCart, CART_MESSAGES.notInCart);

/** Runs a write; a Refusal becomes its Reply. */
export async function answering<T>(work: () => Promise<T>): Promise<T | Reply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refusal) return err.reply;
    throw err;
  }
}
