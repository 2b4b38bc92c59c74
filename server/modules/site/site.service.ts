import { asc, eq, isNotNull } from "drizzle-orm";
import type { Banner } from "../../../contract/banner";
import type { CallResult } from "../../../contract/call";
import type {
  homeData,
  hotKeywords,
  popularKeywords,
  redirectList,
  serverTime,
} from "../../../contract/site";
import { homeBlocks, hotKeywords as hotKeywordsTable, urlRewrites } from "../../db/schema/site";
import type { RequestContext } from "../../http/context";
import { loadProductCards } from "../catalog/product-cards";
import { searchUrl, topSearchedKeywords } from "../search/search.service";

/** Popular searches: the curated hot keywords, then up to this many of shoppers' frequent recent searches. */
const POPULAR_SEARCHED_MAX = 5;

export const STORE_TIMEZONE = "America/Los_Angeles";

/** The server clock as US Pacific wall time. */
export function getServerTime(ctx: RequestContext): CallResult<typeof serverTime> {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: STORE_TIMEZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(ctx.now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return {
    us_time: `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}:${get("second")}`,
    timezone: STORE_TIMEZONE,
    timestamp: Math.floor(ctx.now.getTime() / 1000),
  };
}

// Read on every call: its public route's answer is kept by the answer cache (ADR 0009).
export async function getPopularKeywords(ctx: RequestContext): Promise<CallResult<typeof popularKeywords>> {
  const rows = await ctx.db
    .select({ keyword: hotKeywordsTable.keyword, url: hotKeywordsTable.url })
    .from(hotKeywordsTable)
    .orderBy(asc(hotKeywordsTable.position), asc(hotKeywordsTable.id));
  const seen = new Set(rows.map((r) => r.keyword.toLowerCase()));
  const merged = [...rows];
  for (const keyword of await topSearchedKeywords(ctx, POPULAR_SEARCHED_MAX + rows.length)) {
    if (merged.length >= rows.length + POPULAR_SEARCHED_MAX) break;
    if (seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    merged.push({ keyword, url: searchUrl(keyword) });
  }
  return { hot_keyword: merged };
}

export async function getHotKeywords(ctx: RequestContext): Promise<CallResult<typeof hotKeywords>> {
  const rows = await ctx.db
    .select({ keyword: hotKeywordsTable.keyword, url: hotKeywordsTable.url, is_hot: hotKeywordsTable.isHot })
    .from(hotKeywordsTable)
    .where(eq(hotKeywordsTable.isHot, true))
    .orderBy(asc(hotKeywordsTable.position), asc(hotKeywordsTable.id));
  return { list: rows };
}

export async function getRedirectList(ctx: RequestContext): Promise<CallResult<typeof redirectList>> {
  const rows = await ctx.db
    .select({ from: urlRewrites.requestPath, to: urlRewrites.redirectTo })
    .from(urlRewrites)
    .where(isNotNull(urlRewrites.redirectTo))
    .orderBy(asc(urlRewrites.requestPath));
  return { list: rows.map((r) => ({ from: `/${r.from}`, to: r.to ?? "/" })) };
}

type HomeData = CallResult<typeof homeData>;

/** The size a banner is drawn at when its row does not say (the home slider's). */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;

/**
 * A `home_blocks` row as a banner (home slider, trending cover, cart banner): the title is the
 * image's alt text, a row without a link goes home.
 */
export function blockBanner(b: typeof homeBlocks.$inferSelect): Banner {
  return {
    title: b.title,
    subtitle: b.subtitle,
    url: b.url ?? "/",
    image: {
      url: b.image ?? "",
      alt: b.title,
      width: b.imageWidth ?? BANNER_WIDTH,
      height: b.imageHeight ?? BANNER_HEIGHT,
    },
  };
}

/** Home page blocks in merchandising order; product rails resolve to live product tiles. */
export async function getHomeData(ctx: RequestContext): Promise<HomeData> {
  const blocks = await ctx.db.select().from(homeBlocks).orderBy(asc(homeBlocks.position), asc(homeBlocks.id));
  const allIds = [...new Set(blocks.flatMap((b) => b.productIds))];
  const cards = new Map((await loadProductCards(ctx.db, allIds)).map((c) => [c.entity_id, c]));
  const productsOf = (ids: number[]) => ids.map((id) => cards.get(id)).filter((c) => c !== undefined);
  const first = (kind: string) => blocks.find((b) => b.kind === kind);
  const trending = first("trending");
  return {
    banners: blocks.filter((b) => b.kind === "banner").map(blockBanner),
    trending: {
      cover: trending?.image ? blockBanner(trending) : null,
      products: trending ? productsOf(trending.productIds) : [],
    },
    featured: productsOf(first("featured")?.productIds ?? []),
    bestseller: productsOf(first("bestseller")?.productIds ?? []),
    new_arrivals: productsOf(first("new_arrivals")?.productIds ?? []),
    new_home: blocks
      .filter((b) => b.kind === "new_home")
      .map((b) => ({ title: b.title, url: b.url ?? "/", products: productsOf(b.productIds) })),
  };
}
