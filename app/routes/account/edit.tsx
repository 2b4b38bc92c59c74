import { data } from "react-router";
import { AccountEditMenu } from "../../features/address/account-edit-menu";
import { changeAddress, loadAddressBook, saveAddress } from "../../features/address/address.server";
import { AddressBookView } from "../../features/address/address-book-view";
import { ADDRESS_INTENTS } from "../../features/address/address-form";
import { requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/edit";

const isAddressBook = (request: Request) =>
  new URL(request.url).searchParams.get("accountType") === "address";

/**
 * Edit account (auth). With accountType=address it is the address book; otherwise it leads to the
 * profile and the address book.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  if (!isAddressBook(args.request)) return { view: "menu" as const };
  return { view: "address" as const, book: await loadAddressBook(args) };
}

/** The address book's forms: save (add or edit), delete, set default. */
export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  const form = await readForm(args.request);
  const intent = form.get("intent");
  if (intent === ADDRESS_INTENTS.save) return saveAddress(args, form, intent);
  if (intent === ADDRESS_INTENTS.delete) return changeAddress(args, form, "delete");
  if (intent === ADDRESS_INTENTS.default) return changeAddress(args, form, "default");
  throw data("Unknown action.", { status: 400 });
}

export default function AccountEdit({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "menu") return <AccountEditMenu />;
  return <AddressBookView book={loaderData.book} posted={actionData} />;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const title = loaderData?.view === "address" ? "Address Book" : "Edit Account";
  return pageMeta(matches, title, undefined, { noindex: true });
}
