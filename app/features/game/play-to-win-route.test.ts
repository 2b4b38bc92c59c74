import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  giftCategoryWith,
  OPERATOR_ENV,
  type Player,
  paidOrderOf,
  player,
} from "../../../server/modules/game/game.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import * as route from "../../routes/account/play-to-win";
import { pageArgs, redirectOf } from "../session/page-context.testing";
import type { GamePageData } from "./game-page-view";
import type { GamePosted } from "./game-view";

// Play to Win's loader and action through the real API and database: the page's read, each form
// posted as the browser (or a fetcher) posts it, and the server's refusals passed on verbatim.

let t: TestApp;
let shopper: Player;
let cookie: string;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 12, env: OPERATOR_ENV });
  shopper = await player(t);
  cookie = `token=${(shopper.who as { bearer: string }).bearer}`;
  orderId = (await paidOrderOf(t, shopper)).orderId;
  await giftCategoryWith(t, [1299, 2450, 800]);
});
afterAll(() => t?.close());

const PAGE = "/customer/account/play-to-win";
type LoaderArgs = Parameters<typeof route.loader>[0];
type ActionArgs = Parameters<typeof route.action>[0];

async function load(path = PAGE): Promise<GamePageData> {
  const out = (await route.loader(pageArgs(t, path, { cookie }) as unknown as LoaderArgs)) as unknown as {
    data: GamePageData;
  };
  return out.data;
}

function post(fields: Record<string, string>, who = cookie): Promise<GamePosted> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return route.action(
    pageArgs(t, PAGE, { cookie: who, form }) as unknown as ActionArgs,
  ) as Promise<GamePosted>;
}

describe("Play to Win route", () => {
  it("sends a guest to Login and back, for the page and for a form", async () => {
    const page = await redirectOf(route.loader(pageArgs(t, PAGE) as unknown as LoaderArgs));
    expect(page.location).toBe("/customer/account/login?redirect=%2Fcustomer%2Faccount%2Fplay-to-win");
    const form = new FormData();
    form.append("intent", "play");
    const action = await redirectOf(route.action(pageArgs(t, PAGE, { form }) as unknown as ActionArgs));
    expect(action.location).toBe("/customer/account/login?redirect=%2Fcustomer%2Faccount%2Fplay-to-win");
  });

  it("reads the turn of the paid order, the categories and the rules; ?play= opens its form", async () => {
    const data = await load();
    expect(data.turns.map((x) => [x.order_id, x.status])).toEqual([[orderId, "ready"]]);
    expect(data.categories.map((c) => c.options.map((o) => o.price).sort((a, b) => a - b))).toEqual([
      [8, 12.99, 24.5],
    ]);
    expect(data.rules).toContain("No changes after choosing.");
    expect(data.playing).toBeNull();
    const turnId = data.turns[0]?.turn_id ?? 0;
    expect((await load(`${PAGE}?play=${turnId}`)).playing).toBe(turnId);
    expect((await load(`${PAGE}?play=abc`)).playing).toBeNull();
  });

  it("plays, refuses a second play and a report before delivery verbatim, then confirms", async () => {
    const { turns, categories } = await load();
    const turnId = String(turns[0]?.turn_id);
    const categoryId = String(categories[0]?.id);

    const noCategory = await post({ intent: "play", turn_id: turnId, category_id: "999", card: "3" });
    expect(noCategory).toMatchObject({
      intent: "play",
      ok: false,
      message: "Please pick one of the gift categories shown.",
      turn: null,
    });

    const won = await post({ intent: "play", turn_id: turnId, category_id: categoryId, card: "3" });
    expect(won.ok).toBe(true);
    expect(won.turn?.status).toBe("won");
    expect(won.turn?.card).toBe(3);
    expect([8, 12.99, 24.5]).toContain(won.turn?.gift?.price);

    const again = await post({ intent: "play", turn_id: turnId, category_id: categoryId, card: "4" });
    expect(again).toMatchObject({
      ok: false,
      message: "You have already played this turn. No changes after choosing.",
    });

    const early = await post({
      intent: "report",
      turn_id: turnId,
      issue: "damaged",
      description: "Chipped.",
    });
    expect(early).toMatchObject({
      ok: false,
      message: "You can report a quality issue once your gift has been delivered.",
    });

    const confirmed = await post({ intent: "confirm", turn_id: turnId });
    expect(confirmed).toMatchObject({
      intent: "confirm",
      ok: true,
      message: "Your gift is confirmed. It is sent within 7 days of order completion to the order address.",
    });
    expect(confirmed.turn?.status).toBe("confirmed");
    expect((await load()).turns[0]?.status).toBe("confirmed");
  });
});
