// Who the points programme is for (decision 0046): every customer except dropship, business
// (enterprise) and large-order customers, the rule the real store runs. The server checks it on every
// points call, on earning with a paid order, and answers it as the user info's show_point. The
// flags are set by the programmes' approvals (dropship, business, large order: later work of issue
// 20), never by the customer.
import { eq } from "drizzle-orm";
import { DROPSHIP_GROUP_MARKER } from "../../../contract/constants";
import { PLUS_ENTERPRISE_GROUP } from "../../../contract/plus-constants";
import { customers } from "../../db/schema/customer";
import type { DbOrTx } from "../cart/cart-owner";

export interface PointsHolder {
  customerGroup: string;
  isDropship: boolean;
  isLargeOrder: boolean;
}

export function pointsAllowed(c: PointsHolder): boolean {
  return (
    !c.isDropship &&
    !c.isLargeOrder &&
    !c.customerGroup.includes(DROPSHIP_GROUP_MARKER) &&
    c.customerGroup !== PLUS_ENTERPRISE_GROUP
  );
}

/** The customer's row as the rule needs it (null: no such customer). */
export async function pointsHolder(db: DbOrTx, customerId: number): Promise<PointsHolder | null> {
  const [row] = await db
    .select({
      customerGroup: customers.customerGroup,
      isDropship: customers.isDropship,
      isLargeOrder: customers.isLargeOrder,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}
