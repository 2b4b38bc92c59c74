import { data } from "react-router";
import { PageErrorContent } from "../features/errors/page-error";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/error";

/**
 * /error: where the route guard sends what it will not serve as a page (asset-like paths, a
 * malformed `/%3F…` path, a lookup answering 401 or 10404). Nothing is available there: 404.
 */
export function loader() {
  return data(null, { status: 404 });
}

export default function ErrorRoute() {
  return <PageErrorContent />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "Something Went Wrong"), { name: "robots", content: "noindex" }];
}
