// Popular searches (issue 15 §5): only searches the server ran that found products, once per
// shopper and day, shown past 3 distinct shoppers from 3 distinct addresses, never a blocked term.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createApp } from "../../app";
import { answerCache } from "../../http/answer-cache";
import { MemoryRateLimitStore } from "../../http/rate-limit";
import { createSession } from "../../http/session";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 60, env: { TRUST_PROXY: "1" } });
}, 120_000);
afterAll(() => t?.close());

let nextIp = 1;
const freshIp = () => `203.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** A shopper: a live guest session, browsing from its own address unless one is given. */
async function shopper(ip = freshIp()) {
  const { token } = await createSession(t.database.db, { customerId: null, now: new Date(), days: 1 });
  return { cookie: `GuestToken=${token}`, ip };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const searchAs = async (who: Shopper, q: string, app = t.app) => {
  const res = await callJson<{ total: number; corrected_query: string | null }>(
    app,
    `/api/search?q=${encodeURIComponent(q)}`,
    { headers: { cookie: who.cookie, "x-forwarded-for": who.ip } },
  );
  expect(res.body.code).toBe(200);
  return res.body.result;
};

/** The searched terms the header shows (after the curated hot keywords). */
async function popularTerms(): Promise<string[]> {
  const curated = (
    (await t.database.db.execute(sql`select lower(keyword) as k from hot_keywords`)) as unknown as {
      rows: { k: string }[];
    }
  ).rows.map((r) => r.k);
  const res = await callJson<{ hot_keyword: { keyword: string; url: string }[] }>(
    t.app,
    "/api/search/popular",
  );
  return res.body.result.hot_keyword.map((k) => k.keyword).filter((k) => !curated.includes(k.toLowerCase()));
}

const suggested = async (q: string) =>
  (
    await callJson<{ keywords: { keyword: string }[] }>(
      t.app,
      `/api/search/suggest?q=${encodeURIComponent(q)}`,
    )
  ).body.result.keywords.map((k) => k.keyword);

const countedRows = async (term: string) =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from search_shopper_days where term = ${term}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0].n,
  );

const usedWords = new Set<string>();
/**
 * A word of the seeded catalog that search finds as it is, a different one per call (so tests do
 * not share counts, in any order). Probed without a session: the probe itself is not counted.
 */
async function findableWord(): Promise<string> {
  const { rows } = (await t.database.db.execute(
    sql`select term from search_terms where products between 1 and 20 and length(term) >= 5 and term ~ '^[a-z]+$' order by term`,
  )) as unknown as { rows: { term: string }[] };
  for (const { term } of rows) {
    if (usedWords.has(term)) continue;
    usedWords.add(term);
    const found = await searchAs({ cookie: "", ip: freshIp() }, term);
    if (found.total > 0 && found.corrected_query === null) return term;
  }
  throw new Error("no findable word left in the seeded catalog");
}

describe("popular searches", () => {
  it("500 anonymous user-search-behavior posts with a made-up phrase do not make it popular", async () => {
    for (let i = 0; i < 500; i++) {
      const res = await callJson(t.app, "/v3/statistics/user-search-behavior", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          // 50 addresses, so the statistics limit (600 per address) never stops the flood.
          "x-forwarded-for": `198.18.0.${(i % 50) + 1}`,
        },
        body: JSON.stringify({ behavior: "search", keywords: "cheap pills here", productIds: [1, 2, 3] }),
      });
      expect(res.status, `post ${i + 1}`).toBe(200);
    }
    expect(await popularTerms()).not.toContain("cheap pills here");
    expect(await suggested("cheap")).not.toContain("cheap pills here");
    expect(await countedRows("cheap pills here")).toBe(0);
  });

  it("two searches for a typo by one shopper do not make anything popular; the typo is counted as its correction", async () => {
    const word = await findableWord();
    const typo = `${word}${word.at(-1)}`;
    const one = await shopper();
    const first = await searchAs(one, typo);
    expect(first.corrected_query).toBe(word);
    await searchAs(one, typo);
    expect(await countedRows(typo)).toBe(0);
    // Once per shopper and day, however often they search.
    expect(await countedRows(word)).toBe(1);
    expect(await popularTerms()).not.toContain(word);
    expect(await popularTerms()).not.toContain(typo);
  });

  it("3 distinct shoppers' searches that found products make a term popular (2 do not)", async () => {
    const word = await findableWord();
    const term = word;
    const before = await countedRows(term);
    expect(before).toBe(0);
    const shoppers = [await shopper(), await shopper(), await shopper()];
    await searchAs(shoppers[0], term);
    await searchAs(shoppers[1], term.toUpperCase());
    expect(await popularTerms()).not.toContain(term);
    await searchAs(shoppers[2], `  ${term} `);
    expect(await countedRows(term)).toBe(3);
    expect(await popularTerms()).toContain(term);
    expect(await suggested(term.slice(0, 3))).toContain(term);
  });

  it("sessions minted from one address count as one: 5 shoppers on one address do not make a term popular", async () => {
    const word = await findableWord();
    const term = `${word} ${word}`;
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await searchAs(await shopper(ip), term);
    expect(await countedRows(term)).toBe(5);
    expect(await popularTerms()).not.toContain(term);
  });

  it("searches that found nothing, matched only some words, or came without a session are not counted", async () => {
    for (let i = 0; i < 3; i++) {
      const who = await shopper();
      expect((await searchAs(who, "qxzvwjk")).total).toBe(0);
    }
    expect(await countedRows("qxzvwjk")).toBe(0);
    const word = await findableWord();
    const partial = `${word} qxzvwjk`;
    for (let i = 0; i < 3; i++) await searchAs(await shopper(), partial);
    expect(await countedRows(partial)).toBe(0);
    // No cookie: no shopper to count.
    for (let i = 0; i < 3; i++) await searchAs({ cookie: "", ip: freshIp() }, `${word} ${word} ${word}`);
    expect(await countedRows(`${word} ${word} ${word}`)).toBe(0);
  });

  it("counts searches whose answer came from the answer cache", async () => {
    const config = { ...t.deps.config, ANSWER_CACHE_SECONDS: 60 };
    const cached = createApp({
      deps: { ...t.deps, config, answers: answerCache(config), rateLimitStore: new MemoryRateLimitStore() },
    });
    const word = await findableWord();
    const term = `${word} ${word} ${word} ${word}`;
    for (let i = 0; i < 3; i++) await searchAs(await shopper(), term, cached);
    expect(await countedRows(term)).toBe(3);
  });

  it("never shows a term an operator blocked, nor a term with a blocked word", async () => {
    const word = await findableWord();
    // A phrase of two words that finds products (every word matches): blocking one of its words hides it.
    const pair = `${word} ${word}`;
    for (let i = 0; i < 3; i++) {
      await searchAs(await shopper(), word);
      await searchAs(await shopper(), pair);
    }
    expect(await countedRows(pair)).toBe(3);
    expect(await popularTerms()).toContain(word);
    expect(await popularTerms()).toContain(pair);
    await t.database.db.execute(
      sql`insert into search_term_blocklist (term, reason) values (${word}, 'test') on conflict do nothing`,
    );
    try {
      expect(await popularTerms()).not.toContain(word);
      expect(await popularTerms()).not.toContain(pair);
      expect(await suggested(word.slice(0, 3))).not.toContain(word);
    } finally {
      await t.database.db.execute(sql`delete from search_term_blocklist where term = ${word}`);
    }
    expect(await popularTerms()).toContain(word);
  });

  it("nothing other shoppers see reads the client-sent statistics: only their recorders name those tables", () => {
    const root = new URL("../../../", import.meta.url).pathname;
    const users: string[] = [];
    for (const dir of ["server", "app"]) {
      for (const file of readdirSync(join(root, dir), { recursive: true }) as string[]) {
        if (
          !/\.(ts|tsx)$/.test(file) ||
          /\.test\.tsx?$|\.testing\.ts$/.test(file) ||
          file.includes("schema/")
        )
          continue;
        const text = readFileSync(join(root, dir, file), "utf8");
        if (
          /searchEvents|search_events|productBehaviorEvents|product_behavior_events|orderBehaviorEvents|order_behavior_events/.test(
            text,
          )
        )
          users.push(`${dir}/${file}`);
      }
    }
    expect(users.sort()).toEqual([
      "server/modules/search/search.service.ts",
      "server/modules/statistics/order-behavior.service.ts",
      "server/modules/statistics/statistics.service.ts",
    ]);
    // And in the search service, only the recorder writes search_events.
    const search = readFileSync(join(root, "server/modules/search/search.service.ts"), "utf8");
    expect(search.match(/searchEvents/g)).toHaveLength(2);
  });
});
