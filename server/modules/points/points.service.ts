// The points programme's calls (contract/points.ts, decision 0046): the summary and history read the
// append-only ledger; the tasks pay through changePoints in the same transaction as the task row
// that proves them, and the task row's unique key (customer, task, period) makes parallel sign-ins
// and replayed claims pay once.
import { createHash, randomInt } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  POINTS_KIND_LABELS,
  POINTS_MESSAGES,
  POINTS_PER_DOLLAR,
  POINTS_TASKS,
  type PointsTaskKey,
  type TaskState,
} from "../../../contract/points-constants";
import { products, reviews } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { orders } from "../../db/schema/order";
import { pointsLedger, pointsPhoneCodes, pointsTasks } from "../../db/schema/points";
import { runTransaction } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import type { DbOrTx, Tx } from "../cart/cart-owner";
import { storeDate } from "../marketing/birthday";
import { enqueueSms } from "../sms/sms-outbox";
import { pointsAllowed, pointsHolder } from "./points-eligibility";
import { changePoints } from "./points-ledger";

type TaskDef = (typeof POINTS_TASKS)[number];

const taskDef = (key: PointsTaskKey): TaskDef => POINTS_TASKS.find((t) => t.key === key) as TaskDef;
/** The task's period now: the store day of a daily task, '' of a once-only one. */
const periodOf = (def: TaskDef, now: Date) => (def.rule === "daily" ? storeDate(now) : "");

const ORDER_PAGE = (incrementId: string) => `/customer/account/order/${encodeURIComponent(incrementId)}`;
const dollars = (points: number) => Math.floor(points) / POINTS_PER_DOLLAR;

/** 403 unless the customer is in the points programme. */
async function assertMember(db: DbOrTx, customerId: number): Promise<void> {
  const holder = await pointsHolder(db, customerId);
  if (!holder || !pointsAllowed(holder)) throw new AppError(403, 403, POINTS_MESSAGES.notForYou);
}

async function balanceOf(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ points: customers.points })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.points ?? 0;
}

async function taskRow(db: DbOrTx, customerId: number, key: string, period: string) {
  const [row] = await db
    .select()
    .from(pointsTasks)
    .where(
      and(
        eq(pointsTasks.customerId, customerId),
        eq(pointsTasks.taskKey, key),
        eq(pointsTasks.period, period),
      ),
    );
  return row ?? null;
}

/** Whether the customer has written a review (the write_review task is done by any review of theirs). */
async function hasReview(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.customerId, customerId));
  return (row?.n ?? 0) > 0;
}

async function taskView(db: DbOrTx, customerId: number, def: TaskDef, now: Date) {
  const row = await taskRow(db, customerId, def.key, periodOf(def, now));
  let state: TaskState = "todo";
  if (row?.claimedAt) state = "done";
  else if (row || (def.key === "write_review" && (await hasReview(db, customerId)))) state = "claimable";
  return {
    key: def.key,
    title: def.title,
    description: def.description,
    points: def.points,
    rule: def.rule,
    state,
  };
}

export async function pointsSummary(ctx: RequestContext, customerId: number) {
  await assertMember(ctx.db, customerId);
  const [totals] = await ctx.db
    .select({
      earned: sql<number>`coalesce(sum("points_ledger"."delta") filter (where "points_ledger"."delta" > 0), 0)::int`,
      spent: sql<number>`coalesce(-sum("points_ledger"."delta") filter (where "points_ledger"."kind" in ('spent', 'taken_back')), 0)::int`,
      expired: sql<number>`coalesce(-sum("points_ledger"."delta") filter (where "points_ledger"."kind" = 'expired'), 0)::int`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId));
  const points = await balanceOf(ctx.db, customerId);
  const signed = await taskRow(ctx.db, customerId, "sign_in", storeDate(ctx.now));
  return {
    points,
    value: dollars(points),
    value_text: `$${dollars(points).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    earned_total: totals?.earned ?? 0,
    spent_total: totals?.spent ?? 0,
    expired_total: totals?.expired ?? 0,
    signed_today: signed !== null,
  };
}

const LIST_KINDS: Record<string, string[] | null> = {
  all: null,
  earned: ["opening", "earned", "refund", "referral", "task"],
  spent: ["spent", "taken_back"],
  expired: ["expired"],
};

export async function pointsHistory(
  ctx: RequestContext,
  customerId: number,
  input: { type: string; page: number; page_size: number },
) {
  await assertMember(ctx.db, customerId);
  const kinds = LIST_KINDS[input.type];
  const where = and(
    eq(pointsLedger.customerId, customerId),
    kinds ? inArray(pointsLedger.kind, kinds) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(pointsLedger).where(where);
  const rows = await ctx.db
    .select({
      id: pointsLedger.id,
      kind: pointsLedger.kind,
      delta: pointsLedger.delta,
      orderId: pointsLedger.orderId,
      incrementId: orders.incrementId,
      taskKey: pointsLedger.taskKey,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
    .where(where)
    .orderBy(desc(pointsLedger.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      label:
        r.kind === "task" && r.taskKey
          ? `Task reward: ${POINTS_TASKS.find((t) => t.key === r.taskKey)?.title ?? r.taskKey}`
          : (POINTS_KIND_LABELS[r.kind] ?? r.kind),
      points: r.delta,
      order_id: r.orderId,
      increment_id: r.incrementId,
      order_url: r.incrementId ? ORDER_PAGE(r.incrementId) : null,
      task_key: r.taskKey,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

export async function listTasks(ctx: RequestContext, customerId: number) {
  await assertMember(ctx.db, customerId);
  const tasks = [];
  for (const def of POINTS_TASKS) tasks.push(await taskView(ctx.db, customerId, def, ctx.now));
  return { tasks, store_day: storeDate(ctx.now) };
}

/** Pays a task once: the task row of this period is claimed here or by nobody (its unique key). */
async function pay(ctx: RequestContext, tx: Tx, customerId: number, def: TaskDef): Promise<number> {
  const added = await changePoints(tx, {
    customerId,
    delta: def.points,
    kind: "task",
    taskKey: def.key,
    at: ctx.now,
  });
  return added ?? 0;
}

export async function signIn(ctx: RequestContext, customerId: number) {
  return runTransaction(ctx.db, async (tx) => {
    await assertMember(tx, customerId);
    const def = taskDef("sign_in");
    // Parallel sign-ins of one day: one insert wins the unique key, the others find it taken.
    const [row] = await tx
      .insert(pointsTasks)
      .values({
        customerId,
        taskKey: def.key,
        period: periodOf(def, ctx.now),
        doneAt: ctx.now,
        claimedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ id: pointsTasks.id });
    if (!row) return new Reply(409, POINTS_MESSAGES.alreadySigned, null, 409);
    const added = await pay(ctx, tx, customerId, def);
    return new Reply(200, POINTS_MESSAGES.signedIn(added), {
      points_added: added,
      points: await balanceOf(tx, customerId),
    });
  });
}

/** Records an action of the customer (follow, watch a live show, share a product): the task is done. */
async function recordAction(
  ctx: RequestContext,
  customerId: number,
  key: PointsTaskKey,
  message: string,
  subject: string | null = null,
) {
  return runTransaction(ctx.db, async (tx) => {
    await assertMember(tx, customerId);
    const def = taskDef(key);
    await tx
      .insert(pointsTasks)
      .values({ customerId, taskKey: key, period: periodOf(def, ctx.now), doneAt: ctx.now, subject })
      .onConflictDoNothing();
    return new Reply(200, message, { task: await taskView(tx, customerId, def, ctx.now) });
  });
}

export const followStore = (ctx: RequestContext, customerId: number) =>
  recordAction(ctx, customerId, "follow_store", POINTS_MESSAGES.followed);

export const watchLive = (ctx: RequestContext, customerId: number, live?: string) =>
  recordAction(ctx, customerId, "watch_live", POINTS_MESSAGES.watched, live || null);

export async function shareProduct(ctx: RequestContext, customerId: number, productId: number) {
  const [product] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 1)));
  if (!product) throw new AppError(404, 404, POINTS_MESSAGES.noProduct);
  return recordAction(ctx, customerId, "share_product", POINTS_MESSAGES.shared, String(productId));
}

export async function collect(ctx: RequestContext, customerId: number, key: PointsTaskKey) {
  if (key === "sign_in") throw new AppError(400, 400, POINTS_MESSAGES.signInTask);
  return runTransaction(ctx.db, async (tx) => {
    await assertMember(tx, customerId);
    const def = taskDef(key);
    const period = periodOf(def, ctx.now);
    const existing = await taskRow(tx, customerId, key, period);
    if (existing?.claimedAt) return new Reply(409, POINTS_MESSAGES.alreadyClaimed, null, 409);
    if (!existing) {
      if (key !== "write_review" || !(await hasReview(tx, customerId)))
        return new Reply(400, POINTS_MESSAGES.notDone(def.title), null, 400);
      await tx
        .insert(pointsTasks)
        .values({ customerId, taskKey: key, period, doneAt: ctx.now })
        .onConflictDoNothing();
    }
    // Replayed or parallel claims: the row is claimed once; the others wait on its lock, then find it claimed.
    const [claimed] = await tx
      .update(pointsTasks)
      .set({ claimedAt: ctx.now })
      .where(
        and(
          eq(pointsTasks.customerId, customerId),
          eq(pointsTasks.taskKey, key),
          eq(pointsTasks.period, period),
          isNull(pointsTasks.claimedAt),
        ),
      )
      .returning({ id: pointsTasks.id });
    if (!claimed) return new Reply(409, POINTS_MESSAGES.alreadyClaimed, null, 409);
    const added = await pay(ctx, tx, customerId, def);
    return new Reply(200, POINTS_MESSAGES.collected(added), {
      task: await taskView(tx, customerId, def, ctx.now),
      points_added: added,
      points: await balanceOf(tx, customerId),
    });
  });
}

// ---- verify_phone: a texted code ------------------------------------------------------------

export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_COOLDOWN_SECONDS = 60;
export const PHONE_CODE_MAX_TRIES = 5;

const hashCode = (customerId: number, phone: string, code: string) =>
  createHash("sha256").update(`points:${customerId}:${phone}:${code}`).digest("hex");

export async function verifyPhone(
  ctx: RequestContext,
  customerId: number,
  input: { phone: string; code?: string },
) {
  const phone = input.phone.replace(/[\s().+-]/g, "").replace(/^1(?=\d{10}$)/, "");
  if (!/^\d{10}$/.test(phone)) throw new AppError(422, 422, POINTS_MESSAGES.phoneDigits);
  return runTransaction(ctx.db, async (tx) => {
    await assertMember(tx, customerId);
    // One request at a time per customer: two sends cannot both pass the cooldown.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`points-phone:${customerId}`}))`);
    const [latest] = await tx
      .select()
      .from(pointsPhoneCodes)
      .where(and(eq(pointsPhoneCodes.customerId, customerId), eq(pointsPhoneCodes.phone, phone)))
      .orderBy(desc(pointsPhoneCodes.id))
      .limit(1);
    const refuse = (message: string, resend: number | null = null) =>
      new Reply(400, message, { phone, verified: false, resend_after: resend }, 400);
    if (!input.code) {
      if (latest) {
        const waitMs = latest.createdAt.getTime() + PHONE_CODE_COOLDOWN_SECONDS * 1000 - ctx.now.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          return refuse(POINTS_MESSAGES.codeWait(seconds), seconds);
        }
      }
      const code = String(randomInt(10_000)).padStart(4, "0");
      await tx
        .update(pointsPhoneCodes)
        .set({ consumedAt: ctx.now })
        .where(and(eq(pointsPhoneCodes.customerId, customerId), isNull(pointsPhoneCodes.consumedAt)));
      await tx.insert(pointsPhoneCodes).values({
        customerId,
        phone,
        codeHash: hashCode(customerId, phone, code),
        createdAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
      });
      await enqueueSms(tx, {
        phone,
        body: `${ctx.config.STORE_NAME}: your phone verification code is ${code}. It is valid for 10 minutes.`,
        purpose: "points_phone_code",
      });
      return new Reply(200, POINTS_MESSAGES.codeSent(phone), {
        phone,
        verified: false,
        resend_after: PHONE_CODE_COOLDOWN_SECONDS,
      });
    }
    if (!latest || latest.consumedAt !== null || latest.expiresAt.getTime() <= ctx.now.getTime())
      return refuse(POINTS_MESSAGES.codeExpired);
    if (latest.codeHash !== hashCode(customerId, phone, input.code)) {
      const attempts = latest.attempts + 1;
      const spent = attempts >= PHONE_CODE_MAX_TRIES;
      await tx
        .update(pointsPhoneCodes)
        .set({ attempts, ...(spent ? { consumedAt: ctx.now } : {}) })
        .where(eq(pointsPhoneCodes.id, latest.id));
      return refuse(spent ? POINTS_MESSAGES.codeTooMany : POINTS_MESSAGES.codeWrong);
    }
    await tx.update(pointsPhoneCodes).set({ consumedAt: ctx.now }).where(eq(pointsPhoneCodes.id, latest.id));
    await tx.update(customers).set({ phone, updatedAt: ctx.now }).where(eq(customers.id, customerId));
    await tx
      .insert(pointsTasks)
      .values({ customerId, taskKey: "verify_phone", period: "", doneAt: ctx.now, subject: phone })
      .onConflictDoNothing();
    return new Reply(200, POINTS_MESSAGES.phoneVerified, { phone, verified: true, resend_after: null });
  });
}
