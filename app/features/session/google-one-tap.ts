// Google one-tap sign-in (spec part 1 §2: "A Google one-tap sign-in prompt appears for non-logged-in
// users"). Only when the server has a Google client id (root session data): then Google's script is
// loaded (the page policy admits it only in that case) and its prompt offered. The credential it
// hands back is an id_token our server verifies (GET /api/login/user/google) before signing in.
import { useEffect } from "react";
import { safeRedirect } from "../../../contract/safe-path";
import { LOAD_FAILED_MESSAGE, onDemand } from "../../components/ui/on-demand";
import { api } from "../../lib/api";
import type { ApiClient } from "../../lib/api-client";
import { ACCOUNT_HOME_PATH } from "./account-paths";

/** The sign-in's last steps: their code loads when a Google credential arrives, not with every page. */
const loadCompleteSignIn = onDemand(() => import("./complete-sign-in"));
const completeSignIn = async (target: string | null) => (await loadCompleteSignIn()).completeSignIn(target);

export const GOOGLE_GSI_URL = "https://accounts.google.com/gsi/client";
/** contract/customer.ts googleLogin, written out to keep its schema out of the bundle. */
export const GOOGLE_LOGIN_PATH = "/api/login/user/google";

/** The sign-in pages: a Google sign-in there goes on to the account home (spec part 1 §4). */
const LOGIN_PAGES = [
  "/customer/account/login",
  "/customer/account/password",
  "/customer/account/confirm-verification-code",
  "/customer/account/forgotpassword",
];

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        cancel_on_tap_outside?: boolean;
        itp_support?: boolean;
      }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

export interface GoogleSignInDeps {
  api: Pick<ApiClient, "get">;
  completeSignIn: (target: string | null) => Promise<void>;
  /** Where the shopper is: pathname + search. */
  here: { pathname: string; search: string };
  onError: (message: string) => void;
  /** Full page load. */
  go: (url: string) => void;
}

/**
 * Signs in with a Google credential: the server verifies it; success reloads this page signed in
 * (or, on a sign-in page, goes to the account home); a refusal shows the server's message. When
 * the sign-in's last steps cannot be loaded the session cookie is set all the same: the shopper is
 * told and the target loads in full, so the page stops looking like a guest's.
 */
export async function signInWithGoogleCredential(
  credential: string,
  deps: GoogleSignInDeps,
): Promise<boolean> {
  const res = await deps.api.get<{ token: string }>(GOOGLE_LOGIN_PATH, { id_token: credential });
  if (res.code !== 200) {
    if (res.message) deps.onError(res.message);
    return false;
  }
  const onLoginPage = LOGIN_PAGES.includes(deps.here.pathname.toLowerCase());
  const target = onLoginPage ? ACCOUNT_HOME_PATH : deps.here.pathname + deps.here.search;
  try {
    await deps.completeSignIn(target);
  } catch {
    deps.onError(LOAD_FAILED_MESSAGE);
    // Where completeSignIn would have gone: a path like "//evil.com" is not followed off the site.
    deps.go(safeRedirect(target) ?? ACCOUNT_HOME_PATH);
  }
  return true;
}

let loading: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GOOGLE_GSI_URL;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error("no Google identity")));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Google sign-in could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Offers the one-tap prompt to a guest when Google sign-in is configured; nothing otherwise. */
export function useGoogleOneTap(
  session: { is_login: boolean; google_client_id: string } | undefined,
  onError: (message: string) => void,
): void {
  const clientId = session && !session.is_login ? session.google_client_id : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page for a given client id.
  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled) return;
        google.accounts.id.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          itp_support: true,
          callback: ({ credential }) => {
            if (!credential) return;
            void signInWithGoogleCredential(credential, {
              api,
              completeSignIn,
              here: { pathname: window.location.pathname, search: window.location.search },
              onError,
              go: (url) => window.location.assign(url),
            });
          },
        });
        google.accounts.id.prompt();
      })
      // Google unreachable (offline, blocked): the shopper signs in with e-mail instead.
      .catch(() => {});
    return () => {
      cancelled = true;
      window.google?.accounts?.id.cancel();
    };
  }, [clientId]);
}
