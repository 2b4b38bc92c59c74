// The signed-in customer's own account: the session flags loaded after sign-in, the user info of
// spec part 1 §3 and the profile edit. Only the profile fields change here; group, points, grade,
// dropship and the e-mail are never written from a customer's request (the contract refuses them).

import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import { DROPSHIP_GROUP_MARKER } from "../../../contract/constants";
import type { accountInit, editAccountInformation, UserInfo } from "../../../contract/customer";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema/customer";
import { newsletterSubscribers } from "../../db/schema/marketing";
import { runTransaction } from "../../db/transaction";
import { SIGN_IN_REQUIRED } from "../../http/auth";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { isConfirmedSubscriber, subscribeAddress } from "../marketing/newsletter.service";
import { userInfoInviteList } from "../plus/plus-invite.service";
import { type PointsHolder, pointsAllowed } from "../points/points-eligibility";

type Customer = typeof customers.$inferSelect;
type DbOrTx = Pick<Db, "select" | "insert" | "update" | "delete">;
type AccountInit = CallResult<typeof accountInit>;
type ProfileEdit = z.output<NonNullable<(typeof editAccountInformation)["body"]>>;

/** The group every new customer starts in; the "general" flag of the session. */
const GENERAL_GROUP = "General";
/** Where a subscription made from the account page comes from (newsletter_subscribers.source). */
export const ACCOUNT_SUBSCRIBE_SOURCE = "account";

/** The customer behind a live session; a session whose customer is gone means "sign in again". */
async function loadCustomer(db: DbOrTx, customerId: number): Promise<Customer> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row) throw new AppError(401, 401, SIGN_IN_REQUIRED);
  return row;
}

/** Subscribed means confirmed (double opt-in): a pending sign-up still shows the subscribe offer. */
const isSubscribed = (db: DbOrTx, email: string) => isConfirmedSubscriber(db, email);

const hex = (algorithm: "md5" | "sha256", value: string) => createHash(algorithm).update(value).digest("hex");

export async function getAccountInit(ctx: RequestContext, customerId: number): Promise<AccountInit> {
  const customer = await loadCustomer(ctx.db, customerId);
  const email = customer.email.trim().toLowerCase();
  return {
    is_old_user: customer.isOldUser,
    is_general: customer.customerGroup === GENERAL_GROUP,
    play_birthday_wishes: customer.birthday === null,
    // "My products" lists products a customer registered for warranty; this store keeps no
    // product registrations, so there is never anything to show.
    showMyproduct: false,
    isShowSubscribe: !(await isSubscribed(ctx.db, customer.email)),
    customer_verify: customer.emailVerifiedAt !== null,
    tracking: {
      customer_email: customer.email,
      customer_id: customer.id,
      customer_phone: customer.phone,
      md5_email: hex("md5", email),
      sha_email: hex("sha256", email),
      customer_group_id: customer.customerGroupId,
      is_dropship_group: customer.customerGroup.includes(DROPSHIP_GROUP_MARKER),
    },
  };
}

/**
 * The user info's show_point (spec part 1 §3): whether the shopper's points are shown (account
 * home, the header's account menu, the points pages). False for dropship, business and large-order
 * customers, who are not in the points programme (points/points-eligibility.ts, decision 0046); the
 * session call answers it too.
 */
export function showsPoints(customer: PointsHolder): boolean {
  return pointsAllowed(customer);
}

function toUserInfo(
  customer: Customer,
  subscribed: boolean,
  inviteList: UserInfo["plus_invite_list"],
): UserInfo {
  return {
    email: customer.email,
    entity_id: customer.id,
    customer_group: customer.customerGroup,
    customer_group_id: customer.customerGroupId,
    firstname: customer.firstname,
    lastname: customer.lastname,
    firstName: customer.firstname,
    lastName: customer.lastname,
    customer_phone: customer.phone,
    interest: customer.interests,
    gender: customer.gender,
    births: customer.birthday ?? "",
    grade: customer.grade,
    points: customer.points,
    tip: "",
    is_dropship: customer.isDropship,
    show_point: showsPoints(customer),
    plus_invite_code: customer.plusInviteCode ?? "",
    // Members who joined with this customer's code (plus/plus-invite.service.ts).
    plus_invite_list: inviteList,
    play_birthday_wishes: customer.birthday === null,
    is_old_user: customer.isOldUser,
    verify_status: customer.emailVerifiedAt !== null,
    subscriber: { subscriber_email: subscribed ? 1 : 0, subscriber_sms: customer.smsSubscribedAt ? 1 : 0 },
  };
}

export async function getUserInfo(db: DbOrTx, customerId: number): Promise<UserInfo> {
  const customer = await loadCustomer(db, customerId);
  return toUserInfo(
    customer,
    await isSubscribed(db, customer.email),
    await userInfoInviteList(db, customerId),
  );
}

/**
 * Writes the profile fields that were sent (absent ones stay as they are) and the newsletter
 * choice, together, then answers the new user info.
 */
export async function editProfile(
  ctx: RequestContext,
  customerId: number,
  edit: ProfileEdit,
): Promise<UserInfo> {
  return runTransaction(ctx.db, async (tx) => {
    const customer = await loadCustomer(tx, customerId);
    const changes: Partial<typeof customers.$inferInsert> = { updatedAt: ctx.now };
    if (edit.firstname !== undefined) changes.firstname = edit.firstname;
    if (edit.lastname !== undefined) changes.lastname = edit.lastname;
    if (edit.customer_phone !== undefined) changes.phone = edit.customer_phone;
    if (edit.gender !== undefined) changes.gender = edit.gender;
    if (edit.births !== undefined) changes.birthday = edit.births === "" ? null : edit.births;
    if (edit.interest !== undefined) changes.interests = [...new Set(edit.interest)];
    await tx.update(customers).set(changes).where(eq(customers.id, customerId));

    if (edit.is_subscribed === true) {
      // The account's own address: confirmed at once when the account proved it, else it waits
      // for the mailed confirmation link like any sign-up.
      await subscribeAddress(ctx, tx, {
        email: customer.email,
        source: ACCOUNT_SUBSCRIBE_SOURCE,
        customerId,
        proven: customer.emailVerifiedAt !== null,
      });
    } else if (edit.is_subscribed === false) {
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, customer.email));
    }
    return getUserInfo(tx, customerId);
  });
}
