// The sign-in flow of spec part 1 §2 and §4 as a plain state machine, shared by the login popup and
// the full sign-in pages (and by the pages' no-JavaScript action, which replays one event per post).
// Steps: 1 e-mail; 2 password (Sign In for an existing account, Create Account otherwise, Reset a
// Password from "Forgot Password"); 3 the six-character code.

export type Step = "email" | "signIn" | "create" | "reset" | "code";
export type CodeOperation = "register" | "forget_password";
export type ErrorField = "email" | "firstname" | "lastname" | "password" | "code" | "captcha";

export interface FlowState {
  step: Step;
  email: string;
  /**
   * The name typed on Create Account: kept so a page posted without JavaScript shows it again
   * after a refusal (with JavaScript the fields keep their own value).
   */
  firstname: string;
  lastname: string;
  /** register_status's newsletter flag: the opt-in switch is offered only for 0 (not subscribed). */
  subscriber: 0 | 1;
  /** What the code step verifies. */
  operation: CodeOperation;
  /**
   * Registration signed the customer in before verification, so "Sign up Later" can go on without
   * a code. A sign-in of an unverified account is not signed in (its token is empty).
   */
  signedIn: boolean;
  /** Reset a Password came from the Sign In step (back goes there) or from the ForgotPassword page. */
  resetFrom: "signIn" | "page";
  /** Seconds until the server allows another code, as of the last send. */
  resendAfter: number;
  /** Counts sends, so the resend countdown restarts on each one. */
  sends: number;
  busy: boolean;
  errors: Partial<Record<ErrorField, string>>;
  /** A confirmation for screen readers and sighted users alike (e.g. a new code was sent). */
  notice: string | null;
}

export type FlowEvent =
  | { type: "submitted" }
  | { type: "emailChecked"; email: string; exists: boolean; subscriber: 0 | 1 }
  | { type: "changeEmail" }
  | { type: "forgotPassword" }
  | { type: "backToSignIn" }
  | { type: "codeSent"; operation: CodeOperation; resendAfter: number; signedIn: boolean }
  | { type: "resent"; resendAfter: number }
  | { type: "resendRefused"; resendAfter: number; message: string }
  | { type: "failed"; field: ErrorField; message: string }
  | { type: "edited"; field: ErrorField }
  | { type: "completing" }
  /** The request was cancelled or needed nothing shown: just leave the busy state. */
  | { type: "idle" };

export const STEP_TITLES: Record<Step, string> = {
  email: "Sign In or Create Account",
  signIn: "Sign In",
  create: "Create Account",
  reset: "Reset a Password",
  code: "Verify Your Email",
};

export function initialFlowState(seed: Partial<FlowState> = {}): FlowState {
  return {
    step: "email",
    email: "",
    firstname: "",
    lastname: "",
    subscriber: 0,
    operation: "register",
    signedIn: false,
    resetFrom: "signIn",
    resendAfter: 0,
    sends: 0,
    busy: false,
    errors: {},
    notice: null,
    ...seed,
  };
}

/** A step change clears what the previous step showed. */
const moveTo = (state: FlowState, step: Step, extra: Partial<FlowState> = {}): FlowState => ({
  ...state,
  step,
  busy: false,
  errors: {},
  notice: null,
  ...extra,
});

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case "submitted":
      return { ...state, busy: true, errors: {}, notice: null };
    case "emailChecked":
      return moveTo(state, event.exists ? "signIn" : "create", {
        email: event.email,
        subscriber: event.subscriber,
      });
    case "changeEmail":
      return moveTo(state, "email", { signedIn: false });
    case "forgotPassword":
      return moveTo(state, "reset", { resetFrom: "signIn" });
    case "backToSignIn":
      return moveTo(state, "signIn");
    case "codeSent":
      return moveTo(state, "code", {
        operation: event.operation,
        signedIn: event.signedIn,
        resendAfter: event.resendAfter,
        sends: state.sends + 1,
      });
    case "resent":
      return {
        ...state,
        busy: false,
        errors: {},
        resendAfter: event.resendAfter,
        sends: state.sends + 1,
        notice: `We sent a new code to ${state.email}.`,
      };
    case "resendRefused":
      // The server's clock wins: the countdown restarts from what it says is left.
      return {
        ...state,
        busy: false,
        resendAfter: event.resendAfter,
        sends: state.sends + 1,
        errors: { code: event.message },
      };
    case "failed":
      return { ...state, busy: false, errors: { ...state.errors, [event.field]: event.message } };
    case "edited": {
      if (!state.errors[event.field]) return state;
      const errors = { ...state.errors };
      delete errors[event.field];
      return { ...state, errors };
    }
    case "idle":
      return { ...state, busy: false };
    case "completing":
      // The page is about to load the target: stay busy so nothing is sent twice.
      return { ...state, busy: true, errors: {}, notice: null };
  }
}
