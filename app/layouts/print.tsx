import { Outlet } from "react-router";

/** print: the page only (order and Plus order print views). */
export default function PrintLayoutRoute() {
  return (
    <main id="content" className="mx-auto max-w-3xl p-6 print:p-0">
      <Outlet />
    </main>
  );
}
