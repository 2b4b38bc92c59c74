import { redirect } from "react-router";
import type { Route } from "./+types/account-index";

/** /customer/account is the account home (spec part 1 §2); the query comes along. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/customer/account/home${search}`, 301);
}

export default function AccountIndex() {
  return null;
}
