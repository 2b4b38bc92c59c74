import { eq } from "drizzle-orm";
import { PLUS_CUSTOMER_GROUP } from "../../../contract/constants";
import { customers } from "../../db/schema/customer";
import type { RequestContext } from "../../http/context";

/** Who is looking at a page or offer: a guest, or a customer with their group. */
export interface Viewer {
  customerId: number | null;
  customerGroup: string | null;
  /** customer_group is "PLUS+" (spec part 1 §6). */
  isPlusMember: boolean;
}

export const GUEST_VIEWER: Viewer = { customerId: null, customerGroup: null, isPlusMember: false };

/** The request's viewer from its session: one lookup of the customer's group when signed in. */
export async function currentViewer(ctx: RequestContext): Promise<Viewer> {
  const auth = await ctx.auth();
  if (!auth || auth.customerId === null) return GUEST_VIEWER;
  const [row] = await ctx.db
    .select({ group: customers.customerGroup })
    .from(customers)
    .where(eq(customers.id, auth.customerId));
  if (!row) return GUEST_VIEWER;
  return {
    customerId: auth.customerId,
    customerGroup: row.group,
    isPlusMember: row.group === PLUS_CUSTOMER_GROUP,
  };
}
