// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fieldOfMessage, registerErrors, registerValues } from "./register-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const today = new Date("2026-11-28T12:00:00Z");

describe("the registration form's rules (page action)", () => {
  it("names every missing field of a product bought elsewhere at once", () => {
    expect(registerErrors(registerValues(form({ source: "elsewhere" })), today)).toEqual({
      product_id: "Choose the product you bought.",
      retailer: "Enter the store where you bought it.",
      serial_number: "Enter the serial number printed on the product label.",
      purchase_date: "Enter the purchase date.",
      proof: "Upload a photo of your receipt or invoice as proof of purchase.",
    });
  });

  it("checks the purchase date against today and the lower bound", () => {
    const values = (purchase_date: string) =>
      registerValues(
        form({
          source: "elsewhere",
          product_id: "4",
          retailer: "Costco",
          serial_number: "ABC-1234",
          purchase_date,
          proof: "0123456789abcdef0123456789abcdef",
        }),
      );
    expect(registerErrors(values("2026-11-28"), today)).toEqual({});
    expect(registerErrors(values("2026-11-29"), today)).toEqual({
      purchase_date: "The purchase date cannot be in the future.",
    });
    expect(registerErrors(values("1999-12-31"), today)).toEqual({
      purchase_date: "The purchase date cannot be before January 1, 2000.",
    });
  });

  it("needs only the order line for a product bought here (the serial number is optional)", () => {
    expect(registerErrors(registerValues(form({ source: "here" })), today)).toEqual({
      order_item_id: "Choose the item from your orders.",
    });
    expect(registerErrors(registerValues(form({ source: "here", order_item_id: "9" })), today)).toEqual({});
    expect(
      registerErrors(
        registerValues(form({ source: "here", order_item_id: "9", serial_number: "x!" })),
        today,
      ),
    ).toEqual({ serial_number: "The serial number has 4–40 letters, digits, dashes or spaces." });
  });

  it("puts the API's refusals under their field", () => {
    expect(fieldOfMessage("You have already registered a product with this serial number.")).toBe(
      "serial_number",
    );
    expect(fieldOfMessage("You have already registered this item.")).toBe("order_item_id");
    expect(fieldOfMessage("Too many requests.")).toBeNull();
  });
});
