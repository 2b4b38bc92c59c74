import { Link } from "react-router";
import { CartIcon, HeartIcon, UserIcon } from "../../components/ui/icons";

const ACTION =
  "flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm text-ink hover:bg-stone-100";

/** The account entry: "Sign In / Join Free", sent to Login with the page it came from. */
export function AccountEntry({ loginHref }: { loginHref: string }) {
  return (
    <Link to={loginHref} className={ACTION}>
      <UserIcon />
      <span className="max-md:sr-only">Sign In / Join Free</span>
    </Link>
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

/** The cart icon; the badge shows only when the cart feature passes a count above zero. */
export function CartLink({ count }: { count?: number }) {
  const hasItems = count !== undefined && count > 0;
  return (
    <Link to="/checkout/cart" className={`relative ${ACTION}`}>
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
