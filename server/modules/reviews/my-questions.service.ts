// My Questions (GET /api/customer/faq, issue 17): the questions a customer asked on product pages,
// newest first, each with the store's answer or "waiting", and the product it is about.
import { count, desc, eq } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { myQuestions } from "../../../contract/reviews";
import { MY_QUESTIONS_PAGE_SIZE } from "../../../contract/reviews-constants";
import { productFaqs, products } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";

export async function listMyQuestions(
  ctx: RequestContext,
  customerId: number,
  page: number,
): Promise<CallResult<typeof myQuestions>> {
  const mine = eq(productFaqs.customerId, customerId);
  const [{ total }] = await ctx.db.select({ total: count() }).from(productFaqs).where(mine);
  const rows = await ctx.db
    .select({
      id: productFaqs.id,
      question: productFaqs.question,
      answer: productFaqs.answer,
      createdAt: productFaqs.createdAt,
      productId: products.id,
      name: products.name,
      urlPath: products.urlPath,
    })
    .from(productFaqs)
    .innerJoin(products, eq(products.id, productFaqs.productId))
    .where(mine)
    .orderBy(desc(productFaqs.createdAt), desc(productFaqs.id))
    .limit(MY_QUESTIONS_PAGE_SIZE)
    .offset((page - 1) * MY_QUESTIONS_PAGE_SIZE);
  return {
    list: rows.map((r) => ({
      faq_id: r.id,
      question: r.question,
      answer: r.answer,
      // Answered once the store wrote an answer (it is then listed on the product page too).
      status: r.answer.trim() === "" ? "waiting" : "answered",
      created_at: r.createdAt.toISOString(),
      product: { product_id: r.productId, name: r.name, url_path: `/${r.urlPath}` },
    })),
    total,
    page,
    page_size: MY_QUESTIONS_PAGE_SIZE,
  };
}
