import type { RequestContext } from "./context";
import { AppError } from "./errors";
import type { Auth } from "./session";

export const SIGN_IN_REQUIRED = "Please sign in to continue.";

/** The signed-in customer's session, or 401 (the web app then clears its session and reloads). */
export async function requireCustomer(ctx: RequestContext): Promise<Auth & { customerId: number }> {
  const auth = await ctx.auth();
  if (!auth || auth.customerId === null) throw new AppError(401, 401, SIGN_IN_REQUIRED);
  return auth as Auth & { customerId: number };
}
