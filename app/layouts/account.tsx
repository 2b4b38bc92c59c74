import { Link, Outlet, useLocation } from "react-router";
import { ChevronDownIcon } from "../components/ui/icons";
import { ACCOUNT_NAV, type AccountNavItem, currentAccountItem } from "../features/account/account-nav";
import { LogoutButton } from "../features/session/logout-button";

const ITEM = "block rounded-md px-3 py-2.5 text-stone-800 hover:bg-stone-100 hover:text-brand-700";
const CURRENT = "block rounded-md bg-brand-50 px-3 py-2.5 font-semibold text-brand-800";
const LOGOUT =
  "w-full rounded-md px-3 py-2.5 text-left text-stone-700 underline-offset-2 hover:bg-stone-100 hover:underline disabled:opacity-70";

function NavList({ current }: { current: AccountNavItem | null }) {
  return (
    <ul className="space-y-0.5">
      {ACCOUNT_NAV.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className={item === current ? CURRENT : ITEM}
            aria-current={item === current ? "page" : undefined}
          >
            {item.label}
          </Link>
        </li>
      ))}
      <li className="mt-2 border-t border-stone-200 pt-2">
        <LogoutButton className={LOGOUT} />
      </li>
    </ul>
  );
}

/**
 * Every account page (inside the default layout): one page width and one navigation. From md up
 * the navigation is a column beside the page; on phones it is a menu at the top that names the
 * current page and opens to the same list (a native disclosure, so it works without JavaScript).
 */
export default function AccountLayout() {
  const { pathname, search } = useLocation();
  const current = currentAccountItem(pathname, search);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:py-10">
      <nav aria-label="My Account" className="mb-6 md:mb-0">
        {/* Phones. Keyed by the page, so it is closed again on every page it leads to. */}
        <details key={pathname + search} className="group rounded-lg border border-stone-300 md:hidden">
          <summary className="flex h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 [&::-webkit-details-marker]:hidden">
            <span>
              <span className="text-stone-700">Account menu</span>
              {current ? <span className="font-semibold">{`: ${current.label}`}</span> : null}
            </span>
            <ChevronDownIcon size={20} className="shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="border-t border-stone-200 p-2">
            <NavList current={current} />
          </div>
        </details>
        <div className="hidden md:block">
          <p className="px-3 pb-2 text-sm font-semibold tracking-wide text-stone-600 uppercase">My Account</p>
          <NavList current={current} />
        </div>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
