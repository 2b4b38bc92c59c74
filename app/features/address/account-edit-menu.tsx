import { Link } from "react-router";
import { ACCOUNTINFO_PATH } from "../session/account-paths";
import { ADDRESS_BOOK_URL } from "./address-form";

const CARD =
  "block rounded-lg border border-stone-200 p-5 hover:border-brand-700 focus-visible:border-brand-700";

/** /customer/account/edit without accountType: where the account's details are edited. */
export function AccountEditMenu() {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">Edit Account</h1>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        <li>
          <Link to={ACCOUNTINFO_PATH} className={CARD}>
            <span className="block text-lg font-semibold text-ink">Account Information</span>
            <span className="mt-1 block text-sm text-stone-700">
              Name, phone, birthday, interests, newsletter
            </span>
          </Link>
        </li>
        <li>
          <Link to={`${ACCOUNTINFO_PATH}#change-password`} className={CARD}>
            <span className="block text-lg font-semibold text-ink">Change Password</span>
            <span className="mt-1 block text-sm text-stone-700">Choose a new password for signing in</span>
          </Link>
        </li>
        <li>
          <Link to={ADDRESS_BOOK_URL} className={CARD}>
            <span className="block text-lg font-semibold text-ink">Address Book</span>
            <span className="mt-1 block text-sm text-stone-700">
              Shipping addresses and your default address
            </span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
