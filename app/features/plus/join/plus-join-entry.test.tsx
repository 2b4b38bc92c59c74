import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import { PlusJoinEntry } from "./plus-join-entry";

// The Join entry of the product page's Plus+ block and of the cart (spec part 2 §4, product side).

const session = (group: string | null) => ({
  is_login: group !== null,
  customer:
    group === null
      ? null
      : {
          entity_id: 7,
          email: "ada@example.com",
          firstname: "Ada",
          lastname: "Lovelace",
          customer_group: group,
          customer_group_id: group === "PLUS+" ? 4 : 1,
          verify_status: true,
          show_point: true,
          subscriber_email: 1 as const,
          is_old_user: false,
          play_birthday_wishes: false,
        },
  has_guest: group === null,
  google_client_id: "",
  recaptcha_site_key: "",
  cart_qty: 0,
});

const render = (group: string | null) =>
  renderInRouter(<PlusJoinEntry source="product_detail" />, { rootData: { session: session(group) } });

describe("the Plus+ Join entry", () => {
  it("offers Join Plus+ to a guest and to a customer who is not a member", async () => {
    for (const group of [null, "General"]) {
      const html = await render(group);
      expect(html).toContain(">Join Plus+</button>");
      expect(html).not.toContain("already Plus+ Member");
    }
  });

  it("tells a member there is nothing to join", async () => {
    const html = await render("PLUS+");
    expect(html).toContain("You are already Plus+ Member, go ahead and grab this item!");
    expect(html).not.toContain("Join Plus+</button>");
  });
});
