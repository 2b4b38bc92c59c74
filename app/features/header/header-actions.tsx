import { Link, useMatches } from "react-router";
import { CartIcon, HeartIcon, UserIcon } from "../../components/ui/icons";
import { cartIconAction } from "../cart/mini-cart-state";
import { openMiniCart } from "../cart/mini-cart-store";
import { isPlainLeftClick, LoginLink } from "../session/login-link";
import { LogoutButton } from "../session/logout-button";
import { useSession } from "../session/use-session";
import { AccountMenu } from "./account-menu";
import { currentPageName, type LoginEntrypoint } from "./login-entrypoint";

const ACTION =
  "flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm text-ink hover:bg-stone-100";

/**
 * The account entry (spec part 2 §2): a guest sees "Sign In / Join Free" — the Login page with the
 * entrypoint it came from, or the login popup on a plain click once the page runs JavaScript; a
 * customer sees "Hi {name}", which opens the account menu (account-menu.tsx), and a Log out button
 * beside it from md up (on a phone Log out is in the menu).
 */
export function AccountEntry({ loginHref, entrypoint }: { loginHref: string; entrypoint: LoginEntrypoint }) {
  const { customer } = useSession();
  // One footprint for both states: the box is as wide as the widest greeting with Log out (md and
  // up; on a phone only the icon shows, and Log out lives on the account home), content at its
  // right edge. A page rendered for no one (kept by a cache) that learns after load that a customer
  // is looking greets them without moving anything (docs/decisions/0021-cacheable-pages.md).
  return (
    <div className="flex items-center justify-end md:w-[17rem]">
      {customer ? (
        <>
          <AccountMenu customer={customer} className={`${ACTION} min-w-0`} />
          <LogoutButton className="h-11 shrink-0 rounded-md px-2 text-sm text-stone-700 underline-offset-2 hover:bg-stone-100 hover:underline disabled:opacity-70 max-md:hidden" />
        </>
      ) : (
        <LoginLink href={loginHref} entrypoint={entrypoint} className={ACTION}>
          <UserIcon />
          <span className="max-md:sr-only">Sign In / Join Free</span>
        </LoginLink>
      )}
    </div>
  );
}

export function WishlistLink() {
  return (
    <Link to="/customer/account/wishlist" className={ACTION}>
      <HeartIcon />
      <span className="sr-only">Wishlist</span>
    </Link>
  );
}

/**
 * The cart icon (spec part 2 §2), a link to /checkout/cart; the badge shows only for a count above
 * zero. With JavaScript a plain left click opens the mini-cart drawer instead, except on the Cart
 * page itself and with an empty cart, where the link is followed.
 */
export function CartLink({ count }: { count?: number }) {
  const hasItems = count !== undefined && count > 0;
  const page = currentPageName(useMatches());
  return (
    <Link
      to="/checkout/cart"
      className={`relative ${ACTION}`}
      onClick={(e) => {
        if (!isPlainLeftClick(e) || cartIconAction(page, count ?? 0) !== "open") return;
        e.preventDefault();
        openMiniCart(e.currentTarget);
      }}
    >
      <CartIcon />
      <span className="sr-only">Cart</span>
      {hasItems ? (
        <span className="absolute top-0.5 right-0 min-w-5 rounded-full bg-accent-600 px-1 text-center text-xs leading-5 font-bold text-white">
          {count > 99 ? "99+" : count}
          <span className="sr-only">{count === 1 ? " item" : " items"}</span>
        </span>
      ) : null}
    </Link>
  );
}
