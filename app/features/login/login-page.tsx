import { type ReactNode, useId, useMemo, useRef } from "react";
import { useHydrated } from "../../components/ui/use-hydrated";
import { Logo } from "../header/logo";
import { ACCOUNT_HOME_PATH } from "../session/account-paths";
import { completeSignIn } from "../session/complete-sign-in";
import { browserLoginApi } from "./browser-login-api";
import { finishSignIn } from "./finish-sign-in";
import { FlowEnv } from "./flow-form";
import type { FlowSettings } from "./login-commands";
import { type FlowState, STEP_TITLES } from "./login-flow";
import { LoginSteps } from "./login-steps";
import { type NewPasswordError, NewPasswordForm } from "./new-password-form";
import { useLoginFlow } from "./use-login-flow";
import { useRecaptchaSiteKey } from "./use-recaptcha-site-key";

export type PageStart =
  | { mode: "flow"; initial: FlowState }
  | { mode: "newPassword"; email: string; error?: NewPasswordError | null };

export interface LoginPageProps {
  start: PageStart;
  /** The redirect query, kept through the flow. */
  redirect: string | null;
  entrypoint?: string;
  /** The Login page has no site header: it shows the store's logo linking home. */
  storeName?: string;
}

export const NEW_PASSWORD_TITLE = "Reset Your Password";

/**
 * The full-page sign-in flow (Login, Password, ConfirmVerificationCode, ForgotPassword): the same
 * steps as the popup under a page heading. The forms post to the page's action when JavaScript
 * is off; once hydrated the browser runs the flow without reloading until it is done.
 */
export function LoginPage({ start, redirect, entrypoint, storeName }: LoginPageProps) {
  const interactive = useHydrated();
  const recaptchaSiteKey = useRecaptchaSiteKey();
  const env = useMemo(
    () => ({ postable: true, interactive, recaptchaSiteKey }),
    [interactive, recaptchaSiteKey],
  );
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      {storeName ? (
        <div className="mb-8 flex justify-center">
          <Logo storeName={storeName} />
        </div>
      ) : null}
      <FlowEnv.Provider value={env}>
        {start.mode === "flow" ? (
          <PageFlow initial={start.initial} redirect={redirect} entrypoint={entrypoint} />
        ) : (
          <PageCard title={NEW_PASSWORD_TITLE}>
            <NewPasswordForm
              email={start.email}
              api={browserLoginApi}
              error={start.error}
              onDone={() => completeSignIn(ACCOUNT_HOME_PATH)}
            />
          </PageCard>
        )}
      </FlowEnv.Provider>
    </div>
  );
}

function PageFlow({
  initial,
  redirect,
  entrypoint,
}: {
  initial: FlowState;
  redirect: string | null;
  entrypoint?: string;
}) {
  const firstField = useRef<HTMLElement>(null);
  const settings = useMemo<FlowSettings>(
    () => ({ registerType: "normal", source: entrypoint }),
    [entrypoint],
  );
  const flow = useLoginFlow({
    api: browserLoginApi,
    initial,
    settings,
    onComplete: (completion) => finishSignIn(completion, redirect),
  });
  return (
    <PageCard title={STEP_TITLES[flow.state.step]}>
      <LoginSteps flow={flow} firstField={firstField} />
    </PageCard>
  );
}

function PageCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
      <h1 id={id} className="mb-5 text-2xl font-semibold tracking-tight text-ink">
        {title}
      </h1>
      {children}
    </section>
  );
}
