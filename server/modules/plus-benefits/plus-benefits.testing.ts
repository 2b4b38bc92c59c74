// Test support for the Plus+ benefit tests (imported only by *.test.ts): a member made straight in
// the rows the join flow writes (plus_memberships and the PLUS+ group), and a pending referral.
// The join flow itself is tested with its own module.
import { eq } from "drizzle-orm";
import { PLUS_CUSTOMER_GROUP } from "../../../contract/constants";
import type { TestApp } from "../../../tests/helpers/test-app";
import { customers } from "../../db/schema/customer";
import { plusMemberships, plusOrders, plusReferrals } from "../../db/schema/plus";

const DAY_MS = 86_400_000;
let phoneCounter = 0;

/** A 10-digit phone no other test membership has (one membership per phone). */
const uniquePhone = () =>
  `55${String(Date.now() % 1_000_000).padStart(6, "0")}${String(++phoneCounter % 100).padStart(2, "0")}`;

/**
 * Makes the customer a Plus+ member: a membership that started yesterday and ends in a year
 * (`expiresAt` to say otherwise: in the past, an expired one) and, unless expired, the PLUS+ group
 * the join flow sets (an expired member is back in General, as the expiry sweep leaves them).
 */
export async function makeMember(
  t: TestApp,
  customerId: number,
  opts: { expiresAt?: Date; firstOrderId?: number | null; group?: string } = {},
): Promise<void> {
  const now = Date.now();
  const expiresAt = opts.expiresAt ?? new Date(now + 365 * DAY_MS);
  const active = expiresAt.getTime() > now;
  await t.database.db.insert(plusMemberships).values({
    customerId,
    phone: uniquePhone(),
    startedAt: new Date(Math.min(now, expiresAt.getTime()) - 365 * DAY_MS),
    expiresAt,
    previousGroup: "General",
    firstOrderId: opts.firstOrderId ?? null,
  });
  const group = opts.group ?? (active ? PLUS_CUSTOMER_GROUP : "General");
  await t.database.db
    .update(customers)
    .set({ customerGroup: group, customerGroupId: group === PLUS_CUSTOMER_GROUP ? 4 : 1 })
    .where(eq(customers.id, customerId));
}

/** The membership row's first_order_id (null: the first-order $40 is open). */
export async function firstOrderIdOf(t: TestApp, customerId: number): Promise<number | null> {
  const [row] = await t.database.db
    .select({ firstOrderId: plusMemberships.firstOrderId })
    .from(plusMemberships)
    .where(eq(plusMemberships.customerId, customerId));
  return row.firstOrderId;
}

/**
 * A pending referral: `referredId` joined (a paid membership order) with `referrerId`'s code, as
 * the membership payment leaves it. Answers the referral's id.
 */
export async function pendingReferral(t: TestApp, referrerId: number, referredId: number): Promise<number> {
  const [plusOrder] = await t.database.db
    .insert(plusOrders)
    .values({
      customerId: referredId,
      kind: "join",
      phone: uniquePhone(),
      referrerId,
      amountCents: 1900,
      listPriceCents: 6900,
      status: "paid",
      paidAt: new Date(),
    })
    .returning({ id: plusOrders.id });
  const [row] = await t.database.db
    .insert(plusReferrals)
    .values({ referrerId, referredId, plusOrderId: plusOrder.id, amountCents: 2000, status: "pending" })
    .returning({ id: plusReferrals.id });
  return row.id;
}

export async function referralOf(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(plusReferrals).where(eq(plusReferrals.id, id));
  return row;
}
