import { data, Link } from "react-router";
import { ErrorContent } from "../features/errors/error-content";
import { safeReturnPath } from "../features/errors/return-path";
import { Logo } from "../features/header/logo";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/oops";

/**
 * /oops.html: the rate-limit page (codes 429 and 2002 land here). It answers 429 and offers a
 * way back to the page the shopper was on: the `redirect` query or the referring page, only if
 * it is on this site; otherwise home.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const back = safeReturnPath(url.searchParams.get("redirect"), request.headers.get("referer"), url.origin);
  return data(
    { back, storeName: context.storeName },
    { status: 429, headers: { "Cache-Control": "no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Oops({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="border-b border-stone-200">
        <div className="mx-auto flex max-w-7xl px-4 py-3">
          <Logo storeName={loaderData.storeName} />
        </div>
      </div>
      <ErrorContent status={429} withSearch>
        <p>
          <Link
            to={loaderData.back}
            reloadDocument
            className="inline-flex h-11 items-center rounded-full border-2 border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Try again
          </Link>
        </p>
      </ErrorContent>
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "Too Many Requests"), { name: "robots", content: "noindex" }];
}
