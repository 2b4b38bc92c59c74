import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import type { CustomerAddress } from "../../../contract/address";
import { MAX_ADDRESSES_PER_CUSTOMER } from "../../../contract/address-constants";
import { Dialog } from "../../components/ui/dialog";
import { FormStatus, PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { notify } from "../toast/notify";
import type { AddressBookData } from "./address.server";
import {
  ADDRESS_BOOK_URL,
  ADDRESS_INTENTS,
  type AddressFormOutcome,
  addAddressUrl,
  DONE_MESSAGES,
  type Done,
  deleteAddressUrl,
  editAddressUrl,
} from "./address-form";
import { AddressForm } from "./address-form-view";

const BADGE = "rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800";

/** The address as lines: name, street, unit, "City, ST 90602", phone. */
export function AddressLines({ address }: { address: CustomerAddress }) {
  return (
    <address className="not-italic leading-relaxed text-ink">
      <span className="block font-semibold">
        {address.firstname} {address.lastname}
      </span>
      <span className="block">{address.street}</span>
      {address.apartment_unit_suite ? <span className="block">{address.apartment_unit_suite}</span> : null}
      <span className="block">
        {address.city}, {address.region_code} {address.postcode}
      </span>
      <span className="block">United States</span>
      <span className="block text-stone-700">{address.telephone}</span>
    </address>
  );
}

/** A change sent by a fetcher that was refused (a success redirects): said in a toast. */
function useRefusalToast(answer: AddressFormOutcome | undefined) {
  useEffect(() => {
    if (answer && !answer.ok) notify.error(answer.message);
  }, [answer]);
}

/** The delete button of a confirmation: a real form to the page's action. */
function DeleteForm({ address }: { address: CustomerAddress }) {
  const fetcher = useFetcher<AddressFormOutcome>({ key: `delete-address-${address.address_entity_id}` });
  useRefusalToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={ADDRESS_INTENTS.delete} />
      <input type="hidden" name="address_entity_id" value={address.address_entity_id} />
      <button type="submit" className={PRIMARY_BUTTON} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Deleting…" : "Delete address"}
      </button>
    </fetcher.Form>
  );
}

function AddressCard({ address }: { address: CustomerAddress }) {
  const [confirming, setConfirming] = useState(false);
  const setDefault = useFetcher<AddressFormOutcome>({ key: `default-address-${address.address_entity_id}` });
  useRefusalToast(setDefault.data);
  const isDefault = address.default_shipping && address.default_billing;
  const name = `${address.firstname} ${address.lastname}, ${address.street}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap gap-2">
        {address.default_shipping ? <span className={BADGE}>Default shipping address</span> : null}
        {address.default_billing ? <span className={BADGE}>Default billing address</span> : null}
      </div>
      <AddressLines address={address} />
      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2">
        <Link
          to={editAddressUrl(address.address_entity_id)}
          className={TEXT_LINK}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Link>
        {/* Without JavaScript the link opens the confirmation on the page; with it, a dialog. */}
        <Link
          to={deleteAddressUrl(address.address_entity_id)}
          className={TEXT_LINK}
          aria-label={`Delete ${name}`}
          onClick={(e) => {
            e.preventDefault();
            setConfirming(true);
          }}
        >
          Delete
        </Link>
        {isDefault ? null : (
          <setDefault.Form method="post">
            <input type="hidden" name="intent" value={ADDRESS_INTENTS.default} />
            <input type="hidden" name="address_entity_id" value={address.address_entity_id} />
            <button
              type="submit"
              className={TEXT_LINK}
              disabled={setDefault.state !== "idle"}
              aria-label={`Set ${name} as default`}
            >
              Set as default
            </button>
          </setDefault.Form>
        )}
      </div>
      {confirming ? (
        <Dialog title="Delete this address?" onClose={() => setConfirming(false)}>
          <AddressLines address={address} />
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <DeleteForm address={address} />
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </Dialog>
      ) : null}
    </li>
  );
}

/** The confirmation of a delete opened without JavaScript (?delete=ID). */
function DeleteConfirmation({ address }: { address: CustomerAddress }) {
  return (
    <section
      aria-labelledby="delete-address-title"
      className="rounded-lg border border-red-200 bg-red-50 p-5"
    >
      <h2 id="delete-address-title" className="text-lg font-semibold">
        Delete this address?
      </h2>
      <div className="mt-3">
        <AddressLines address={address} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value={ADDRESS_INTENTS.delete} />
          <input type="hidden" name="address_entity_id" value={address.address_entity_id} />
          <button type="submit" className={PRIMARY_BUTTON}>
            Delete address
          </button>
        </Form>
        <Link to={ADDRESS_BOOK_URL} className={SECONDARY_BUTTON}>
          Cancel
        </Link>
      </div>
    </section>
  );
}

const isDone = (value: string | null): value is Done => value !== null && value in DONE_MESSAGES;

/**
 * The address book: what changed last, the add / edit form when open, the addresses (the default
 * shipping one first, as the API lists them) with their actions.
 */
export function AddressBookView({ book, posted }: { book: AddressBookData; posted?: AddressFormOutcome }) {
  const { addresses, regions, editing, deleting, done } = book;
  const full = addresses.length >= MAX_ADDRESSES_PER_CUSTOMER;
  // A refused save re-opens its form (the page without JavaScript comes back from the action).
  const postedEdit = posted?.values?.address_entity_id;
  const formFor =
    posted?.intent === ADDRESS_INTENTS.save
      ? (addresses.find((a) => a.address_entity_id === postedEdit) ?? "new")
      : editing;
  const refusedChange = posted && posted.intent !== ADDRESS_INTENTS.save ? posted : undefined;
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">Address Book</h1>
      {isDone(done) ? <FormStatus ok>{DONE_MESSAGES[done]}</FormStatus> : null}
      {refusedChange ? <FormStatus ok={false}>{refusedChange.message}</FormStatus> : null}
      {deleting ? (
        <div className="mt-6">
          <DeleteConfirmation address={deleting} />
        </div>
      ) : null}
      {formFor ? (
        <div className="mt-6">
          <AddressForm
            key={formFor === "new" ? "new" : formFor.address_entity_id}
            address={formFor === "new" ? null : formFor}
            regions={regions}
            posted={posted?.intent === ADDRESS_INTENTS.save ? posted : undefined}
          />
        </div>
      ) : (
        <div className="mt-6">
          {full ? (
            <p className="text-stone-700">
              Your address book is full ({MAX_ADDRESSES_PER_CUSTOMER} addresses). Delete one to add another.
            </p>
          ) : (
            <Link to={addAddressUrl()} className={PRIMARY_BUTTON}>
              Add a new address
            </Link>
          )}
        </div>
      )}
      <section aria-labelledby="saved-addresses" className="mt-8">
        <h2 id="saved-addresses" className="text-xl font-semibold">
          Saved addresses
        </h2>
        {addresses.length === 0 ? (
          <p className="mt-3 text-stone-700">You have no saved addresses yet.</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {addresses.map((a) => (
              <AddressCard key={a.address_entity_id} address={a} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
