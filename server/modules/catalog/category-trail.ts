import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/catalog";

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  urlPath: string;
  description: string;
}

const columns = {
  id: categories.id,
  parentId: categories.parentId,
  name: categories.name,
  urlPath: categories.urlPath,
  description: categories.description,
};

/** The tree is shallow (top → sub → …); the bound only guards against a corrupt parent cycle. */
const MAX_DEPTH = 8;

/**
 * The category and its ancestors, from the top category down to the category itself
 * (empty when the id is unknown). One small primary-key read per level.
 */
export async function loadCategoryTrail(db: Db, categoryId: number): Promise<CategoryNode[]> {
  const trail: CategoryNode[] = [];
  const seen = new Set<number>();
  let next: number | null = categoryId;
  while (next !== null && !seen.has(next) && trail.length < MAX_DEPTH) {
    seen.add(next);
    const [row]: CategoryNode[] = await db
      .select(columns)
      .from(categories)
      .where(eq(categories.id, next))
      .limit(1);
    if (!row) break;
    trail.unshift(row);
    next = row.parentId;
  }
  return trail;
}

/** Direct subcategories shown in the menu, in menu order. */
export async function loadMenuChildren(db: Db, categoryId: number): Promise<CategoryNode[]> {
  return db
    .select(columns)
    .from(categories)
    .where(and(eq(categories.parentId, categoryId), eq(categories.includeInMenu, true)))
    .orderBy(asc(categories.position), asc(categories.id));
}

/**
 * Orders categories from the top down along parent links, ending at `leafId`, using only the
 * given rows (a product's categories include its own and all its ancestors).
 */
export function trailWithin<T extends { id: number; parentId: number | null }>(
  rows: T[],
  leafId: number,
): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const trail: T[] = [];
  const seen = new Set<number>();
  for (
    let node = byId.get(leafId);
    node && !seen.has(node.id);
    node = node.parentId === null ? undefined : byId.get(node.parentId)
  ) {
    seen.add(node.id);
    trail.unshift(node);
  }
  return trail;
}

/** Stored paths have no leading slash; every answer carries one. */
export const publicPath = (urlPath: string) => `/${urlPath}`;
