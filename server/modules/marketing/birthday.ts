// The birthday pop-up and coupon (spec part 2 §4 "Birthday icon", POST /api/tellbirthday; issue 19
// "receives a birthday coupon by mail on the day (a scheduled job, once a year)"; decision 0044).
// A signed-in customer with no birthday on file sees the icon (session play_birthday_wishes) and
// tells it; the hourly sweep mails the coupon on the day in the store's time zone, once a year per
// customer (grantOffer 'birthday' with the year as period), to verified addresses only.
import { and, eq, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { BIRTHDAY_MESSAGES } from "../../../contract/old-user-birthday";
import type { Db } from "../../db/client";
import { offerGrants } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { runTransaction } from "../../db/transaction";
import { SIGN_IN_REQUIRED } from "../../http/auth";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { escapeHtml } from "../mail/html";
import { enqueueMail } from "../mail/outbox";
import { button, layout, linkFallback, paragraph, textFooter } from "../mail/templates";
import { grantOffer, type OfferCoupon } from "./offer-grants";

export const STORE_TIME_ZONE = "America/New_York";
/** The earliest birthday accepted (the profile form's too). */
export const EARLIEST_BIRTHDAY = "1900-01-01";
/** $20 off orders of $99 or more, valid 30 days from the birthday. */
export const BIRTHDAY_VALID_DAYS = 30;
export const BIRTHDAY_COUPON: OfferCoupon = {
  amountCents: 2_000,
  minSpendCents: 9_900,
  validNum: 1,
  title: "Happy Birthday",
  description: "On orders of $99+",
};
/** At most this many birthday mails per sweep (the next hourly sweep takes the rest). */
export const BIRTHDAY_SWEEP_BATCH = 200;

/** YYYY-MM-DD of `now` in the store's time zone. */
export function storeDate(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: STORE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The message for a told birthday, or null when it may be stored. `today`: the store's date. */
export function birthdayError(births: string, today: string): string | null {
  if (births.trim() === "") return BIRTHDAY_MESSAGES.required;
  if (!isCalendarDate(births) || births < EARLIEST_BIRTHDAY) return BIRTHDAY_MESSAGES.invalid;
  if (births > today) return BIRTHDAY_MESSAGES.future;
  return null;
}

/**
 * POST /api/tellbirthday: stores the birthday of a customer who has none on file (the icon's
 * question is asked once). The same date again is a success; another one is refused here —
 * changing a birthday is Account Information's (the coupon stays once per calendar year anyway).
 */
export async function tellBirthday(
  ctx: RequestContext,
  customerId: number,
  births: string,
): Promise<{ births: string } | Reply> {
  const value = births.trim();
  const error = birthdayError(value, storeDate(ctx.now));
  if (error) return new Reply(400, error, { births: "" });
  return runTransaction(ctx.db, async (tx) => {
    const [customer] = await tx
      .select({ birthday: customers.birthday })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (!customer) throw new AppError(401, 401, SIGN_IN_REQUIRED);
    if (customer.birthday !== null && customer.birthday !== value)
      return new Reply(400, BIRTHDAY_MESSAGES.alreadySet, { births: customer.birthday });
    await tx
      .update(customers)
      .set({ birthday: value, updatedAt: ctx.now })
      .where(and(eq(customers.id, customerId), isNull(customers.birthday)));
    return new Reply(200, BIRTHDAY_MESSAGES.saved, { births: value });
  });
}

/** The birthday mail with the coupon's code. */
export function birthdayCouponMail({
  storeName,
  firstname,
  code,
  expiresOn,
  shopUrl,
}: {
  storeName: string;
  firstname: string;
  code: string;
  expiresOn: string;
  shopUrl: string;
}) {
  const subject = `Happy birthday from ${storeName}: $20 off for you`;
  const hello = firstname ? `Happy birthday, ${firstname}!` : "Happy birthday!";
  const gift = `To celebrate, here is a $20 coupon on orders of $99 or more, valid until ${expiresOn}. It is already in My Coupons; at checkout it applies with this code:`;
  const text = [hello, "", gift, code, "", shopUrl, "", textFooter(storeName)].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(gift)),
      paragraph(`<strong style="font-size:22px;letter-spacing:2px">${escapeHtml(code)}</strong>`),
      button(shopUrl, "Go shopping"),
      linkFallback(shopUrl),
    ].join("\n"),
  );
  return { kind: "birthday_coupon", subject, text, html };
}

/**
 * The sweep: customers whose birthday is today in the store's time zone (29 February counts on
 * 28 February in other years), with a verified address and not given this year's coupon, get it
 * by mail. Each in its own transaction (grant and mail commit together); at most
 * BIRTHDAY_SWEEP_BATCH per sweep. Answers how many were mailed.
 */
export async function sendBirthdayCoupons(
  db: Db,
  now: Date,
  opts: { storeName: string; origin: string },
): Promise<number> {
  const today = storeDate(now);
  const year = today.slice(0, 4);
  const monthDay = today.slice(5);
  const leap = new Date(`${year}-02-29T00:00:00Z`).getUTCMonth() === 1;
  const days = monthDay === "02-28" && !leap ? ["02-28", "02-29"] : [monthDay];
  const due = await db
    .select({ id: customers.id, email: customers.email, firstname: customers.firstname })
    .from(customers)
    .where(
      and(
        isNotNull(customers.birthday),
        isNotNull(customers.emailVerifiedAt),
        sql`to_char(${customers.birthday}, 'MM-DD') in (${sql.join(
          days.map((d) => sql`${d}`),
          sql`, `,
        )})`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(offerGrants)
            // Written out: inside a subquery drizzle may render a bare "id" (offer-grants.ts).
            .where(
              and(
                eq(offerGrants.offer, "birthday"),
                eq(offerGrants.period, year),
                sql`${offerGrants.customerId} = "customers"."id"`,
              ),
            ),
        ),
      ),
    )
    .orderBy(customers.id)
    .limit(BIRTHDAY_SWEEP_BATCH);
  let mailed = 0;
  for (const customer of due) {
    const sent = await runTransaction(db, async (tx) => {
      const grant = await grantOffer(tx, now, {
        offer: "birthday",
        email: customer.email,
        customerId: customer.id,
        period: year,
        validDays: BIRTHDAY_VALID_DAYS,
        coupons: [BIRTHDAY_COUPON],
      });
      if (!grant.granted || !grant.codes[0]) return false;
      const mail = birthdayCouponMail({
        storeName: opts.storeName,
        firstname: customer.firstname,
        code: grant.codes[0],
        expiresOn: storeDate(grant.expiresAt),
        shopUrl: `${opts.origin}/customer/account/coupon`,
      });
      await enqueueMail(tx, { to: customer.email, ...mail });
      return true;
    });
    if (sent) mailed++;
  }
  return mailed;
}
