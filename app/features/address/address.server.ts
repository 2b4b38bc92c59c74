// Server side of the address book (/customer/account/edit?accountType=address): its data (the
// address list and the region list) and its actions (save, delete, set default), each a call to
// the API in-process with the shopper's cookies. A change that succeeds redirects back to the
// book, which loads the list again (spec part 1 §4: add, edit and delete reload the list on 200);
// a refused save answers the form with every field's message.
import { data } from "react-router";
import type { CustomerAddress } from "../../../contract/address";
import {
  type AddressErrors,
  addressErrors,
  firstAddressError,
  type RegionItem,
} from "../../../contract/address-constants";
import { ask, type GuardArgs, loginRedirectFor, redirectWith } from "../../lib/account-guard.server";
import {
  type AddressFormOutcome,
  addressBody,
  addressFromForm,
  doneUrl,
  fieldOfApiMessage,
  idOf,
} from "./address-form";

const UNAVAILABLE = "An error occurred, please try again later";

export interface AddressBookData {
  addresses: CustomerAddress[];
  regions: RegionItem[];
  /** The address the form edits, "new" for a new one, or null (no form open). */
  editing: CustomerAddress | "new" | null;
  /** The address whose deletion is being confirmed (the page without JavaScript). */
  deleting: CustomerAddress | null;
  /** What the last change did (the `done` query), said above the list. */
  done: string | null;
}

/** The address list and the region list; a session that ended meanwhile goes to Login and back. */
export async function loadAddressBook(args: GuardArgs): Promise<AddressBookData> {
  const [book, regions] = await Promise.all([
    ask<CustomerAddress[]>(args.context, "/api/customer/address"),
    ask<RegionItem[]>(args.context, "/api/directory/country-region?country_id=US"),
  ]);
  if (book.body.code === 401) throw redirectWith(loginRedirectFor(args.request), book.cookies);
  if (book.body.code !== 200 || regions.body.code !== 200)
    throw new Response(book.body.message || UNAVAILABLE, { status: 503 });
  const addresses = book.body.result;
  const url = new URL(args.request.url);
  const find = (param: string) => {
    const value = url.searchParams.get(param);
    return addresses.find((a) => String(a.address_entity_id) === value) ?? null;
  };
  const which = url.searchParams.get("address");
  return {
    addresses,
    regions: regions.body.result,
    editing: which === "new" ? "new" : find("address"),
    deleting: find("delete"),
    done: url.searchParams.get("done"),
  };
}

function send<T>(args: GuardArgs, method: string, path: string, body?: unknown) {
  return ask<T>(args.context, path, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const refused = (outcome: Omit<AddressFormOutcome, "ok">, status: number) =>
  data<AddressFormOutcome>({ ...outcome, ok: false }, { status });

/** Add (no address_entity_id) or edit; back to the book on success. */
export async function saveAddress(args: GuardArgs, form: FormData, intent: string) {
  const values = addressFromForm(form);
  const fieldErrors = addressErrors(values);
  if (Object.keys(fieldErrors).length > 0) {
    const message = firstAddressError(fieldErrors) ?? UNAVAILABLE;
    return refused({ intent, message, fieldErrors, values }, 422);
  }
  const id = values.address_entity_id;
  const { body: answer, cookies } = id
    ? await send<CustomerAddress>(args, "PUT", `/api/customer/address/${id}`, addressBody(values))
    : await send<CustomerAddress>(args, "POST", "/api/customer/address", addressBody(values));
  if (answer.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (answer.code === 200) return redirectWith(doneUrl(id ? "updated" : "added"), cookies);
  const message = answer.message || UNAVAILABLE;
  const errors = (answer.result as { errors?: AddressErrors } | null)?.errors;
  if (errors) return refused({ intent, message, fieldErrors: errors, values }, 422);
  const { field, message: said } = fieldOfApiMessage(message);
  return refused(
    { intent, message: said, fieldErrors: field ? { [field]: said } : {}, values },
    answer.code === 422 ? 422 : 200,
  );
}

/** Delete (after the confirmation) or make an address the default; back to the book on success. */
export async function changeAddress(args: GuardArgs, form: FormData, intent: "delete" | "default") {
  const id = idOf(form, "address_entity_id");
  const { body: answer, cookies } =
    intent === "delete"
      ? await send<unknown>(args, "DELETE", `/api/customer/address/${id}`)
      : await send<unknown>(args, "PUT", `/api/customer/address/${id}`, {
          default_shipping: 1,
          default_billing: 1,
        });
  if (answer.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  if (answer.code === 200) return redirectWith(doneUrl(intent === "delete" ? "deleted" : "default"), cookies);
  return refused(
    { intent: form.get("intent") as string, message: answer.message || UNAVAILABLE, fieldErrors: {} },
    answer.code === 404 ? 404 : 200,
  );
}
