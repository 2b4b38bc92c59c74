// "Coupons about to expire" notes (issue 17): a coupon a customer claimed (Get Now) and can still
// use gets one note when it ends within COUPON_EXPIRY_NOTE_DAYS. Exactly once per customer, coupon
// and end date: the note's dedupe key is `coupon-expiring:{customer}:{coupon}:{ends at}`, so a
// sweep that runs again (every hour, in every worker process) writes nothing new, and a coupon
// whose end date an operator moves gets a note for its new date. The note goes away when the
// coupon ends (its expires_at is the coupon's end).
//
// Held coupons the customer did not claim (the Plus+ coupons of a member, the subscriber coupons of
// a confirmed address) are not covered: they are offers to a whole group, not a coupon in hand.
import { sql } from "drizzle-orm";
import { COUPON_WALLET_PAGE_PATH } from "../../../contract/coupons-constants";
import { COUPON_EXPIRY_NOTE_DAYS } from "../../../contract/notes-constants";
import type { Db } from "../../db/client";
import { runTransaction } from "../../db/transaction";
import { discountText, storeDate } from "../coupons/coupon-text";
import { escapeHtml } from "../mail/html";
import { writeSystemNote } from "./notes.service";

const DAY_MS = 86_400_000;
/** At most this many notes per sweep (the next sweep writes the rest). */
const SWEEP_BATCH = 500;

interface Expiring {
  customer_id: number;
  coupon_id: number;
  code: string;
  title: string;
  discount_type: "fixed" | "percent";
  amount: number;
  ends_at: string | Date;
}

export const expiringCouponKey = (customerId: number, couponId: number, endsAt: Date) =>
  `coupon-expiring:${customerId}:${couponId}:${endsAt.toISOString()}`;

/**
 * Writes the "about to expire" notes due at `now`: claimed coupons that are live (switched on,
 * started, not used up by everyone nor by the customer: the cart's limits) and end within
 * COUPON_EXPIRY_NOTE_DAYS. Answers how many notes were written (0 when all were written before).
 */
export async function writeExpiringCouponNotes(db: Db, now: Date): Promise<number> {
  const until = new Date(now.getTime() + COUPON_EXPIRY_NOTE_DAYS * DAY_MS);
  const result = await db.execute(sql`
    select cc.customer_id, c.id as coupon_id, c.code, c.title, c.discount_type, c.amount, c.ends_at
    from customer_coupons cc
    join coupons c on c.id = cc.coupon_id
    join customers cu on cu.id = cc.customer_id
    where c.is_active
      and c.starts_at <= ${now.toISOString()}::timestamptz
      and c.ends_at > ${now.toISOString()}::timestamptz
      and c.ends_at <= ${until.toISOString()}::timestamptz
      and (c.usage_limit_total is null
        or (select count(*) from coupon_redemptions r where r.coupon_id = c.id) < c.usage_limit_total)
      and (select count(*) from coupon_redemptions r
           where r.coupon_id = c.id and (r.customer_id = cc.customer_id or lower(r.email) = lower(cu.email)))
        < (case when c.detail_coupon_type = 2 then least(1, c.usage_limit_per_customer)
                else c.usage_limit_per_customer end)
      and not exists (
        select 1 from system_notes n
        where n.dedupe_key = 'coupon-expiring:' || cc.customer_id || ':' || c.id || ':'
          || to_char(c.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    order by c.ends_at, cc.customer_id
    limit ${SWEEP_BATCH}`);
  const rows = (result as unknown as { rows: Expiring[] }).rows;
  let written = 0;
  for (const row of rows) {
    const endsAt = new Date(row.ends_at);
    const note = await runTransaction(db, (tx) =>
      writeSystemNote(tx, {
        customerId: row.customer_id,
        title: "Your coupon expires soon",
        content: `<p><strong>${escapeHtml(discountText(row.discount_type, row.amount))}</strong> — ${escapeHtml(row.title)} (code ${escapeHtml(row.code)}) ends ${escapeHtml(storeDate(endsAt))}. Use it before it is gone.</p>`,
        url: COUPON_WALLET_PAGE_PATH,
        hot: true,
        dedupeKey: expiringCouponKey(row.customer_id, row.coupon_id, endsAt),
        expiresAt: endsAt,
        createdAt: now,
      }),
    );
    if (note) written++;
  }
  return written;
}
