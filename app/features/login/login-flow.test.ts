import { describe, expect, it } from "vitest";
import { flowReducer, initialFlowState, STEP_TITLES } from "./login-flow";

const start = initialFlowState();

describe("login flow state machine", () => {
  it("starts on the e-mail step titled 'Sign In or Create Account'", () => {
    expect(start.step).toBe("email");
    expect(STEP_TITLES).toEqual({
      email: "Sign In or Create Account",
      signIn: "Sign In",
      create: "Create Account",
      reset: "Reset a Password",
      code: "Verify Your Email",
    });
  });

  it("Continue goes to Sign In when the address has an account, else to Create Account", () => {
    const existing = flowReducer(start, {
      type: "emailChecked",
      email: "a@b.com",
      exists: true,
      subscriber: 1,
    });
    expect(existing).toMatchObject({ step: "signIn", email: "a@b.com", subscriber: 1, busy: false });
    const fresh = flowReducer(start, {
      type: "emailChecked",
      email: "n@b.com",
      exists: false,
      subscriber: 0,
    });
    expect(fresh).toMatchObject({ step: "create", email: "n@b.com", subscriber: 0 });
  });

  it("submitting marks the flow busy and clears old messages; a failure shows under its field", () => {
    const failed = flowReducer(start, {
      type: "failed",
      field: "email",
      message: "This is a required field.",
    });
    expect(failed.errors).toEqual({ email: "This is a required field." });
    const busy = flowReducer(failed, { type: "submitted" });
    expect(busy).toMatchObject({ busy: true, errors: {} });
    const refused = flowReducer(busy, { type: "failed", field: "password", message: "Wrong password." });
    expect(refused).toMatchObject({ busy: false, errors: { password: "Wrong password." } });
  });

  it("editing a field clears only that field's message", () => {
    let s = flowReducer(start, { type: "failed", field: "password", message: "x" });
    s = flowReducer(s, { type: "failed", field: "captcha", message: "Incorrect reCAPTCHA." });
    s = flowReducer(s, { type: "edited", field: "password" });
    expect(s.errors).toEqual({ captcha: "Incorrect reCAPTCHA." });
    expect(flowReducer(s, { type: "edited", field: "email" })).toBe(s);
  });

  it("Change goes back to the e-mail step keeping the address; Forgot Password opens Reset a Password", () => {
    const signIn = initialFlowState({ step: "signIn", email: "a@b.com" });
    expect(flowReducer(signIn, { type: "changeEmail" })).toMatchObject({ step: "email", email: "a@b.com" });
    const reset = flowReducer(signIn, { type: "forgotPassword" });
    expect(reset).toMatchObject({ step: "reset", resetFrom: "signIn" });
    expect(flowReducer(reset, { type: "backToSignIn" }).step).toBe("signIn");
  });

  it("a sent code opens the code step for its operation and starts a countdown; each resend restarts it", () => {
    const created = flowReducer(initialFlowState({ step: "create", email: "n@b.com" }), {
      type: "codeSent",
      operation: "register",
      resendAfter: 60,
      signedIn: true,
    });
    expect(created).toMatchObject({
      step: "code",
      operation: "register",
      signedIn: true,
      resendAfter: 60,
      sends: 1,
    });
    const resent = flowReducer(created, { type: "resent", resendAfter: 60 });
    expect(resent.sends).toBe(2);
    expect(resent.notice).toBe("We sent a new code to n@b.com.");
    const refused = flowReducer(resent, { type: "resendRefused", resendAfter: 12, message: "Please wait." });
    expect(refused).toMatchObject({ sends: 3, resendAfter: 12, errors: { code: "Please wait." } });
  });

  it("a reset code is for forget_password and never offers Sign up Later", () => {
    const s = flowReducer(initialFlowState({ step: "reset", email: "a@b.com" }), {
      type: "codeSent",
      operation: "forget_password",
      resendAfter: 60,
      signedIn: false,
    });
    expect(s).toMatchObject({ step: "code", operation: "forget_password", signedIn: false });
  });

  it("stays busy while completing, and 'idle' only ends the busy state", () => {
    const completing = flowReducer(start, { type: "completing" });
    expect(completing.busy).toBe(true);
    expect(flowReducer(completing, { type: "idle" })).toEqual({ ...completing, busy: false });
  });
});
