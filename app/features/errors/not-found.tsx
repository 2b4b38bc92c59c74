import { ErrorContent } from "./error-content";

/** "Page not found": the /404 page and what the path lookup shows for an unknown path (answer 404). */
export function NotFoundContent() {
  return <ErrorContent status={404} />;
}
