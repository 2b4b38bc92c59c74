import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { Header } from "../features/header/header";
import { DeferredFooter } from "./deferred-footer";

/** default: header with search, wish icon and navigation, the page, then the footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header variant="full" />
      <main id="content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <DeferredFooter />
    </>
  );
}

export default function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
