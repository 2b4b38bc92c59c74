import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { Header } from "../features/header/header";
import { DeferredFooter } from "./deferred-footer";

/** cms: the default header, then an article frame for policy and information pages. */
export function CmsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header variant="full" />
      <main id="content" tabIndex={-1} className="mx-auto min-h-[60vh] max-w-4xl px-4 py-8 outline-none">
        {children}
      </main>
      <DeferredFooter />
    </>
  );
}

export default function CmsLayoutRoute() {
  return (
    <CmsLayout>
      <Outlet />
    </CmsLayout>
  );
}
