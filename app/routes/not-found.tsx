import { data } from "react-router";
import { NotFoundContent } from "../features/errors/not-found";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/not-found";

/** /404: the not-found page, answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "Page Not Found"), { name: "robots", content: "noindex" }];
}
