import { describe, expect, it } from "vitest";
import { initialFlowState } from "./login-flow";
import {
  confirmCodePageState,
  forgotPasswordPageState,
  loginPageState,
  passwordPageState,
  queryEmail,
  stateFromForm,
} from "./login-page-state";

const q = (s: string) => new URLSearchParams(s);

describe("where the sign-in pages start", () => {
  it("Login: the e-mail step, prefilled from ?email=", () => {
    expect(loginPageState(q("email=%20ann%40example.com%20&redirect=/deal"))).toEqual(
      initialFlowState({ email: "ann@example.com" }),
    );
    expect(queryEmail("x".repeat(300))).toHaveLength(254);
  });

  it("Password: enter → Sign In, create → Create Account with the subscriber flag, forgotpassword → new password", () => {
    expect(passwordPageState(q("type=enter&email=a%40b.com"))).toEqual({
      mode: "flow",
      initial: initialFlowState({ step: "signIn", email: "a@b.com" }),
    });
    expect(passwordPageState(q("type=create&email=a%40b.com&subscriber=1"))).toEqual({
      mode: "flow",
      initial: initialFlowState({ step: "create", email: "a@b.com", subscriber: 1 }),
    });
    expect(passwordPageState(q("type=create&email=a%40b.com"))).toMatchObject({ initial: { subscriber: 0 } });
    expect(passwordPageState(q("type=forgotpassword&email=a%40b.com"))).toEqual({
      mode: "newPassword",
      email: "a@b.com",
    });
  });

  it("Password: without a usable e-mail, or an unknown type, the e-mail step", () => {
    expect(passwordPageState(q("type=enter"))).toEqual({ mode: "flow", initial: initialFlowState() });
    expect(passwordPageState(q("type=forgotpassword&email=nope"))).toEqual({
      mode: "flow",
      initial: initialFlowState({ email: "nope" }),
    });
    expect(passwordPageState(q("type=other&email=a%40b.com"))).toEqual({
      mode: "flow",
      initial: initialFlowState({ email: "a@b.com" }),
    });
  });

  it("Password: the subscribe pre-check's e-mail wins over the query's", () => {
    expect(passwordPageState(q("type=enter&email=old%40b.com"), "new@b.com")).toMatchObject({
      initial: { email: "new@b.com", step: "signIn" },
    });
  });

  it("ConfirmVerificationCode: the code step for the type, counting down, Sign up Later only for the signed-in registrant", () => {
    expect(confirmCodePageState(q("email=a%40b.com&type=register&entity_id=5"), true)).toEqual(
      initialFlowState({
        step: "code",
        email: "a@b.com",
        operation: "register",
        signedIn: true,
        resendAfter: 60,
        sends: 1,
      }),
    );
    expect(confirmCodePageState(q("email=a%40b.com&type=forget_password"), true)).toMatchObject({
      operation: "forget_password",
      signedIn: false,
    });
    expect(confirmCodePageState(q("email=a%40b.com&type=bogus"), false)).toMatchObject({
      operation: "register",
    });
    expect(confirmCodePageState(q("type=register"), false)).toEqual(initialFlowState());
  });

  it("ForgotPassword: the reset step with a typed address", () => {
    expect(forgotPasswordPageState(q("email=a%40b.com"))).toEqual(
      initialFlowState({ step: "reset", resetFrom: "page", email: "a@b.com" }),
    );
  });
});

describe("the state a post without JavaScript carries", () => {
  it("reads the hidden fields, accepting only known values", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      email: " a@b.com ",
      subscriber: "1",
      operation: "forget_password",
      signed_in: "1",
      reset_from: "page",
    }))
      form.set(k, v);
    expect(stateFromForm("verify", form)).toEqual(
      initialFlowState({
        step: "code",
        email: "a@b.com",
        subscriber: 1,
        operation: "forget_password",
        signedIn: true,
        resetFrom: "page",
      }),
    );
    const odd = new FormData();
    odd.set("operation", "drop");
    odd.set("subscriber", "7");
    expect(stateFromForm("nonsense", odd)).toEqual(initialFlowState());
  });
});
