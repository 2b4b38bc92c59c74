// A guest's "helpful" votes become the customer's when that guest signs in (or signs up), in the
// sign-in's transaction, like the cart and the guest's orders (customer/sign-in.ts). Without it one
// person counted twice: once as the guest session, once more as the customer after signing in.
// A review both had voted on keeps one vote: the guest's row goes and the review's count comes down
// by one, so helpful_count stays the number of vote rows.
import { sql } from "drizzle-orm";
import { reviews } from "../../db/schema/catalog";
import { reviewHelpfulVotes } from "../../db/schema/reviews";
import type { Tx } from "../../db/transaction";

export async function moveGuestHelpfulVotes(
  tx: Tx,
  input: { guestSessionId: number; customerId: number },
): Promise<void> {
  const { guestSessionId, customerId } = input;
  // The votes on reviews the customer has not voted on become the customer's.
  await tx.execute(sql`
    update ${reviewHelpfulVotes} v set customer_id = ${customerId}::integer, session_id = null
    where v.session_id = ${guestSessionId}::bigint
      and not exists (
        select 1 from ${reviewHelpfulVotes} w
        where w.review_id = v.review_id and w.customer_id = ${customerId}::integer
      )`);
  // What is left are second votes of the same person: removed, and uncounted.
  await tx.execute(sql`
    with gone as (
      delete from ${reviewHelpfulVotes} where session_id = ${guestSessionId}::bigint returning review_id
    )
    update ${reviews} set helpful_count = greatest(helpful_count - 1, 0)
    where id in (select review_id from gone)`);
}
