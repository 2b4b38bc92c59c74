import { useRef } from "react";
import { useMatches } from "react-router";
import { useSeedCartCount } from "../cart/cart-count";
import { CategoryNav } from "./category-nav";
import { AccountEntry, CartLink, WishlistLink } from "./header-actions";
import { useHideOnScrollDown } from "./header-scroll";
import { currentPageName, loginEntrypoint, loginHref } from "./login-entrypoint";
import { Logo } from "./logo";
import { NotificationsBell } from "./notifications-bell";
import { PopularSearches } from "./popular-searches";
import { SearchForm } from "./search-form";
import { DEFAULT_STORE_NAME, useShellData } from "./use-shell-data";

export interface HeaderProps {
  /** full: search, wish icon and navigation (default and cms layouts); minimal: login layout. */
  variant: "full" | "minimal";
  /** Items in the cart (default: the cart-count store, seeded from the root data); badge only above zero. */
  cartCount?: number;
}

/**
 * The site header. Everything in it is server-rendered at its final size (no layout shift):
 * row 1 logo, search with popular searches, account, wishlist and cart; row 2 the categories.
 * On phones it stays at the top of the screen and gets out of the way while the shopper reads.
 */
export function Header({ variant, cartCount }: HeaderProps) {
  const shell = useShellData();
  const page = currentPageName(useMatches());
  // The root data's count on the server and at hydration, then the store's (an add changes it).
  const storedCount = useSeedCartCount(shell?.cartCount ?? 0);
  const full = variant === "full";
  const ref = useRef<HTMLElement>(null);
  useHideOnScrollDown(ref);
  return (
    // Phones: sticky, moved out of sight on scroll-down and back on scroll-up (header-scroll.ts).
    // Only while hidden does it carry a transform: a transformed ancestor would pin the menu
    // drawer (position: fixed) to the header instead of the screen.
    <header
      ref={ref}
      className="relative z-30 border-b border-stone-200 bg-white transition-[translate] duration-200 max-md:sticky max-md:top-0 max-md:data-hidden:-translate-y-full"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3 pb-2 md:flex-nowrap md:gap-x-8">
        <Logo storeName={shell?.storeName ?? DEFAULT_STORE_NAME} />
        {full ? (
          <div className="order-last flex w-full flex-col gap-1 md:order-none md:max-w-2xl md:flex-1">
            <SearchForm trending={shell?.popular ?? []} />
            <PopularSearches keywords={shell?.popular ?? []} />
          </div>
        ) : null}
        <div className="ml-auto flex items-center gap-1">
          <AccountEntry loginHref={loginHref(page)} entrypoint={loginEntrypoint(page)} />
          <NotificationsBell />
          {full ? <WishlistLink /> : null}
          <CartLink count={cartCount ?? storedCount} />
        </div>
      </div>
      {full ? (
        <div className="mx-auto max-w-7xl xl:px-2">
          <CategoryNav menu={shell?.menu ?? []} />
        </div>
      ) : null}
    </header>
  );
}
