import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorContent } from "../errors/error-content";
import { errorStatus } from "../errors/error-copy";

/** The sign-in pages' error boundary: what went wrong, inside the page's layout. */
export function SignInError({ withSearch = false }: { withSearch?: boolean }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorContent status={errorStatus(status)} withSearch={withSearch} />;
}
