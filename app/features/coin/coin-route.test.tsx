import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coinsOf, grant, type Holder, holder, OPERATOR_ENV } from "../../../server/modules/coin/coin.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as route from "../../routes/coin";
import { pageArgs, redirectOf } from "../session/page-context.testing";
import { CoinPageView } from "./coin-page-view";
import type { CoinPageData, CoinPosted } from "./coin-view";

// The store coin page's loader and action through the real API and database, and the markup the
// server renders from them (no JavaScript: the form posts straight, no dialog).

let t: TestApp;
let ada: Holder;
let bob: Holder;
const cookieOf = (h: Holder) => `token=${(h.who as { bearer: string }).bearer}`;

beforeAll(async () => {
  t = await createTestApp({ products: 0, env: OPERATOR_ENV });
  ada = await holder(t, "Ada");
  bob = await holder(t, "Bob");
  await grant(t, { email: ada.email, amount: 250, reason: "Thank you" });
});
afterAll(() => t?.close());

const PAGE = "/nestoracoin";
type LoaderArgs = Parameters<typeof route.loader>[0];
type ActionArgs = Parameters<typeof route.action>[0];

async function load(cookie?: string, path = PAGE): Promise<CoinPageData> {
  const out = (await route.loader(pageArgs(t, path, { cookie }) as unknown as LoaderArgs)) as unknown as {
    data: CoinPageData;
  };
  return out.data;
}

function post(fields: Record<string, string>, cookie?: string): Promise<CoinPosted> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return route.action(pageArgs(t, PAGE, { cookie, form }) as unknown as ActionArgs) as Promise<CoinPosted>;
}

const textOf = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

const render = (data: CoinPageData, posted?: CoinPosted) =>
  renderInRouter(<CoinPageView data={data} posted={posted} />, { url: PAGE });

describe("the store coin page", () => {
  it("shows a guest what coins are and the way to sign in, coming back here", async () => {
    const data = await load();
    expect(data).toEqual({ storeName: "Nestora", customer: null });
    const html = await render(data);
    const text = textOf(html);
    expect(text).toContain("Nestora Coin");
    expect(text).toContain("own currency: 100 coins are worth $1 ($1.00).");
    expect(text).toContain(
      "Coins cannot be sent to yourself, bought, or exchanged for cash. Spending coins at checkout is not available yet: your balance keeps its worth until it is.",
    );
    expect(html).toContain('href="/customer/account/login?redirect=%2Fnestoracoin"');
    expect(html).not.toContain("<form");
  });

  it("shows a customer the balance, its worth, the form with a request id, and the history", async () => {
    // Its own customer: the send below moves Ada's coins, and the tests run in any order.
    const cy = await holder(t, "Cy");
    await grant(t, { email: cy.email, amount: 250, reason: "Thank you" });
    const data = await load(cookieOf(cy));
    expect(data.customer?.balance).toMatchObject({ coins: 250, worth_text: "$2.50", daily_left: 10000 });
    expect(data.customer?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const html = await render(data);
    const text = textOf(html);
    expect(text).toContain("250 coins");
    expect(text).toContain("Worth $2.50");
    expect(text).toContain("You can still send 10,000 coins today.");
    expect(html).toContain(`name="request_id" value="${data.customer?.requestId}"`);
    expect(text).toContain("Granted by the store");
    expect(text).toContain("“Thank you”");
    expect(html).not.toContain("<dialog");
  });

  it("sends through the action and moves the coins once for a form posted twice", async () => {
    const { customer } = await load(cookieOf(ada));
    const fields = { email: bob.email, amount: "30", message: "Hi", request_id: customer?.requestId ?? "" };
    expect(await post(fields, cookieOf(ada))).toEqual({
      ok: true,
      message: `You sent 30 coins to ${bob.email}.`,
      fields: null,
    });
    expect((await post(fields, cookieOf(ada))).ok).toBe(true);
    expect(await coinsOf(t, ada)).toBe(220);
    expect(await coinsOf(t, bob)).toBe(30);
    // The next render has a fresh request id.
    expect((await load(cookieOf(ada))).customer?.requestId).not.toBe(customer?.requestId);
  });

  it("answers a refusal verbatim with the fields as typed, shown under the form", async () => {
    const { customer } = await load(cookieOf(ada));
    const fields = { email: ada.email, amount: "5", message: "", request_id: customer?.requestId ?? "" };
    const posted = await post(fields, cookieOf(ada));
    expect(posted).toEqual({
      ok: false,
      message: "You cannot send coins to yourself.",
      fields: { email: ada.email, amount: "5", message: "" },
    });
    const html = await render(await load(cookieOf(ada)), posted);
    expect(html).toContain('role="alert"');
    expect(textOf(html)).toContain("You cannot send coins to yourself.");
    expect(html).toContain(`value="${ada.email}"`);
  });

  it("sends a guest's post to Login coming back here", async () => {
    const form = new FormData();
    form.append("amount", "5");
    const res = await redirectOf(route.action(pageArgs(t, PAGE, { form }) as unknown as ActionArgs));
    expect(res.location).toBe("/customer/account/login?redirect=%2Fnestoracoin");
  });
});
