import { redirect } from "react-router";
import { ADDRESS_BOOK_URL } from "../../features/address/address-form";
import { requireSignedIn } from "../../lib/account-guard.server";
import type { Route } from "./+types/address-redirect";

/**
 * /customer/address is the address book: the account edit page with accountType=address (spec
 * part 1 §2, auth). A guest goes to Login first (rule 8) and comes back here, then on.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  return redirect(ADDRESS_BOOK_URL, 302);
}

export default function CustomerAddress() {
  return null;
}
