import { useId, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { Modal, ModalHeader } from "../../components/ui/dialog";
import { browserLoginApi } from "./browser-login-api";
import { finishSignIn } from "./finish-sign-in";
import { FlowEnv } from "./flow-form";
import type { FlowSettings } from "./login-commands";
import { initialFlowState, STEP_TITLES } from "./login-flow";
import type { LoginPopupState } from "./login-popup-store";
import { LoginSteps } from "./login-steps";
import { isPayPage } from "./login-targets";
import { useLoginFlow } from "./use-login-flow";
import { useRecaptchaSiteKey } from "./use-recaptcha-site-key";

/**
 * The login popup (spec part 1 §2): the sign-in flow in an accessible dialog titled by its step;
 * focus starts on the first field, stays inside, and Escape or Close dismisses it. Loaded on first
 * open by LoginPopupHost.
 */
export default function LoginPopup({ options, onClose }: { options: LoginPopupState; onClose: () => void }) {
  const titleId = useId();
  const firstField = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const recaptchaSiteKey = useRecaptchaSiteKey();
  const settings = useMemo<FlowSettings>(
    () => ({
      registerType: "quick",
      loginSourcePage: isPayPage(pathname) ? "shippingcart" : undefined,
      source: options.entrypoint,
    }),
    [pathname, options.entrypoint],
  );
  const flow = useLoginFlow({
    api: browserLoginApi,
    initial: initialFlowState({ email: options.email ?? "" }),
    settings,
    onComplete: (completion) => finishSignIn(completion, options.redirect ?? null),
  });
  const step = flow.state.step;
  const title = step === "email" && options.title ? options.title : STEP_TITLES[step];
  const env = useMemo(() => ({ postable: false, interactive: true, recaptchaSiteKey }), [recaptchaSiteKey]);

  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={firstField}
      panelClassName="max-h-[90dvh] w-[min(28rem,calc(100%-2rem))] overflow-y-auto"
    >
      <ModalHeader titleId={titleId} title={title} closeLabel="Close" onClose={onClose} />
      <div className="p-5">
        <FlowEnv.Provider value={env}>
          <LoginSteps
            flow={flow}
            firstField={firstField}
            onGuest={options.guestCheckout ? onClose : undefined}
          />
        </FlowEnv.Provider>
      </div>
    </Modal>
  );
}
