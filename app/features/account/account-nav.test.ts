import { describe, expect, it } from "vitest";
import { ACCOUNT_NAV, currentAccountItem } from "./account-nav";

const current = (path: string, search = "") => currentAccountItem(path, search)?.label ?? null;

describe("account navigation", () => {
  it("lists only account pages that exist", () => {
    expect(ACCOUNT_NAV.map((i) => [i.label, i.href])).toEqual([
      ["My Account", "/customer/account/home"],
      ["My Orders", "/customer/account/order"],
      ["My Returns", "/customer/account/returns"],
      ["Plus+ Member Center", "/member-center"],
      ["Plus+ Orders", "/sales/plusorder/history"],
      ["Play to Win", "/customer/account/play-to-win"],
      ["My Coupons", "/customer/account/coupon"],
      ["My Points", "/points/points"],
      ["My Wishlist", "/customer/account/wishlist"],
      ["My Reviews", "/customer/account/review"],
      ["My Questions", "/customer/account/faq"],
      ["My Products", "/customer/account/products"],
      ["My Warranty", "/customer/account/products-waranty"],
      ["My Newsletter", "/customer/account/newsletter"],
      ["Customer Service", "/customer/account/exclusive-customer-service"],
      ["Address Book", "/customer/account/edit?accountType=address"],
      ["Account Information", "/customer/account/accountinfo"],
    ]);
  });

  it("names the item each account page belongs to", () => {
    expect(current("/customer/account/home")).toBe("My Account");
    expect(current("/customer/account/order")).toBe("My Orders");
    expect(current("/customer/account/order/100000123")).toBe("My Orders");
    expect(current("/customer/account/order/cancel-order", "?increment_id=1")).toBe("My Orders");
    expect(current("/customer/account/wishlist/")).toBe("My Wishlist");
    expect(current("/customer/account/coupon", "?tab=used")).toBe("My Coupons");
    expect(current("/customer/account/edit", "?accountType=address&edit=3")).toBe("Address Book");
    expect(current("/customer/account/edit")).toBe("Account Information");
    expect(current("/customer/account/accountinfo")).toBe("Account Information");
    expect(current("/Customer/Account/Home")).toBe("My Account");
    expect(current("/customer/account/review", "?tab=written")).toBe("My Reviews");
    expect(current("/customer/account/write-review", "?item=12")).toBe("My Reviews");
    expect(current("/customer/account/exclusive-customer-service")).toBe("Customer Service");
    expect(current("/customer/account/products")).toBe("My Products");
    expect(current("/customer/account/products-waranty")).toBe("My Warranty");
    expect(current("/customer/account/points")).toBeNull();
    expect(current("/customer/account/returns")).toBe("My Returns");
    expect(current("/customer/account/play-to-win")).toBe("Play to Win");
    expect(current("/customer/account/play-to-win", "?play=12")).toBe("Play to Win");
    expect(current("/member-center")).toBe("Plus+ Member Center");
    expect(current("/sales/plusorder/history")).toBe("Plus+ Orders");
    expect(current("/customer/account/order/return", "?order_id=100000123")).toBe("My Returns");
  });
});
