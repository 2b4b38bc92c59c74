import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { Footer } from "../features/footer/footer";
import { Header } from "../features/header/header";

/** login: the header without search, wish icon or navigation, then the footer. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header variant="minimal" />
      <main id="content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Footer />
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
