import { ErrorContent } from "./error-content";

/**
 * The Error page's body (the /error route, and the path lookup's asset-like paths and 401/10404
 * lookups): nothing can be shown there, so the page answers 404, with wording that does not
 * blame the shopper.
 */
export function PageErrorContent() {
  return (
    <ErrorContent
      status={404}
      title="Something went wrong"
      message="We couldn't open this page. The link may be broken, or the page is no longer available."
    />
  );
}
