import { useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { COUPON_WALLET_PAGE_PATH } from "../../../contract/coupon-paths";
import { POINTS_PAGE_PATH } from "../../../contract/points-constants";
import { ChevronDownIcon, UserIcon } from "../../components/ui/icons";
import { useHydrated } from "../../components/ui/use-hydrated";
import { MY_ORDERS_PATH } from "../orders/order-paths";
import { PLUS_ACCOUNT_LINK } from "../plus/plus-paths";
import { ACCOUNT_HOME_PATH } from "../session/account-paths";
import { LogoutButton } from "../session/logout-button";
import { type Greeted, greetingName } from "../session/use-session";
import { useDismiss } from "./use-dismiss";

const ITEM = "flex min-h-11 w-full items-center px-4 text-left text-sm text-ink hover:bg-stone-100";

/**
 * The menu's links (spec part 2 §2 "Header links"). Points shows only when the user info's
 * show_point allows (false for dropship, business and large-order customers, decision 0046) and
 * leads to My Points. Plus+ is the landing page (the spec's /{product}plus) with entrypoint account_plus_button.
 */
export function accountMenuLinks(showPoint: boolean): { label: string; href: string }[] {
  return [
    { label: "My Account", href: ACCOUNT_HOME_PATH },
    { label: "My Orders", href: MY_ORDERS_PATH },
    { label: "My Coupons", href: COUPON_WALLET_PAGE_PATH },
    { label: "My Wishlist", href: "/customer/account/wishlist" },
    ...(showPoint ? [{ label: "Points", href: POINTS_PAGE_PATH }] : []),
    { label: "Plus+", href: PLUS_ACCOUNT_LINK },
  ];
}

/**
 * "Hi {name}" for a signed-in shopper: a disclosure button that opens the account menu (My Account,
 * My Orders, My Coupons, My Wishlist, Points, Plus+, Log out). Escape closes it and gives focus back; a
 * press outside or following a link closes it. Before the page runs JavaScript it is a link to the
 * account home, whose navigation has the same pages.
 */
export function AccountMenu({ customer, className }: { customer: Greeted; className: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const name = greetingName(customer);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useDismiss(open, boxRef, close);

  const greeting = (
    <>
      <UserIcon />
      <span className="max-w-40 truncate max-md:sr-only">Hi {name}</span>
    </>
  );
  if (!hydrated)
    return (
      <Link to={ACCOUNT_HOME_PATH} className={className}>
        {greeting}
      </Link>
    );
  return (
    <div ref={boxRef} className="min-w-0 md:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className={className}
      >
        {greeting}
        <ChevronDownIcon size={16} className={`max-md:hidden ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        data-testid="account-menu"
        className="absolute top-full right-2 left-2 z-40 mt-1 rounded-md border border-stone-200 bg-white py-1 shadow-lg md:right-0 md:left-auto md:w-56"
      >
        <ul aria-label="My account">
          {accountMenuLinks(customer.showPoint).map((item) => (
            <li key={item.label}>
              <Link to={item.href} className={ITEM} onClick={() => close(false)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li className="border-t border-stone-200">
            <LogoutButton className={`${ITEM} disabled:opacity-70`} />
          </li>
        </ul>
      </div>
    </div>
  );
}
