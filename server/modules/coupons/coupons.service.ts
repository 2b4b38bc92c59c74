import { and, eq, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { productsCoupons, productsGetCoupons } from "../../../contract/coupons";
import {
  COUPON_GROUPS,
  COUPON_MESSAGES,
  COUPON_STATUS,
  COUPON_TERMS,
  type CouponItem,
  DETAIL_COUPON_TYPE,
  SIGN_IN_REQUIRED_CODE,
} from "../../../contract/coupons-constants";
import { categories, products } from "../../db/schema/catalog";
import { coupons, customerCoupons } from "../../db/schema/coupons";
import type { RequestContext } from "../../http/context";
import { invalid, notFound } from "../../http/errors";
import { Reply } from "../../http/route";
import { type Viewer as FullViewer, GUEST_VIEWER } from "../customer/viewer";
import { getCartMerchandising } from "../site/cart-banner.service";
import { dateText, discountText, isDetailCouponType } from "./coupon-text";

/** Who is looking: the routes pass the session's viewer; a guest (customerId null) is asked to sign in. */
type Viewer = Pick<FullViewer, "customerId" | "isPlusMember">;

export const GUEST: Viewer = GUEST_VIEWER;

/** Active, started and not ended at `now`. */
const liveAt = (now: Date) =>
  // Store coupons only: one issued to an address by a marketing offer is never listed or claimed.
  sql`${coupons.isActive} and ${coupons.ownerEmail} is null and ${coupons.startsAt} <= ${now} and (${coupons.endsAt} is null or ${coupons.endsAt} > ${now})`;

// Written out: inside a subquery drizzle may render a bare "id", which would bind to the inner table.
const COUPON_ID = sql.raw(`"coupons"."id"`);
const claimedCount = sql<number>`(select count(*)::int from ${customerCoupons} cc where cc.coupon_id = ${COUPON_ID})`;

export async function detailCoupons(
  ctx: RequestContext,
  productId: number,
  viewer: Viewer = GUEST,
): Promise<CallResult<typeof productsCoupons>> {
  const [product] = await ctx.db
    .select({
      id: products.id,
      status: products.status,
      categoryId: products.categoryId,
      salesCount: products.salesCount,
      couponUseabled: products.couponUseabled,
      categoryName: categories.name,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!product) throw notFound("This product does not exist.");

  const received =
    viewer.customerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${customerCoupons} r where r.coupon_id = ${COUPON_ID} and r.customer_id = ${viewer.customerId})`;
  const rows = await ctx.db
    .select({
      code: coupons.code,
      title: coupons.title,
      description: coupons.description,
      discountType: coupons.discountType,
      amount: coupons.amount,
      endsAt: coupons.endsAt,
      usageLimitTotal: coupons.usageLimitTotal,
      detailCouponType: coupons.detailCouponType,
      url: coupons.url,
      claimed: claimedCount,
      received,
    })
    .from(coupons)
    .where(
      and(
        liveAt(ctx.now),
        sql`(
          ${coupons.appliesTo} = 'all'
          or (${coupons.appliesTo} = 'products' and ${productId} = any(${coupons.productIds}))
          or (${coupons.appliesTo} = 'categories' and exists (
            select 1 from product_categories pc
            where pc.product_id = ${productId} and pc.category_id = any(${coupons.categoryIds})
          ))
        )`,
      ),
    )
    .orderBy(coupons.minSpendCents, coupons.id);

  const items: CouponItem[] = [];
  for (const row of rows) {
    if (!isDetailCouponType(row.detailCouponType)) continue;
    const soldOut = row.usageLimitTotal !== null && row.claimed >= row.usageLimitTotal && !row.received;
    const reason = !product.couponUseabled
      ? COUPON_MESSAGES.notForItem
      : soldOut
        ? COUPON_MESSAGES.soldOut
        : null;
    items.push({
      discountText: discountText(row.discountType, row.amount),
      couponCode: row.code,
      title: row.title,
      description: reason ?? row.description,
      dateText: dateText(row.endsAt),
      isReceived: row.received,
      url: row.detailCouponType === DETAIL_COUPON_TYPE.link ? row.url : null,
      status: reason ? COUPON_STATUS.disabled : COUPON_STATUS.usable,
      detailCouponType: row.detailCouponType,
    });
  }

  const couponList = COUPON_GROUPS.map((g) => ({
    title: g.title,
    list: items.filter((i) => i.detailCouponType === g.type),
  })).filter((g) => g.list.length > 0);

  const showPlusBanner =
    !viewer.isPlusMember && items.some((i) => i.detailCouponType === DETAIL_COUPON_TYPE.plus);
  return {
    blockId: `detail-coupons-${product.id}`,
    rank: product.status === 1 ? await salesRank(ctx, product) : null,
    rankCategory: product.status === 1 ? product.categoryName : null,
    // The operator's Plus+ picture (the cart's), only where the drawer shows a Plus+ banner.
    plusImg: showPlusBanner ? (await getCartMerchandising(ctx)).plusImage : null,
    productList: [
      {
        productId: product.id,
        showDetailCoupon: items.length > 0,
        showPlusBanner,
        descriptionList: items.length > 0 ? [...COUPON_TERMS] : [],
        couponList,
      },
    ],
  };
}

/** 1 + the enabled products of the same category that sold more (ties: the older product first). */
async function salesRank(
  ctx: RequestContext,
  product: { id: number; categoryId: number; salesCount: number },
): Promise<number> {
  const [row] = await ctx.db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(products)
    .where(
      sql`${products.categoryId} = ${product.categoryId} and ${products.status} = 1 and (
        ${products.salesCount} > ${product.salesCount}
        or (${products.salesCount} = ${product.salesCount} and ${products.id} < ${product.id}))`,
    );
  return row.ahead + 1;
}

/**
 * Get Now. The code is checked first, so a guest is only asked to sign in for a coupon that can
 * really be claimed; a signed-in customer gets a `customer_coupons` row (once per coupon).
 */
export async function claimCoupon(
  ctx: RequestContext,
  couponCode: string,
  viewer: Viewer = GUEST,
): Promise<CallResult<typeof productsGetCoupons> | Reply> {
  const [coupon] = await ctx.db
    .select({
      id: coupons.id,
      code: coupons.code,
      isActive: coupons.isActive,
      startsAt: coupons.startsAt,
      endsAt: coupons.endsAt,
      usageLimitTotal: coupons.usageLimitTotal,
      detailCouponType: coupons.detailCouponType,
      claimed: claimedCount,
    })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${couponCode})`);
  if (!coupon?.isActive) throw invalid(COUPON_MESSAGES.unknown);
  if (coupon.endsAt && coupon.endsAt <= ctx.now) throw invalid(COUPON_MESSAGES.expired);
  if (coupon.startsAt > ctx.now) throw invalid(COUPON_MESSAGES.notStarted);
  if (coupon.detailCouponType !== DETAIL_COUPON_TYPE.claimable) throw invalid(COUPON_MESSAGES.notClaimable);
  if (viewer.customerId === null) return new Reply(SIGN_IN_REQUIRED_CODE, COUPON_MESSAGES.signIn, null);

  const customerId = viewer.customerId;
  // The limit check and the insert are one statement, so two last claims cannot both pass.
  const inserted = await ctx.db.execute(sql`
    insert into ${customerCoupons} (customer_id, coupon_id)
    select ${customerId}, ${coupon.id}
    where ${coupon.usageLimitTotal}::int is null
       or (select count(*) from ${customerCoupons} where coupon_id = ${coupon.id}) < ${coupon.usageLimitTotal}::int
    on conflict (customer_id, coupon_id) do nothing
    returning id`);
  const { rows } = inserted as unknown as { rows: { id: number }[] };
  if (rows.length > 0) return new Reply(200, COUPON_MESSAGES.claimed, { couponCode: coupon.code });

  const [mine] = await ctx.db
    .select({ id: customerCoupons.id })
    .from(customerCoupons)
    .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, coupon.id)));
  throw invalid(mine ? COUPON_MESSAGES.alreadyReceived : COUPON_MESSAGES.soldOut);
}
