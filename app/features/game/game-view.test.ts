import { describe, expect, it } from "vitest";
import type { GameCategory } from "../../../contract/game";
import {
  canReport,
  categoryPeek,
  endedWords,
  expiryWords,
  shippingWords,
  shownMessage,
  statusWords,
  valueWords,
} from "./game-view";

describe("Play to Win: what a turn says", () => {
  it("names every status in words, and a void turn by its reason", () => {
    const words = (status: Parameters<typeof statusWords>[0]["status"], void_reason = null) =>
      statusWords({ status, void_reason });
    expect(words("ready")).toBe("Ready to play");
    expect(words("won")).toBe("Gift won: confirm to ship");
    expect(words("confirmed")).toBe("Gift confirmed");
    expect(words("shipped")).toBe("Gift shipped");
    expect(words("delivered")).toBe("Gift delivered");
    expect(words("return_requested")).toBe("Gift to send back");
    expect(words("returned")).toBe("Gift returned");
    expect(statusWords({ status: "void", void_reason: "order_canceled" })).toBe("Order canceled");
    expect(statusWords({ status: "void", void_reason: "order_returned" })).toBe("Order returned");
    expect(statusWords({ status: "void", void_reason: "expired" })).toBe("Expired");
  });

  it("says why a void or returned turn sends nothing (the contract's messages verbatim)", () => {
    expect(endedWords({ status: "void", void_reason: "expired" })).toBe(
      "This turn has expired: turns are played within 30 days of the order.",
    );
    expect(endedWords({ status: "void", void_reason: "order_canceled" })).toBe(
      "The order of this turn was canceled, so its gift cannot be sent.",
    );
    expect(endedWords({ status: "void", void_reason: "order_returned" })).toBe(
      "The order of this turn was returned before the gift was sent, so the gift will not be sent.",
    );
    expect(endedWords({ status: "returned", void_reason: null })).toBe(
      "The gift came back with your returned order.",
    );
    expect(endedWords({ status: "shipped", void_reason: null })).toBeNull();
  });

  it("shows the expiry while the turn waits for the shopper, in UTC calendar days", () => {
    const expires_at = "2026-12-01T03:00:00.000Z";
    expect(expiryWords({ status: "ready", expires_at })).toBe("Play by Dec 1, 2026");
    expect(expiryWords({ status: "won", expires_at })).toBe("Confirm by Dec 1, 2026");
    for (const status of [
      "confirmed",
      "shipped",
      "delivered",
      "return_requested",
      "returned",
      "void",
    ] as const)
      expect(expiryWords({ status, expires_at })).toBeNull();
  });

  it("says when a confirmed gift ships: the ship-by date once the order is complete", () => {
    expect(shippingWords({ order_complete: false, ship_by: null })).toBe(
      "Ships within 7 days of order completion.",
    );
    expect(shippingWords({ order_complete: true, ship_by: "2026-11-27T15:00:00.000Z" })).toBe(
      "Ships within 7 days of order completion: by Nov 27, 2026.",
    );
  });

  it("offers the quality report to a delivered gift, once, until report_until included", () => {
    const delivered = {
      status: "delivered" as const,
      reported: false,
      report_until: "2026-11-20T12:00:00.000Z",
    };
    expect(canReport(delivered, "2026-11-20T12:00:00.000Z")).toBe(true);
    expect(canReport(delivered, "2026-11-20T12:00:00.001Z")).toBe(false);
    expect(canReport({ ...delivered, reported: true }, "2026-11-14T00:00:00.000Z")).toBe(false);
    expect(canReport({ ...delivered, status: "shipped" }, "2026-11-14T00:00:00.000Z")).toBe(false);
    expect(canReport({ ...delivered, report_until: null }, "2026-11-14T00:00:00.000Z")).toBe(false);
  });

  it("writes the gift's value and a category's peek in dollars", () => {
    expect(valueWords(1234.5)).toBe("Value $1,234.50");
    const option = (price: number) => ({
      product_id: 1,
      piid: 1,
      name: "Mug",
      small_image: null,
      price,
      url: "/mug.html",
    });
    const category = (prices: number[]): GameCategory => ({
      id: 6,
      name: "Home Decor",
      options: prices.map(option),
    });
    expect(categoryPeek(category([12.99, 24.5, 8]))).toBe("3 gifts, worth up to $24.50");
    expect(categoryPeek(category([9]))).toBe("1 gift, worth up to $9.00");
    expect(categoryPeek(category([]))).toBe("No gifts left");
  });

  it("shows a field's refusal without the field's name", () => {
    expect(shownMessage("description: Please describe the issue.")).toBe("Please describe the issue.");
    expect(shownMessage("You have already played this turn. No changes after choosing.")).toBe(
      "You have already played this turn. No changes after choosing.",
    );
  });
});
