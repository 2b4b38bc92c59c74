// Sign-in data that can no longer be used is deleted, so the tables stay the size of what is live:
// sessions (a guest's cart goes with its session), codes and e-mail links, some days after they
// ended — kept that long only so a support question about "my link" can still be looked into.
// Newsletter sign-ups never confirmed go too once their link has been dead as long (an address
// someone else typed in is not kept). Orders placed but never paid expire after
// PENDING_ORDER_MINUTES and give back what they hold (order/order-expiry.ts). Review photos never
// used in a review go after a day. Claimed coupons about to end get their one notification
// (notes/coupon-expiry-notes.ts) with the hourly sweep. Plus+ memberships past their expiry end
// with the order sweep (plus/plus-expiry.ts). Birthday coupons go out on the day and old accounts
// are marked for the old-user pop-up with the hourly sweep (marketing/birthday.ts, old-user.ts).

import { and, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailTokens, sessions, verificationCodes } from "../../db/schema/customer";
import { newsletterSubscribers } from "../../db/schema/marketing";
import type { Logger } from "../../http/logger";
import { sweepBackInStock } from "../back-in-stock/back-in-stock.service";
import type { BackInStockSite } from "../back-in-stock/back-in-stock-mail";
import { sendBirthdayCoupons } from "../marketing/birthday";
import { markOldUsers } from "../marketing/old-user";
import { writeExpiringCouponNotes } from "../notes/coupon-expiry-notes";
import { DEFAULT_PENDING_ORDER_MINUTES, expirySweepMs, giveBackAbandonedOrders } from "../order/order-expiry";
import { expireMemberships } from "../plus/plus-expiry";
import { sweepUnusedUploads } from "../reviews/my-reviews.service";
import { sweepUnusedWarrantyUploads } from "../warranty/warranty.service";

export const KEEP_ENDED_DAYS = 7;
const DAY_MS = 86_400_000;
/** How often a running server sweeps. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

export interface PurgeCounts {
  sessions: number;
  codes: number;
  links: number;
  pendingSubscriptions: number;
}

/**
 * Deletes sessions, codes, links and unconfirmed newsletter sign-ups that ended more than
 * KEEP_ENDED_DAYS before `now`.
 */
export async function purgeEndedSignInData(db: Db, now: Date): Promise<PurgeCounts> {
  const before = new Date(now.getTime() - KEEP_ENDED_DAYS * DAY_MS);
  const gone = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))),
    )
    .returning({ id: sessions.id });
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, before))
    .returning({ id: verificationCodes.id });
  const links = await db
    .delete(emailTokens)
    .where(lt(emailTokens.expiresAt, before))
    .returning({ id: emailTokens.id });
  const pending = await db
    .delete(newsletterSubscribers)
    .where(and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.confirmExpiresAt, before)))
    .returning({ id: newsletterSubscribers.id });
  return {
    sessions: gone.length,
    codes: codes.length,
    links: links.length,
    pendingSubscriptions: pending.length,
  };
}

export interface HousekeepingOptions {
  /** PENDING_ORDER_MINUTES: unpaid orders older than this expire (order/order-expiry.ts). */
  pendingOrderMinutes?: number;
  /** How often the sign-in data is swept (hourly). */
  everyMs?: number;
  /** How often pending orders are swept (a quarter of the pending time, 1–15 minutes). */
  ordersEveryMs?: number;
  /**
   * The store's name and public origin for back-in-stock mails: with it, the order sweep also mails
   * shoppers waiting for a variant that came back outside the calls that notify at once (an unpaid
   * order's stock given back, a declined payment; back-in-stock.service.ts).
   */
  backInStockSite?: BackInStockSite;
  /** The store's name and public origin, for the birthday mail. */
  storeName?: string;
  publicOrigin?: string;
}

/**
 * Sweeps at start and then on timers: sign-in data hourly, pending orders often enough that one
 * expires at most a quarter of its time late. stop() ends it (before the database closes).
 */
export function startHousekeeping(
  db: Db,
  logger: Logger,
  opts: HousekeepingOptions = {},
): { stop(): Promise<void> } {
  const pendingMinutes = opts.pendingOrderMinutes ?? DEFAULT_PENDING_ORDER_MINUTES;
  let running: Promise<unknown> = Promise.resolve();
  // One sweep after the other: PGlite has one connection, and the order sweep opens transactions.
  const chain = (work: () => Promise<void>) => {
    running = running
      .then(work)
      .catch((err: unknown) =>
        logger.warn("housekeeping failed", { error: String((err as Error)?.message ?? err) }),
      );
  };
  const sweepSignIn = () =>
    chain(async () => {
      const counts = await purgeEndedSignInData(db, new Date());
      if (counts.sessions + counts.codes + counts.links + counts.pendingSubscriptions > 0)
        logger.info("housekeeping", { ...counts });
      // Review photos uploaded and never used in a review (my-reviews.service.ts), hourly too.
      const unusedPhotos = await sweepUnusedUploads(db, new Date());
      if (unusedPhotos > 0) logger.info("housekeeping", { unusedPhotos });
      // Receipts and claim photos no registration or claim took (warranty.service.ts).
      const unusedWarrantyPhotos = await sweepUnusedWarrantyUploads(db, new Date());
      if (unusedWarrantyPhotos > 0) logger.info("housekeeping", { unusedWarrantyPhotos });
    });
  const sweepCouponNotes = () =>
    chain(async () => {
      const couponExpiryNotes = await writeExpiringCouponNotes(db, new Date());
      if (couponExpiryNotes > 0) logger.info("housekeeping", { couponExpiryNotes });
      // Birthday coupons on the day (store time zone), once a year; old accounts to verify again.
      const birthdayCoupons = await sendBirthdayCoupons(db, new Date(), {
        storeName: opts.storeName ?? "Nestora",
        origin: opts.publicOrigin ?? "http://localhost:3000",
      });
      if (birthdayCoupons > 0) logger.info("housekeeping", { birthdayCoupons });
      const oldUsers = await markOldUsers(db, new Date());
      if (oldUsers > 0) logger.info("housekeeping", { oldUsers });
    });
  const sweepOrders = () =>
    chain(async () => {
      const expiredOrders = await giveBackAbandonedOrders(db, new Date(), logger, pendingMinutes);
      if (expiredOrders > 0) logger.info("housekeeping", { expiredOrders });
      // Plus+ memberships whose year is over go back to their previous group (plus/plus-expiry.ts),
      // as often as the orders: at most a few minutes after the expiry.
      const expiredMemberships = await expireMemberships(db, new Date());
      if (expiredMemberships > 0) logger.info("housekeeping", { expiredMemberships });
      if (opts.backInStockSite) {
        const backInStockMails = await sweepBackInStock(db, opts.backInStockSite, new Date());
        if (backInStockMails > 0) logger.info("housekeeping", { backInStockMails });
      }
    });
  sweepSignIn();
  sweepOrders();
  sweepCouponNotes();
  const timers = [
    setInterval(sweepSignIn, opts.everyMs ?? HOUSEKEEPING_EVERY_MS),
    setInterval(sweepCouponNotes, opts.everyMs ?? HOUSEKEEPING_EVERY_MS),
    setInterval(sweepOrders, opts.ordersEveryMs ?? expirySweepMs(pendingMinutes)),
  ];
  for (const timer of timers) timer.unref();
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
