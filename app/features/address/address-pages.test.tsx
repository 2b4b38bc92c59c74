import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES, US_REGIONS } from "../../../contract/address-constants";
import { ADDRESS_RULE_MESSAGES, AUTH_MESSAGES, MESSAGES } from "../../../contract/validation";

import { zipNotInState } from "../../../server/modules/address/address-rules";
import { createCustomer, sessionFor } from "../../../server/modules/customer/account-fixtures.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import * as redirectRoute from "../../routes/account/address-redirect";
import * as editRoute from "../../routes/account/edit";
import { outcomeOf, pageArgs, redirectOf } from "../session/page-context.testing";
import { AccountEditMenu } from "./account-edit-menu";
import type { AddressBookData } from "./address.server";
import { AddressBookView } from "./address-book-view";
import type { AddressFormOutcome } from "./address-form";

// The account edit page and its address book through their real loaders and actions, over the
// real API and database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, env: { TEST_MODE: "1" } });
});
afterAll(() => t?.close());

const BOOK = "/customer/account/edit?accountType=address";
type Args = ReturnType<typeof pageArgs>;
const as = <T,>(args: Args) => args as unknown as T;

async function signedIn() {
  const { id } = await createCustomer(t);
  return { id, cookie: `token=${await sessionFor(t, id)}` };
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

const address = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: "12 Walnut Ave",
  apartment_unit_suite: "Apt 4B",
  city: "Whittier",
  region_id: "12",
  postcode: "90602",
  telephone: "(562) 555-0134",
};

const load = (path: string, cookie?: string) => editRoute.loader(as(pageArgs(t, path, { cookie })));
const post = (cookie: string, fields: Record<string, string>, path = BOOK) =>
  editRoute.action(as(pageArgs(t, path, { cookie, form: form(fields) })));

async function book(cookie: string, path = BOOK): Promise<AddressBookData> {
  const data = await load(path, cookie);
  if (data.view !== "address") throw new Error("expected the address book");
  return data.book;
}

/** An action's refusal: its data and status. */
function refusal(value: unknown) {
  const v = value as { data: AddressFormOutcome; init: ResponseInit | null };
  return { data: v.data, status: v.init?.status ?? 200 };
}

const text = (html: string) => html.replaceAll("<!-- -->", "");

async function saved(cookie: string, fields: Record<string, string> = {}) {
  const res = (await post(cookie, { intent: "save-address", ...address, ...fields })) as Response;
  expect(res.status).toBe(302);
  return res.headers.get("location");
}

describe("/customer/address (CustomerAddress)", () => {
  it("sends a guest to Login and back, and a customer to the address book", async () => {
    expect((await redirectOf(redirectRoute.loader(as(pageArgs(t, "/customer/address"))))).location).toBe(
      `/customer/account/login?redirect=${encodeURIComponent("/customer/address")}`,
    );
    const { cookie } = await signedIn();
    const res = await redirectRoute.loader(as(pageArgs(t, "/customer/address", { cookie })));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(BOOK);
  });
});

describe("/customer/account/edit (AccountEdit)", () => {
  it("sends a guest to Login with the page and its query", async () => {
    expect((await redirectOf(load(BOOK))).location).toBe(
      `/customer/account/login?redirect=${encodeURIComponent(BOOK)}`,
    );
  });

  it("without accountType leads to the profile, the password and the address book (real pages only)", async () => {
    const { cookie } = await signedIn();
    expect(await load("/customer/account/edit", cookie)).toEqual({ view: "menu" });
    const html = text(await renderInRouter(<AccountEditMenu />, { url: "/customer/account/edit" }));
    expect(html).toContain("<h1");
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
    // "My Account" is in the account layout's navigation, around every account page.
    expect(hrefs).toEqual([
      "/customer/account/accountinfo",
      "/customer/account/accountinfo#change-password",
      BOOK,
    ]);
  });

  it("shows an empty address book with the add link and the form with every field labelled", async () => {
    const { cookie } = await signedIn();
    const empty = await book(cookie);
    expect(empty).toMatchObject({ addresses: [], editing: null, deleting: null, done: null });
    expect(empty.regions).toHaveLength(51);
    let html = text(await renderInRouter(<AddressBookView book={empty} />, { url: BOOK }));
    expect(html).toContain("Address Book");
    expect(html).toContain("You have no saved addresses yet.");
    expect(html).toContain(`href="${BOOK.replace("&", "&amp;")}&amp;address=new"`);

    const adding = await book(cookie, `${BOOK}&address=new`);
    expect(adding.editing).toBe("new");
    html = text(await renderInRouter(<AddressBookView book={adding} />, { url: `${BOOK}&address=new` }));
    expect(html).toContain("Add a new address");
    expect(html).toMatch(/<form[^>]*method="post"/);
    for (const label of [
      "First name",
      "Last name",
      "Street address",
      "Apartment, unit, suite",
      "City",
      "State",
    ])
      expect(html).toContain(label);
    for (const [, id] of html.matchAll(/<(?:input|select)[^>]*id="([^"]+)"/g))
      expect(html).toContain(`for="${id}"`);
    // The state select offers the states shipped to: not Alaska or Hawaii.
    const options = [...html.matchAll(/<option value="(\d+)">([^<]+)</g)].map((m) => m[2]);
    expect(options).toHaveLength(49);
    expect(options).toContain("California");
    expect(options).not.toContain("Alaska");
    expect(options).not.toContain("Hawaii");
    expect(html).toContain("We ship within the United States except Alaska, Guam, Hawaii and Puerto Rico.");
  });

  it("adds an address without JavaScript: back to the book, which lists it as the default", async () => {
    const { cookie } = await signedIn();
    expect(await saved(cookie)).toBe(`${BOOK}&done=added`);
    const after = await book(cookie, `${BOOK}&done=added`);
    expect(after.addresses).toHaveLength(1);
    expect(after.addresses[0]).toMatchObject({ street: "12 Walnut Ave", apartment_unit_suite: "Apt 4B" });
    const html = text(await renderInRouter(<AddressBookView book={after} />, { url: BOOK }));
    expect(html).toContain(ADDRESS_MESSAGES.added);
    expect(html).toContain("Default shipping address");
    expect(html).toContain("Default billing address");
    expect(html).toContain("Whittier, CA 90602");
    expect(html).not.toContain("Set as default");
  });

  it("refuses a bad address with every field's exact message, linked to its field, keeping what was typed", async () => {
    const { cookie } = await signedIn();
    const res = refusal(
      await post(cookie, {
        intent: "save-address",
        ...address,
        firstname: "",
        street: "PO Box 12",
        postcode: "9060",
        telephone: "555-123-45678",
        region_id: "2",
      }),
    );
    expect(res.status).toBe(422);
    expect(res.data.fieldErrors).toEqual({
      firstname: MESSAGES.required,
      street: ADDRESS_RULE_MESSAGES.poBox,
      region_id: "We do not ship to Alaska, Hawaii, Guam or Puerto Rico.",
      postcode:
        "The postcode you entered is invalid, please enter a valid Zip Code. For example 90602 or 90602-1234.",
      telephone: AUTH_MESSAGES.phone,
    });
    const current = await book(cookie);
    expect(current.addresses).toEqual([]);
    const html = text(
      await renderInRouter(<AddressBookView book={current} posted={res.data} />, { url: BOOK }),
    );
    const postcode = html.match(/<input[^>]*name="postcode"[^>]*>/)?.[0] ?? "";
    expect(postcode).toContain('aria-invalid="true"');
    expect(postcode).toContain('value="9060"');
    const errorId = postcode.match(/aria-describedby="([^"]+)"/)?.[1].split(" ")[0];
    expect(html).toContain(
      `id="${errorId}" role="alert" class="mt-1.5 text-sm text-red-700">${ADDRESS_RULE_MESSAGES.postcode}`,
    );
    expect(html).toContain(AUTH_MESSAGES.phone);
  });

  it("says what the API refuses beyond the form's own rules (zip code of another state)", async () => {
    const { cookie } = await signedIn();
    const ny = US_REGIONS.find((r) => r.code === "NY");
    const res = refusal(
      await post(cookie, { intent: "save-address", ...address, region_id: String(ny?.region_id) }),
    );
    expect(res.status).toBe(422);
    expect(res.data.fieldErrors).toEqual({ postcode: zipNotInState("90602", "New York") });
  });

  it("edits an address, prefilled, and makes another the default", async () => {
    const { cookie } = await signedIn();
    await saved(cookie);
    await saved(cookie, { street: "9 Elm St", apartment_unit_suite: "" });
    const [first, second] = (await book(cookie)).addresses;
    const editing = await book(cookie, `${BOOK}&address=${second.address_entity_id}`);
    expect(editing.editing).toEqual(second);
    const html = text(await renderInRouter(<AddressBookView book={editing} />, { url: BOOK }));
    expect(html).toContain("Edit address");
    expect(html).toMatch(/<input[^>]*name="street"[^>]*value="9 Elm St"/);
    expect(html).toMatch(/<option value="12" selected="">California<\/option>/);
    expect(html).toContain(`name="address_entity_id" value="${second.address_entity_id}"`);

    expect(
      await saved(cookie, {
        address_entity_id: String(second.address_entity_id),
        street: "10 Elm St",
        city: "La Habra",
      }),
    ).toBe(`${BOOK}&done=updated`);
    const res = (await post(cookie, {
      intent: "default-address",
      address_entity_id: String(second.address_entity_id),
    })) as Response;
    expect(res.headers.get("location")).toBe(`${BOOK}&done=default`);
    const after = (await book(cookie)).addresses;
    expect(after.map((a) => [a.address_entity_id, a.street, a.default_shipping])).toEqual([
      [second.address_entity_id, "10 Elm St", true],
      [first.address_entity_id, "12 Walnut Ave", false],
    ]);
  });

  it("deletes after a confirmation; another customer's address is not theirs to delete", async () => {
    const { cookie } = await signedIn();
    await saved(cookie);
    const [mine] = (await book(cookie)).addresses;
    const confirming = await book(cookie, `${BOOK}&delete=${mine.address_entity_id}`);
    expect(confirming.deleting).toEqual(mine);
    const html = text(await renderInRouter(<AddressBookView book={confirming} />, { url: BOOK }));
    expect(html).toContain("Delete this address?");
    expect(html).toMatch(/name="intent" value="delete-address"/);

    const stranger = await signedIn();
    const theirs = refusal(
      await post(stranger.cookie, {
        intent: "delete-address",
        address_entity_id: String(mine.address_entity_id),
      }),
    );
    expect(theirs.status).toBe(404);
    expect(theirs.data.message).toBe(ADDRESS_MESSAGES.notFound);
    expect((await book(cookie)).addresses).toHaveLength(1);

    const res = (await post(cookie, {
      intent: "delete-address",
      address_entity_id: String(mine.address_entity_id),
    })) as Response;
    expect(res.headers.get("location")).toBe(`${BOOK}&done=deleted`);
    expect((await book(cookie)).addresses).toEqual([]);
  });

  it("asks a guest posting to the book to sign in", async () => {
    const out = await outcomeOf(
      editRoute.action(as(pageArgs(t, BOOK, { form: form({ intent: "save-address", ...address }) }))),
    );
    expect(out.response?.headers.get("location")).toMatch(/^\/customer\/account\/login\?redirect=/);
  });
});
