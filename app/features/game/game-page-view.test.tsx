import { describe, expect, it } from "vitest";
import type { GameGift, GameTurn } from "../../../contract/game";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { GameErrorView, type GamePageData, GamePageView } from "./game-page-view";
import type { GamePosted } from "./game-view";

// Play to Win as the server renders it (no JavaScript yet): the empty state, and a turn card in
// each status with what the shopper can do there.

const gift: GameGift = {
  product_id: 41,
  piid: 410,
  name: "Stoneware Mug",
  small_image: "/media/mug.svg",
  price: 12.5,
  url: "/stoneware-mug.html",
};

const turn = (over: Partial<GameTurn>): GameTurn => ({
  turn_id: 7,
  order_id: 70,
  increment_id: "100000070",
  earned_at: "2026-11-02T15:00:00.000Z",
  expires_at: "2026-12-02T15:00:00.000Z",
  status: "ready",
  void_reason: null,
  category_id: null,
  card: null,
  gift: null,
  ship_to: "Robin Tester, 12 Main St, Newark, NJ 07102",
  order_complete: false,
  ship_by: null,
  shipped_at: null,
  tracking_number: null,
  delivered_at: null,
  report_until: null,
  reported: false,
  ...over,
});

const page = (turns: GameTurn[], over: Partial<GamePageData> = {}): GamePageData => ({
  turns,
  categories: [
    { id: 6, name: "Home Decor", options: [gift, { ...gift, piid: 411, name: "Vase", price: 19 }] },
    { id: 4, name: "Kitchen", options: [{ ...gift, piid: 412, name: "Spatula", price: 6 }] },
  ],
  rules: ["Pick a category, then 1 of 9 options.", "No changes after choosing."],
  now: "2026-11-20T12:00:00.000Z",
  playing: null,
  ...over,
});

/** Server-rendered markup without React's text separators and tags, spaces squeezed. */
const textOf = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

const render = (data: GamePageData, posted?: GamePosted) =>
  renderInRouter(<GamePageView data={data} posted={posted} />, { url: "/customer/account/play-to-win" });

describe("Play to Win page", () => {
  it("without turns: the intro, the rules button and the way to a first turn", async () => {
    const html = await render(page([]));
    const text = textOf(html);
    expect(html).toContain("<h1");
    expect(text).toContain("Play to Win");
    expect(text).toContain(
      "Every order earns a turn: pick a category, then turn 1 of 9 cards to win a free gift.",
    );
    expect(text).toContain("Free-gift rules");
    expect(text).toContain("Place an order to earn your first turn.");
    expect(html).toContain('href="/"');
    // The pop-up is rendered only when open.
    expect(html).not.toContain("<dialog");
  });

  it("a ready turn: the order's link, its dates, Play; with ?play= its categories and 9 cards", async () => {
    const closed = await render(page([turn({})]));
    expect(textOf(closed)).toContain("Order #100000070");
    expect(closed).toContain('href="/customer/account/order/100000070"');
    expect(textOf(closed)).toContain("Earned Nov 2, 2026 · Play by Dec 2, 2026");
    expect(textOf(closed)).toContain("Ready to play");
    expect(closed).toMatch(
      /<form[^>]*method="get"><button type="submit" value="7"[^>]*name="play">Play<\/button>/,
    );
    expect(closed).not.toContain('name="card"');

    const open = textOf(await render(page([turn({})], { playing: 7 })));
    expect(open).toContain("1. Pick a category");
    expect(open).toContain("Home Decor");
    expect(open).toContain("2 gifts, worth up to $19.00");
    expect(open).toContain("Kitchen");
    expect(open).toContain("2. Turn a card");
    for (let n = 1; n <= 9; n++) expect(open).toContain(`Card ${n}`);
    expect(open).not.toContain("Card 10");
    const html = await render(page([turn({})], { playing: 7 }));
    expect(html.match(/<button type="submit"[^>]*name="card"/g)).toHaveLength(9);
    expect(html.match(/<input type="radio"[^>]*name="category_id"/g)).toHaveLength(2);
  });

  it("a refusal of a play shows verbatim in the form", async () => {
    const posted: GamePosted = {
      intent: "play",
      turn_id: 7,
      ok: false,
      message: "No gifts are available in this category right now. Please pick another category.",
      turn: null,
    };
    const html = await render(page([turn({})], { playing: 7 }), posted);
    expect(html).toMatch(
      /role="alert"[^>]*>No gifts are available in this category right now\. Please pick another category\.</,
    );
  });

  it("a won turn: the gift (value, Free), where it ships and Confirm", async () => {
    const text = textOf(await render(page([turn({ status: "won", category_id: 6, card: 5, gift })])));
    expect(text).toContain("Gift won: confirm to ship");
    expect(text).toContain("Confirm by Dec 2, 2026");
    expect(text).toContain("Card 5: you won");
    expect(text).toContain("Stoneware Mug");
    expect(text).toContain("Value $12.50 Free");
    expect(text).toContain("Ship it with order #100000070 to Robin Tester, 12 Main St, Newark, NJ 07102");
    expect(text).toContain("Confirm");
    expect(text).not.toContain("Card 1");
  });

  it("a confirmed turn: when it ships, with the ship-by date once the order is complete", async () => {
    const before = textOf(await render(page([turn({ status: "confirmed", card: 5, gift })])));
    expect(before).toContain("Gift confirmed");
    expect(before).toContain("Ships within 7 days of order completion.");
    expect(before).not.toContain("Confirm by");
    const after = textOf(
      await render(
        page([
          turn({
            status: "confirmed",
            card: 5,
            gift,
            order_complete: true,
            ship_by: "2026-11-27T15:00:00.000Z",
          }),
        ]),
      ),
    );
    expect(after).toContain("Ships within 7 days of order completion: by Nov 27, 2026.");
  });

  it("a shipped turn shows its tracking number; a delivered one the report form until report_until", async () => {
    const shipped = textOf(
      await render(
        page([
          turn({
            status: "shipped",
            gift,
            card: 2,
            shipped_at: "2026-11-10T10:00:00.000Z",
            tracking_number: "1ZGIFT42",
          }),
        ]),
      ),
    );
    expect(shipped).toContain("Shipped Nov 10, 2026. Tracking number 1ZGIFT42");

    const delivered = (over: Partial<GameTurn>) =>
      turn({
        status: "delivered",
        gift,
        card: 2,
        delivered_at: "2026-11-18T10:00:00.000Z",
        report_until: "2026-11-25T10:00:00.000Z",
        ...over,
      });
    const open = await render(page([delivered({})]));
    expect(textOf(open)).toContain(
      "Delivered Nov 18, 2026. Quality issues are reportable until Nov 25, 2026.",
    );
    expect(textOf(open)).toContain("Report a quality issue");
    expect(open).toContain('name="issue"');
    expect(open).toContain('name="description"');
    expect(textOf(open)).toContain("Missing parts");

    const late = await render(page([delivered({})], { now: "2026-11-26T00:00:00.000Z" }));
    expect(textOf(late)).toContain("Quality issues were reportable until Nov 25, 2026.");
    expect(late).not.toContain('name="description"');

    const reported = await render(page([delivered({ reported: true })]));
    expect(textOf(reported)).toContain(
      "You reported a quality issue with this gift: our team will contact you.",
    );
    expect(reported).not.toContain('name="description"');
  });

  it("a gift to send back, a returned gift and void turns say so", async () => {
    const html = await render(
      page([
        turn({ turn_id: 1, status: "return_requested", gift, card: 1 }),
        turn({ turn_id: 2, status: "returned", gift, card: 1 }),
        turn({ turn_id: 3, status: "void", void_reason: "order_canceled" }),
        turn({ turn_id: 4, status: "void", void_reason: "expired" }),
      ]),
    );
    const text = textOf(html);
    expect(text).toContain("Please send the gift back with your returned order.");
    expect(text).toContain("The gift came back with your returned order.");
    expect(text).toContain("The order of this turn was canceled, so its gift cannot be sent.");
    expect(text).toContain("This turn has expired: turns are played within 30 days of the order.");
    // Neither expired nor canceled turns offer Play.
    expect(html).not.toContain(">Play</button>");
  });

  it("a confirmation posted without JavaScript shows the server's message", async () => {
    const posted: GamePosted = {
      intent: "confirm",
      turn_id: 7,
      ok: true,
      message: "Your gift is confirmed. It is sent within 7 days of order completion to the order address.",
      turn: null,
    };
    const html = await render(page([turn({ status: "confirmed", gift, card: 3 })]), posted);
    expect(html).toMatch(
      /role="status"[^>]*>Your gift is confirmed\. It is sent within 7 days of order completion to the order address\.</,
    );
  });

  it("its error (the read failed) keeps the heading and offers to try again", async () => {
    const html = await renderInRouter(<GameErrorView />, { url: "/customer/account/play-to-win" });
    expect(textOf(html)).toContain("Play to Win");
    expect(html).toMatch(
      /role="alert"[^>]*>Your turns could not be loaded right now\. Please try again in a moment\.</,
    );
    expect(html).toMatch(/href="\/customer\/account\/play-to-win"[^>]*>Try again</);
  });
});
