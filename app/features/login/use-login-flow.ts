import { useCallback, useReducer, useRef } from "react";
import { REQUEST_MESSAGES } from "../../lib/api-client";
import { notify } from "../toast/notify";
import type { LoginApi } from "./login-api";
import {
  type CommandResult,
  type CreateInput,
  continueWithEmail,
  createAccount,
  type FlowSettings,
  resendCode,
  sendResetCode,
  signIn,
  verifyCode,
} from "./login-commands";
import { type FlowEvent, type FlowState, flowReducer } from "./login-flow";
import type { Completion } from "./login-targets";

export interface LoginFlowOptions {
  api: LoginApi;
  initial: FlowState;
  settings: FlowSettings;
  /** How the flow finishes (the session loaded and a page load, see finish-sign-in.ts). */
  onComplete(completion: Completion): Promise<void> | void;
}

export interface LoginFlow {
  state: FlowState;
  dispatch(event: FlowEvent): void;
  continueWithEmail(email: string): Promise<CommandResult>;
  signIn(password: string): Promise<CommandResult>;
  create(input: Omit<CreateInput, "email">): Promise<CommandResult>;
  sendResetCode(email: string): Promise<CommandResult>;
  verify(code: string): Promise<CommandResult>;
  resend(): Promise<CommandResult>;
  signUpLater(): Promise<CommandResult>;
}

/** The flow's state and its buttons' actions: one request at a time, results applied in order. */
export function useLoginFlow({ api, initial, settings, onComplete }: LoginFlowOptions): LoginFlow {
  const [state, dispatch] = useReducer(flowReducer, initial);
  const stateRef = useRef(state);
  stateRef.current = state;
  const busyRef = useRef(false);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  const run = useCallback(async (command: () => Promise<CommandResult>): Promise<CommandResult> => {
    if (busyRef.current) return {};
    busyRef.current = true;
    dispatch({ type: "submitted" });
    let result: CommandResult;
    try {
      result = await command();
    } catch {
      result = {
        event: { type: "failed", field: fieldOf(stateRef.current), message: REQUEST_MESSAGES.generic },
      };
    }
    if (result.toast) notify.error(result.toast);
    if (result.complete) {
      dispatch({ type: "completing" });
      try {
        await completeRef.current(result.complete);
      } catch {
        busyRef.current = false;
        dispatch({ type: "failed", field: fieldOf(stateRef.current), message: REQUEST_MESSAGES.generic });
      }
      return result;
    }
    busyRef.current = false;
    // A cancelled request answers no event: only the busy state ends.
    dispatch(result.event ?? { type: "idle" });
    return result;
  }, []);

  return {
    state,
    dispatch,
    continueWithEmail: (email) => run(() => continueWithEmail(api, email)),
    signIn: (password) => run(() => signIn(api, settings, stateRef.current.email, password)),
    create: (input) => run(() => createAccount(api, settings, { ...input, email: stateRef.current.email })),
    sendResetCode: (email) => run(() => sendResetCode(api, email)),
    verify: (code) => run(() => verifyCode(api, settings, stateRef.current, code)),
    resend: () => run(() => resendCode(api, stateRef.current)),
    signUpLater: () => run(async () => ({ complete: { kind: "registered" } })),
  };
}

/** Where an unexpected failure is shown: the main field of the current step. */
function fieldOf(state: FlowState): "email" | "password" | "code" {
  if (state.step === "code") return "code";
  if (state.step === "signIn" || state.step === "create") return "password";
  return "email";
}
