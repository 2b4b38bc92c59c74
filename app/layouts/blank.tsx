import { Outlet } from "react-router";

/** blank: no chrome at all (login page, checkout steps, buy-now, the oops page). */
export default function BlankLayoutRoute() {
  return (
    <main id="content" className="min-h-screen">
      <Outlet />
    </main>
  );
}
