import { and, eq } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { cmsPage } from "../../../contract/cms";
import { cmsPages } from "../../db/schema/site";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { sanitizeCmsHtml } from "./sanitize";

export async function getCmsPage(ctx: RequestContext, id: number): Promise<CallResult<typeof cmsPage>> {
  const [page] = await ctx.db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.id, id), eq(cmsPages.isActive, true)))
    .limit(1);
  if (!page) throw notFound("This page is not available.");
  return {
    id: page.id,
    identifier: page.identifier,
    title: page.title,
    content: sanitizeCmsHtml(page.contentHtml),
    meta_description: page.metaDescription,
    url: `/${page.identifier}`,
  };
}
