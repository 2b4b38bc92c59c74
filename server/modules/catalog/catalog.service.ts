import { asc, eq } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { categoryMenu } from "../../../contract/site";
import { categories } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";

/** The navigation tree: top categories (level 1) and their menu children, in position order. */
// Read on every call: its public route's answer is kept by the answer cache (ADR 0009).
export async function getCategoryMenu(ctx: RequestContext): Promise<CallResult<typeof categoryMenu>> {
  const rows = await ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      urlPath: categories.urlPath,
      level: categories.level,
    })
    .from(categories)
    .where(eq(categories.includeInMenu, true))
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  const tops = rows
    .filter((r) => r.level === 1)
    .map((r) => ({
      id: r.id,
      name: r.name,
      url_path: `/${r.urlPath}`,
      children: [] as { id: number; name: string; url_path: string }[],
    }));
  const byId = new Map(tops.map((t) => [t.id, t]));
  for (const r of rows) {
    if (r.level !== 2 || r.parentId === null) continue;
    byId.get(r.parentId)?.children.push({ id: r.id, name: r.name, url_path: `/${r.urlPath}` });
  }
  return { list: tops };
}
