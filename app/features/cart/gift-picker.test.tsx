import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GIFT_MESSAGES } from "../../../contract/gift-constants";
import { FREE_GIFT_LINE } from "../../../contract/order-constants";
import { tags, tagsWith } from "../../../tests/helpers/html-tags";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { cartOf } from "./cart-fixtures.testing";
import { CartPageView } from "./cart-page-view";
import { CHOOSE_GIFT_LABEL, type GiftChoiceView } from "./gift-choice-parts";
import GiftPickerDialog, { nextTab } from "./gift-picker-dialog";

// The free-gift choice on the Cart page (spec part 2 §9 "Free-gift rules", the rules pop-up):
// the picker dialog and the page's no-JavaScript form, server-rendered from a cart answer.

// The rules of spec part 2 §9 "Free-gift rules", word for word (written out here, not read from
// GIFT_RULES, so a change to the constant that drifts from the spec fails).
const SPEC_RULES = [
  "Pick a category, then 1 of 9 options.",
  "No changes after choosing.",
  "The gift is sent within 7 days of order completion to the order address, and is returned if the order is returned.",
  "Quality issues are reportable within 7 days of receipt.",
];

const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&amp;", "&");

const option = (piid: number, name: string, price: number) => ({
  product_id: piid * 10,
  piid,
  name,
  small_image: `/img/${piid}.jpg`,
  price,
});

const choice: GiftChoiceView = {
  categories: [
    {
      id: 6,
      name: "Home Decor",
      options: [option(101, "Linen Throw Pillow", 19.99), option(102, "Vase", 24)],
    },
    { id: 4, name: "Kitchen", options: [option(201, "Tea Towel Set", 12.5)] },
  ],
  unavailable_gift: null,
};

describe("the gift picker dialog", () => {
  it("is a labelled modal with the rules, category tabs and the first category's options as labelled radios", async () => {
    const html = text(await renderInRouter(<GiftPickerDialog choice={choice} onClose={() => undefined} />));
    // A platform <dialog> (opened with showModal() in the browser), centred.
    const [dialog] = tags(html, "dialog");
    expect(dialog).toMatchObject({ "data-variant": "center", tabindex: "-1" });
    const title = html.match(new RegExp(`<h2 id="${dialog["aria-labelledby"]}"[^>]*>([^<]*)</h2>`))?.[1];
    expect(title).toBe(CHOOSE_GIFT_LABEL);
    const rules = html.match(/<ul[^>]*data-testid="gift-rules"[^>]*>(.*?)<\/ul>/s)?.[1];
    expect(rules).toBe(SPEC_RULES.map((rule) => `<li>${rule}</li>`).join(""));

    const tabList = tags(html, "button").filter((t) => t.role === "tab");
    expect(tabList.map((t) => t["aria-selected"])).toEqual(["true", "false"]);
    expect(html).toMatch(/role="tab"[^>]*>Home Decor<\/button>/);
    expect(html).toMatch(/role="tab"[^>]*>Kitchen<\/button>/);
    const [panel] = tags(html, "div").filter((t) => t.role === "tabpanel");
    expect(panel["aria-labelledby"]).toBe(tabList[0].id);

    // Only Home Decor's options, each a radio inside its label: picture, name, Free, the price struck.
    const radios = tagsWith(html, "input", { type: "radio" });
    expect(radios.map((r) => r.value)).toEqual(["101", "102"]);
    expect(html).toMatch(
      new RegExp(
        `<label[^>]*><input[^>]*value="101"[^>]*/><img src="/img/101.jpg"[^>]*/><span[^>]*><span class="block">Linen Throw Pillow</span><span class="block"><span[^>]*>${FREE_GIFT_LINE.price}</span> <s[^>]*><span class="sr-only">Regular price </span>\\$19\\.99</s></span>`,
      ),
    );
    expect(html).not.toContain("Tea Towel Set");
    // Confirm posts the choose-gift intent; nothing is picked yet, so it waits.
    expect(tagsWith(html, "input", { type: "hidden", name: "intent" }).map((t) => t.value)).toEqual([
      "choose-gift",
    ]);
    expect(tagsWith(html, "input", { name: "piid" })).toEqual([]);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Confirm<\/button>/);
  });

  it("arrow keys move between category tabs, wrapping round", () => {
    expect(nextTab("ArrowRight", 0, 3)).toBe(1);
    expect(nextTab("ArrowRight", 2, 3)).toBe(0);
    expect(nextTab("ArrowLeft", 0, 3)).toBe(2);
    expect([nextTab("Home", 2, 3), nextTab("End", 0, 3)]).toEqual([0, 2]);
    expect(nextTab("Enter", 1, 3)).toBeNull();
  });

  it("is its own chunk: the Cart page loads it on demand", () => {
    const section = readFileSync(new URL("./cart-gift-section.tsx", import.meta.url), "utf8");
    expect(section).toContain('onDemand(() => import("./gift-picker-dialog"))');
    for (const file of ["./cart-gift-section.tsx", "./cart-page-view.tsx", "./gift-choice-parts.tsx"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(source, file).not.toMatch(/^import[^;]*gift-picker-dialog/m);
    }
  });
});

describe("the Cart page's gift", () => {
  // The cart answer says a choice is offered; the loader adds gift-options' categories beside it.
  const page = async (cart: ReturnType<typeof cartOf>, giftOptions = choice.categories) =>
    text(
      await renderInRouter(<CartPageView data={{ cart, later: [], giftOptions }} />, {
        url: "/checkout/cart",
        pageId: "CheckoutCart",
      }),
    );

  it("without JavaScript, the choice is a form on the page: rules, every category, one radio group, Confirm", async () => {
    const html = await page(cartOf({ gift_choice: { unavailable_gift: null } }));
    expect(html).toMatch(new RegExp(`<details><summary[^>]*>${CHOOSE_GIFT_LABEL}</summary>`));
    for (const rule of SPEC_RULES) expect(html).toContain(`<li>${rule}</li>`);
    expect(html).toMatch(/<legend[^>]*>Home Decor<\/legend>.*<legend[^>]*>Kitchen<\/legend>/s);
    expect(tagsWith(html, "input", { type: "radio", name: "piid" }).map((t) => t.value)).toEqual([
      "101",
      "102",
      "201",
    ]);
    const form =
      html.match(new RegExp(`<form[^>]*aria-label="${CHOOSE_GIFT_LABEL}"[^>]*>.*?</form>`, "s"))?.[0] ?? "";
    expect(form).toMatch(/method="post"/);
    expect(form).toContain('name="intent" value="choose-gift"');
    expect(form).toMatch(/<button type="submit"[^>]*>Confirm<\/button>/);
    expect(html).not.toContain("Remove Gift");
  });

  it("the chosen gift: its picture, Free with its price struck, the note, and Remove; removed, Add", async () => {
    const gift = { is_add: true, ...option(101, "Linen Throw Pillow", 19.99), special_price: 0 };
    const html = await page(cartOf({ gift_product: gift }));
    expect(tagsWith(html, "img", { src: "/img/101.jpg" })).toMatchObject([{ width: "64", height: "64" }]);
    expect(html).toContain("Linen Throw Pillow");
    expect(html).toMatch(/Free<\/span> <s[^>]*><span class="sr-only">Regular price <\/span>\$19\.99<\/s>/);
    expect(html).toContain(FREE_GIFT_LINE.note);
    expect(html).toMatch(/value="gift-remove".*Remove Gift/s);
    expect(html).not.toContain(CHOOSE_GIFT_LABEL);
    const off = await page(cartOf({ gift_product: { ...gift, is_add: false } }));
    expect(off).toMatch(/value="gift-add".*Add Gift/s);
    expect(off).not.toContain(FREE_GIFT_LINE.note);
  });

  it("a chosen gift that can no longer be sent: the page says so and offers the choice again", async () => {
    const html = await page(cartOf({ gift_choice: { unavailable_gift: "Linen Throw Pillow" } }));
    expect(html).toContain(GIFT_MESSAGES.unavailable("Linen Throw Pillow"));
    expect(html).toMatch(new RegExp(`<summary[^>]*>${CHOOSE_GIFT_LABEL}</summary>`));
    expect(html).not.toContain(FREE_GIFT_LINE.note);
    expect(await page(cartOf({ gift_choice: { unavailable_gift: null } }))).not.toContain(
      "is no longer available",
    );
  });

  it("the options could not be read (the cart changed between the reads): no chooser to open", async () => {
    const html = await page(cartOf({ gift_choice: { unavailable_gift: null } }), null as never);
    expect(html).not.toContain(CHOOSE_GIFT_LABEL);
    expect(tagsWith(html, "input", { name: "piid" })).toEqual([]);
  });

  it("under the threshold: no gift at all", async () => {
    const html = await page(cartOf());
    expect(html).not.toContain('data-testid="free-gift"');
  });
});
