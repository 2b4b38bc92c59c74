// The address book's addresses, apart from the form code (address-form.ts): the account side
// navigation, which every account page loads, needs only these.
export const ACCOUNT_EDIT_PATH = "/customer/account/edit";
/** The address book: the account edit page with accountType=address (spec part 1 §2). */
export const ADDRESS_BOOK_URL = `${ACCOUNT_EDIT_PATH}?accountType=address`;
