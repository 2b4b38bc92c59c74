import { useLocation } from "react-router";
import { openLoginPopup } from "../../login/login-popup-store";
import { useSession } from "../../session/use-session";

/** Runs `open` for a signed-in customer; a guest gets the login popup, coming back to `redirect`. */
export function runSignedIn(isLogin: boolean, redirect: string, open: () => void): void {
  if (isLogin) open();
  else openLoginPopup({ redirect, entrypoint: "product_detail" });
}

/** For a button that needs a signed-in customer ("Write a Review", "Ask a Question"). */
export function useSignedInAction() {
  const { isLogin, customer } = useSession();
  const location = useLocation();
  const run = (open: () => void) => runSignedIn(isLogin, `${location.pathname}${location.search}`, open);
  return { run, isLogin, firstname: customer?.firstname ?? "" };
}
