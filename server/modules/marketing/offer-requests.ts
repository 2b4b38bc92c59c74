// Offers asked for by a sign-up whose address is not confirmed yet (docs/decisions/0039). The
// form records the request; the confirmation (the mailed link, or verifying the account of that
// address) grants every offer the address asked for, once (offer-grants.ts).
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { offerRequests } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { type Grant, grantOffer, type OfferKind } from "./offer-grants";
import { CONFIRMED_OFFERS } from "./offer-terms";

type DbOrTx = Pick<Db, "select" | "insert" | "update">;

/** Records that `email` asked for `offer` (once; a repeat changes nothing). */
export async function requestOffer(
  tx: DbOrTx,
  now: Date,
  opts: { offer: OfferKind; email: string; customerId: number | null },
): Promise<void> {
  await tx
    .insert(offerRequests)
    .values({
      offer: opts.offer,
      email: opts.email.trim().toLowerCase(),
      customerId: opts.customerId ?? 0,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/**
 * The address was just confirmed: grants what it asked for and has not been given (each offer
 * once per address and customer: a grant made before under the customer's other address answers
 * granted false). `customerId`: the account of that address, when there is one.
 */
export async function grantRequestedOffers(
  tx: DbOrTx,
  now: Date,
  email: string,
  customerId: number | null,
): Promise<Map<OfferKind, Grant>> {
  const address = email.trim().toLowerCase();
  const grants = new Map<OfferKind, Grant>();
  const waiting = await tx
    .select()
    .from(offerRequests)
    .where(and(eq(offerRequests.email, address), isNull(offerRequests.grantedAt)));
  if (waiting.length === 0) return grants;
  // The account of that address, if any: its wallet shows the coupons and it is counted as given.
  if (customerId === null) {
    const [account] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, address))
      .limit(1);
    customerId = account?.id ?? null;
  }
  for (const request of waiting) {
    const offer = request.offer as OfferKind;
    const terms = CONFIRMED_OFFERS[offer];
    if (!terms) continue;
    const owner = customerId ?? (request.customerId > 0 ? request.customerId : null);
    grants.set(
      offer,
      await grantOffer(tx, now, {
        offer,
        email: address,
        customerId: owner,
        validDays: terms.validDays,
        coupons: await terms.coupons(tx),
      }),
    );
    await tx.update(offerRequests).set({ grantedAt: now }).where(eq(offerRequests.id, request.id));
  }
  return grants;
}
