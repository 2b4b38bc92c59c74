import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerAddress } from "../../../contract/address";
import {
  MAX_ADDRESSES_PER_CUSTOMER,
  type RegionItem,
  STREET_UNIT_SEPARATOR,
  US_REGIONS,
} from "../../../contract/address-constants";
import { MESSAGES } from "../../../contract/validation";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { customerAddresses } from "../../db/schema/customer";
import { createCustomer, send, sessionFor } from "../customer/account-fixtures.testing";
import { zipArea } from "../logistics/zip-regions";

import { zipNotInState } from "./address-rules";

// The address book and the region list over the real app and database (PGlite, or PostgreSQL
// with TEST_DATABASE_URL).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

const CA = US_REGIONS.find((r) => r.code === "CA") as RegionItem;
const NY = US_REGIONS.find((r) => r.code === "NY") as RegionItem;

const valid = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: "12 Walnut Ave",
  apartment_unit_suite: "Apt 4B",
  city: "Whittier",
  region_id: CA.region_id,
  postcode: "90602",
  telephone: "(562) 555-0134",
  country_id: "US",
};

async function customer() {
  const { id } = await createCustomer(t);
  return { id, token: await sessionFor(t, id) };
}

const list = (token: string) => send<CustomerAddress[]>(t, "GET", "/api/customer/address", { token });
const add = (token: string, body: Record<string, unknown>) =>
  send<CustomerAddress>(t, "POST", "/api/customer/address", { token, body });
const edit = (token: string, id: number, body: Record<string, unknown>) =>
  send<CustomerAddress>(t, "PUT", `/api/customer/address/${id}`, { token, body });
const remove = (token: string, id: number) =>
  send<{ address_entity_id: number }>(t, "DELETE", `/api/customer/address/${id}`, { token });

async function added(token: string, body: Record<string, unknown> = {}) {
  const res = await add(token, { ...valid, ...body });
  if (res.body.code !== 200) throw new Error(`add: ${res.body.code} ${res.body.message}`);
  return res.body.result;
}

const defaults = (rows: CustomerAddress[]) => ({
  shipping: rows.filter((r) => r.default_shipping).map((r) => r.address_entity_id),
  billing: rows.filter((r) => r.default_billing).map((r) => r.address_entity_id),
});

type Refused = { errors: Record<string, string> };

describe("GET /api/directory/country-region", () => {
  it("lists the 50 states and DC with stable ids, codes and a sample postcode of each state", async () => {
    const res = await send<RegionItem[]>(t, "GET", "/api/directory/country-region?country_id=US");
    expect(res.body.code).toBe(200);
    const regions = res.body.result;
    expect(regions).toHaveLength(51);
    expect(new Set(regions.map((r) => r.region_id)).size).toBe(51);
    expect(new Set(regions.map((r) => r.code)).size).toBe(51);
    expect(regions).toContainEqual({
      default_name: "California",
      region_id: 12,
      code: "CA",
      postcode: "90602",
    });
    expect(regions.map((r) => r.code)).toContain("DC");
    for (const territory of ["GU", "PR", "VI", "AS"])
      expect(regions.map((r) => r.code)).not.toContain(territory);
    for (const r of regions) expect(zipArea(r.postcode)?.region, r.code).toBe(r.code);
    // The same for every shopper: a CDN may keep it.
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    // country_id defaults to US and is read case-insensitively.
    expect(
      (await send<RegionItem[]>(t, "GET", "/api/directory/country-region?country_id=us")).body.result,
    ).toEqual(regions);
    expect((await send<RegionItem[]>(t, "GET", "/api/directory/country-region")).body.result).toEqual(
      regions,
    );
  });

  it("serves the United States only", async () => {
    const res = await send(t, "GET", "/api/directory/country-region?country_id=CA");
    expect(res.body).toEqual({ code: 400, message: "We ship within the United States only.", result: [] });
  });
});

describe("address book: who may use it", () => {
  it("answers 401 to a guest for every call", async () => {
    const guest = await sessionFor(t, null);
    for (const [method, path] of [
      ["GET", "/api/customer/address"],
      ["POST", "/api/customer/address"],
      ["PUT", "/api/customer/address/1"],
      ["DELETE", "/api/customer/address/1"],
    ] as const) {
      const anonymous = await send(t, method, path, {
        body: method === "POST" || method === "PUT" ? valid : undefined,
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const asGuest = await send(t, method, path, {
        token: guest,
        body: method === "POST" || method === "PUT" ? valid : undefined,
      });
      expect(asGuest.body.code, `${method} ${path} as guest`).toBe(401);
    }
  });

  it("never shows, edits or deletes another customer's address (404, nothing changed)", async () => {
    const owner = await customer();
    const other = await customer();
    const mine = await added(owner.token);
    expect((await list(other.token)).body.result).toEqual([]);
    const editing = await edit(other.token, mine.address_entity_id, { city: "Elsewhere" });
    expect(editing.status).toBe(404);
    expect(editing.body).toEqual({
      code: 404,
      message: "This address was not found in your address book.",
      result: null,
    });
    const deleting = await remove(other.token, mine.address_entity_id);
    expect(deleting.status).toBe(404);
    expect((await list(owner.token)).body.result).toEqual([mine]);
    // An id that exists nowhere reads the same.
    expect((await remove(owner.token, 2_000_000_000)).status).toBe(404);
  });

  it("refuses mass assignment: customer_id, id or address_entity_id in the body", async () => {
    const owner = await customer();
    const other = await customer();
    for (const extra of [
      { customer_id: other.id },
      { id: 5 },
      { address_entity_id: 5 },
      { is_default_billing: 1 },
    ]) {
      const res = await add(owner.token, { ...valid, ...extra });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/^Unknown field in body: /);
    }
    const mine = await added(owner.token);
    const res = await edit(owner.token, mine.address_entity_id, { customer_id: other.id });
    expect(res.status).toBe(422);
    const rows = await t.database.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, other.id));
    expect(rows).toEqual([]);
  });
});

describe("address book: add, list, edit, delete", () => {
  it("adds an address: stored with street and unit joined, listed split, region name from its id", async () => {
    const { token } = await customer();
    const res = await add(token, { ...valid, region: "Somewhere Else", firstname: "  Ada " });
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({
      firstname: "Ada",
      street: "12 Walnut Ave",
      apartment_unit_suite: "Apt 4B",
      region: "California",
      region_id: 12,
      region_code: "CA",
      postcode: "90602",
      country_id: "US",
      telephone: "(562) 555-0134",
    });
    const [row] = await t.database.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, res.body.result.address_entity_id));
    expect(row.street).toBe(`12 Walnut Ave${STREET_UNIT_SEPARATOR}Apt 4B`);
    expect(row.region).toBe("California");
    expect((await list(token)).body.result).toEqual([res.body.result]);
    // Without a unit, nothing is joined.
    const plain = await added(token, { apartment_unit_suite: "", street: "9 Elm St" });
    expect(plain.apartment_unit_suite).toBe("");
  });

  it("makes the first address the default, lists the default shipping address first, moves it atomically", async () => {
    const { token } = await customer();
    const first = await added(token, { street: "1 First St" });
    expect(first).toMatchObject({ is_default_shipping: true, default_shipping: true, default_billing: true });
    const second = await added(token, { street: "2 Second St" });
    expect(second).toMatchObject({ default_shipping: false, default_billing: false });
    const third = await added(token, { street: "3 Third St", default_shipping: 1 });
    expect(third).toMatchObject({ default_shipping: true, default_billing: false });
    let book = (await list(token)).body.result;
    expect(book.map((a) => a.street)).toEqual(["3 Third St", "1 First St", "2 Second St"]);
    expect(defaults(book)).toEqual({
      shipping: [third.address_entity_id],
      billing: [first.address_entity_id],
    });

    // Editing the default flag in: the old default is cleared in the same transaction.
    const moved = await edit(token, second.address_entity_id, {
      default_shipping: "1",
      default_billing: true,
    });
    expect(moved.body.result).toMatchObject({ default_shipping: true, default_billing: true });
    book = (await list(token)).body.result;
    expect(book[0].address_entity_id).toBe(second.address_entity_id);
    expect(defaults(book)).toEqual({
      shipping: [second.address_entity_id],
      billing: [second.address_entity_id],
    });

    // 0 on the default does not leave the book without one.
    await edit(token, second.address_entity_id, { default_shipping: 0 });
    expect(defaults((await list(token)).body.result).shipping).toEqual([second.address_entity_id]);
  });

  it("keeps one default when several changes race", async () => {
    const { token } = await customer();
    const made = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => add(token, { ...valid, street: `${n} Race St` })),
    );
    expect(made.map((r) => r.body.code)).toEqual([200, 200, 200, 200, 200]);
    let book = (await list(token)).body.result;
    expect(defaults(book).shipping).toHaveLength(1);
    expect(defaults(book).billing).toHaveLength(1);
    await Promise.all(book.map((a) => edit(token, a.address_entity_id, { default_shipping: 1 })));
    book = (await list(token)).body.result;
    expect(defaults(book).shipping).toHaveLength(1);
  });

  it("edits only the fields sent, checking the rules on the result", async () => {
    const { token } = await customer();
    const mine = await added(token);
    const res = await edit(token, mine.address_entity_id, { city: "La Habra", apartment_unit_suite: "" });
    expect(res.body.result).toEqual({ ...mine, city: "La Habra", apartment_unit_suite: "" });
    // Moving to New York without a New York zip code is refused; with one it is saved.
    const wrong = await edit(token, mine.address_entity_id, { region_id: NY.region_id });
    expect(wrong.body.code).toBe(422);
    expect(wrong.body.message).toBe(zipNotInState("90602", "New York"));
    const right = await edit(token, mine.address_entity_id, {
      region_id: NY.region_id,
      postcode: "10001-2345",
    });
    expect(right.body.result).toMatchObject({
      region: "New York",
      region_code: "NY",
      postcode: "10001-2345",
    });
  });

  it("deletes an address; a deleted default passes to the oldest remaining address", async () => {
    const { token } = await customer();
    const a = await added(token, { street: "1 A St" });
    const b = await added(token, { street: "2 B St" });
    const c = await added(token, { street: "3 C St" });
    const res = await remove(token, a.address_entity_id);
    expect(res.body).toEqual({ code: 200, message: "", result: { address_entity_id: a.address_entity_id } });
    let book = (await list(token)).body.result;
    expect(book.map((x) => x.address_entity_id)).toEqual([b.address_entity_id, c.address_entity_id]);
    expect(defaults(book)).toEqual({ shipping: [b.address_entity_id], billing: [b.address_entity_id] });
    await remove(token, c.address_entity_id);
    book = (await list(token)).body.result;
    expect(defaults(book).shipping).toEqual([b.address_entity_id]);
    // Deleting twice: the second time it is not there.
    expect((await remove(token, c.address_entity_id)).status).toBe(404);
    await remove(token, b.address_entity_id);
    expect((await list(token)).body.result).toEqual([]);
  });

  it(`holds at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses, with a clear message`, async () => {
    const { id, token } = await customer();
    const row = { customerId: id, firstname: "A", lastname: "B", street: "1 Main St", city: "Whittier" };
    await t.database.db.insert(customerAddresses).values(
      Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER }, () => ({
        ...row,
        region: "California",
        regionId: 12,
        postcode: "90602",
        telephone: "5625550134",
      })),
    );
    const res = await add(token, valid);
    expect(res.body).toEqual({
      code: 409,
      message: "You can keep up to 50 addresses. Please delete one you no longer use before adding another.",
      result: null,
    });
    expect((await list(token)).body.result).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
  });
});

describe("address rules (exact messages)", () => {
  async function refused(body: Record<string, unknown>) {
    const { token } = await customer();
    const res = await add(token, { ...valid, ...body });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect((await list(token)).body.result).toEqual([]);
    return res.body as unknown as { message: string; result: Refused };
  }

  it("requires names, street, city, state, postcode and phone, naming every field", async () => {
    const { token } = await customer();
    const res = await add(token, {});
    expect(res.status).toBe(422);
    const body = res.body as unknown as { message: string; result: Refused };
    expect(body.message).toBe(MESSAGES.required);
    expect(body.result.errors).toEqual({
      firstname: MESSAGES.required,
      lastname: MESSAGES.required,
      street: MESSAGES.required,
      city: MESSAGES.required,
      region_id: "Please select a state.",
      postcode: MESSAGES.required,
      telephone: MESSAGES.required,
    });
    // Blank after trimming is blank.
    expect((await refused({ city: "   " })).result.errors).toEqual({ city: MESSAGES.required });
  });

  it("takes US postcodes of 5 digits or 5-4 only", async () => {
    for (const postcode of ["9060", "906021", "90602-12", "90602 1234", "ABCDE", "90602-"]) {
      const body = await refused({ postcode });
      expect(body.message).toBe(
        "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
      );
      expect(body.result.errors).toEqual({
        postcode:
          "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
      });
    }
    // In the pattern but no state's: not a US zip code.
    expect((await refused({ postcode: "00000" })).message).toBe(
      "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
    );
    const { token } = await customer();
    expect((await add(token, { ...valid, postcode: "90602-1234" })).body.code).toBe(200);
  });

  it("takes a phone of digits, parentheses and hyphens, at most 10 digits", async () => {
    for (const telephone of ["562-555-01345", "+1 562 555 0134", "562.555.0134", "call me"]) {
      const body = await refused({ telephone });
      expect(body.message).toBe("Phone number is unavailable, please enter again");
      expect(body.result.errors).toEqual({ telephone: "Phone number is unavailable, please enter again" });
    }
    const { token } = await customer();
    expect((await add(token, { ...valid, telephone: "5625550134" })).body.code).toBe(200);
  });

  it("refuses Alaska, Hawaii, Guam and Puerto Rico, and unknown states", async () => {
    for (const [regionId, postcode] of [
      [2, "99501"],
      [21, "96813"],
      [20, "96910"],
      [52, "00901"],
    ] as const) {
      const body = await refused({ region_id: regionId, postcode });
      expect(body.message).toBe("We do not ship to Alaska, Hawaii, Guam or Puerto Rico.");
      expect(body.result.errors).toEqual({
        region_id: "We do not ship to Alaska, Hawaii, Guam or Puerto Rico.",
      });
    }
    for (const regionId of [999, 3, 60, 0]) {
      expect((await refused({ region_id: regionId })).result.errors).toEqual({
        region_id: "Please select a state.",
      });
    }
    // An Alaska zip code under another state is refused as Alaska.
    const zipInAlaska = await refused({ region_id: 62, postcode: "99501" });
    expect(zipInAlaska.result.errors).toEqual({
      postcode: "We do not ship to Alaska, Hawaii, Guam or Puerto Rico.",
    });
  });

  it("refuses PO Boxes, APO and FPO addresses, and lets look-alike street names through", async () => {
    for (const street of [
      "PO Box 123",
      "P.O. Box 77",
      "p o box 5",
      "POBox 12",
      "Post Office Box 9",
      "POB 7",
      "Unit 2050 Box 4190",
      "PSC 3 Box 4120",
      "CMR 402 Box 1",
      "APO AE 09012",
      "FPO AP 96349",
    ]) {
      const body = await refused({ street });
      expect(body.message, street).toBe("We cannot ship to PO Boxes, APO or FPO addresses.");
      expect(body.result.errors).toEqual({ street: "We cannot ship to PO Boxes, APO or FPO addresses." });
    }
    expect((await refused({ apartment_unit_suite: "PO Box 4" })).result.errors).toEqual({
      street: "We cannot ship to PO Boxes, APO or FPO addresses.",
    });
    // A military zip code is military mail whatever the street says.
    expect((await refused({ region_id: NY.region_id, postcode: "09012" })).result.errors).toEqual({
      postcode: "We cannot ship to PO Boxes, APO or FPO addresses.",
    });
    const { token } = await customer();
    for (const street of ["12 Apollo Rd", "8 Boxwood Ln", "400 Tempo Blvd", "1 Poboy Ct", "77 Depot St"]) {
      expect((await add(token, { ...valid, street })).body.code, street).toBe(200);
    }
  });

  it("ships within the United States only", async () => {
    expect((await refused({ country_id: "CA" })).result.errors).toEqual({
      country_id: "We ship within the United States only.",
    });
    const { token } = await customer();
    expect((await add(token, { ...valid, country_id: "us" })).body.result.country_id).toBe("US");
  });

  it("checks the zip code belongs to the state", async () => {
    const body = await refused({ region_id: NY.region_id, postcode: "90602" });
    expect(body.result.errors).toEqual({ postcode: zipNotInState("90602", "New York") });
  });

  it("bounds lengths, refuses line breaks and control characters, and keeps markup as text", async () => {
    const { token } = await customer();
    const long = await add(token, { ...valid, street: "x".repeat(101) });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe("street: must be at most 100 characters");
    for (const street of ["1 Main St\nApt 2", "1 Main\u0000St", "1 Main\tSt"]) {
      const res = await add(token, { ...valid, street });
      expect(res.status, JSON.stringify(street)).toBeGreaterThanOrEqual(400);
    }
    const markup = await added(token, { firstname: "<script>alert(1)</script>", city: "Whittier & Co" });
    expect(markup.firstname).toBe("<script>alert(1)</script>");
    expect(markup.city).toBe("Whittier & Co");
  });

  it("accepts url-encoded forms like JSON", async () => {
    const { token } = await customer();
    const res = await t.app.request("/api/customer/address", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...valid, region_id: String(valid.region_id), default_shipping: "1" }),
    });
    const body = (await res.json()) as { code: number; result: CustomerAddress };
    expect(body.code).toBe(200);
    expect(body.result.default_shipping).toBe(true);
  });
});
