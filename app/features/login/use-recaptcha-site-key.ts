import { useRouteLoaderData } from "react-router";

/**
 * The captcha site key the root loader publishes with the session state ("" when no captcha is
 * configured). Read defensively: the root data may lack the session (error page, older shape).
 */
export function useRecaptchaSiteKey(): string {
  const root = useRouteLoaderData("root") as { session?: { recaptcha_site_key?: unknown } } | undefined;
  const key = root?.session?.recaptcha_site_key;
  return typeof key === "string" ? key : "";
}
