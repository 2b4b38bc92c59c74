// Headers of the sign-in pages' documents: the session cookies an action or a loader received
// from the API (a sign-in without JavaScript, the reset-link check) reach the browser, and no
// shared cache keeps a page that shows someone's e-mail address.

interface HeadersArgs {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}

export function signInPageHeaders(
  { loaderHeaders, actionHeaders }: HeadersArgs,
  extra: Record<string, string> = {},
) {
  const headers = new Headers({ "Cache-Control": "no-store", ...extra });
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  return headers;
}
