import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { Header } from "../features/header/header";
import { DeferredFooter } from "./deferred-footer";

/** login: the header without search, wish icon or navigation, then the footer. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header variant="minimal" />
      <main id="content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <DeferredFooter />
    </>
  );
}

export default function LoginLayoutRoute() {
  return (
    <LoginLayout>
      <Outlet />
    </LoginLayout>
  );
}
