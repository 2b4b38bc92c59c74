import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import type { subscribeNewsletter } from "../../../contract/newsletter";
import { newsletterSubscribers } from "../../db/schema/marketing";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";

type Input = z.output<NonNullable<(typeof subscribeNewsletter)["body"]>>;
type Result = CallResult<typeof subscribeNewsletter>;

export const SUBSCRIBED_MESSAGE =
  "Thanks for subscribing! Watch your inbox for our latest deals and new arrivals.";
export const ALREADY_SUBSCRIBED_MESSAGE = "This email address is already subscribed to our newsletter.";

const messageResult = (customerId: number): Result => ({
  type: 5,
  couponList: [],
  subTitle: "",
  couponExpireAt: 0,
  customerId,
});

/**
 * One subscription per address: a second sign-up changes nothing and answers code 400 with its
 * message (the spec's client treats 200 and 400 alike and shows the message).
 */
export async function subscribe(ctx: RequestContext, input: Input): Promise<Result | Reply<Result>> {
  const inserted = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email: input.email, source: input.source, customerId: input.tUserId })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length === 0) return new Reply(400, ALREADY_SUBSCRIBED_MESSAGE, messageResult(input.tUserId));
  ctx.logger.info("newsletter subscription", { source: input.source });
  return new Reply(200, SUBSCRIBED_MESSAGE, messageResult(input.tUserId));
}
