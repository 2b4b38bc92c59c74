// @vitest-environment node
import { readFileSync } from "node:fs";
import { useRef } from "react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { FlowEnv, type FlowEnvironment } from "./flow-form";
import type { LoginApi } from "./login-api";
import { type FlowState, initialFlowState } from "./login-flow";
import { LoginPage } from "./login-page";
import LoginPopup from "./login-popup";
import { LoginPopupHost } from "./login-popup-host";
import { closeLoginPopup, getLoginPopup, openLoginPopup, subscribeLoginPopup } from "./login-popup-store";
import { LoginSteps } from "./login-steps";
import { NewPasswordForm } from "./new-password-form";
import { PasswordChecklist, passwordChecklist } from "./password-checklist";
import { useLoginFlow } from "./use-login-flow";

// Server-rendered markup of each step: what a screen reader and a no-JavaScript browser get.
// (The flow's behaviour is tested against the real API in login-commands.test.ts and the pages'
// action in login-action.server.test.ts.)

/** Rendering never calls the API: any call fails the test. */
const noCalls = new Proxy({} as LoginApi, {
  get: (_, name) => () => {
    throw new Error(`unexpected call ${String(name)}`);
  },
});

function Steps({ state, onGuest }: { state: FlowState; onGuest?: () => void }) {
  const flow = useLoginFlow({
    api: noCalls,
    initial: state,
    settings: { registerType: "quick" },
    onComplete: () => {},
  });
  const first = useRef<HTMLElement>(null);
  return <LoginSteps flow={flow} firstField={first} onGuest={onGuest} />;
}

const env = (over: Partial<FlowEnvironment> = {}): FlowEnvironment => ({
  postable: false,
  interactive: true,
  recaptchaSiteKey: "",
  ...over,
});

function render(state: FlowState, over: Partial<FlowEnvironment> = {}, onGuest?: () => void) {
  return renderInRouter(
    <FlowEnv.Provider value={env(over)}>
      <Steps state={state} onGuest={onGuest} />
    </FlowEnv.Provider>,
  );
}

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? "";
const inputNamed = (html: string, name: string) => tag(html, new RegExp(`<input[^>]*name="${name}"[^>]*>`));
const buttonWith = (html: string, text: string) =>
  tag(html, new RegExp(`<button(?:(?!<button)[\\s\\S])*?>${text}</button>`));

/** The element an input's aria-describedby points at must exist and say `text`. */
function expectDescribed(html: string, input: string, text: string) {
  const ids = input.match(/aria-describedby="([^"]+)"/)?.[1]?.split(" ") ?? [];
  const found = ids.some((id) => new RegExp(`id="${id}"[^>]*>${text}<`).test(html));
  expect(found, `${input} should be described by "${text}"`).toBe(true);
}

describe("e-mail step", () => {
  it("has a labelled e-mail field and Continue; Continue as Guest only on the pay pages", async () => {
    const html = await render(initialFlowState({ email: "pre@fill.com" }));
    const input = inputNamed(html, "email");
    expect(input).toContain('type="email"');
    expect(input).toContain('autoComplete="email"');
    expect(input).toContain('value="pre@fill.com"');
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(html).toMatch(/<label[^>]*>Email Address<\/label>/);
    expect(buttonWith(html, "Continue")).toContain('type="submit"');
    expect(html).not.toContain("Continue as Guest");
    expect(await render(initialFlowState(), {}, () => {})).toContain("Continue as Guest");
  });

  it("shows a message under the field, announced and named by the field", async () => {
    const html = await render(initialFlowState({ errors: { email: "This is a required field." } }));
    const input = inputNamed(html, "email");
    expect(input).toContain('aria-invalid="true"');
    expectDescribed(html, input, "This is a required field.");
    expect(html).toMatch(/role="alert"[^>]*>This is a required field\.</);
  });
});

describe("Sign In step", () => {
  const state = initialFlowState({ step: "signIn", email: "ann@example.com" });

  it("shows the address with Change, a current-password field with a show/hide toggle, and Forgot Password", async () => {
    const html = await render(state);
    expect(html).toContain("ann@example.com");
    expect(html).toMatch(
      /<button[^>]*type="submit"[^>]*>Change<span class="sr-only"> email address<\/span><\/button>/,
    );
    const password = inputNamed(html, "password");
    expect(password).toContain('type="password"');
    expect(password).toContain('autoComplete="current-password"');
    const toggle = tag(html, /<button[^>]*aria-pressed[^>]*>/);
    expect(toggle).toContain('aria-pressed="false"');
    expect(toggle).toContain('aria-label="Show password"');
    expect(toggle).toContain('type="button"');
    expect(buttonWith(html, "Sign In")).toContain('type="submit"');
    expect(buttonWith(html, "Forgot Password")).toBeTruthy();
    // Enter in the password field submits Sign In: no other submit button precedes it in its form.
    const signInForm = tag(
      html,
      /<form(?:(?!<\/form>)[\s\S])*name="password"(?:(?!<\/form>)[\s\S])*<\/form>/,
    );
    expect(signInForm.match(/type="submit"/g)).toHaveLength(1);
  });

  it("shows the server's refusal under the password field", async () => {
    const html = await render({ ...state, errors: { password: "The e-mail or password is wrong." } });
    const password = inputNamed(html, "password");
    expect(password).toContain('aria-invalid="true"');
    expectDescribed(html, password, "The e-mail or password is wrong.");
    expect(html).toMatch(/role="alert"[^>]*>The e-mail or password is wrong\.</);
  });
});

describe("Create Account step", () => {
  const state = initialFlowState({ step: "create", email: "new@example.com", subscriber: 0 });

  it("has a new-password field described by the live checklist, each item marked for screen readers", async () => {
    const html = await render(state);
    const password = inputNamed(html, "password");
    expect(password).toContain('autoComplete="new-password"');
    expectDescribed(html, password, "");
    for (const label of ["At least 6 characters", "At least one letter", "At least one number"]) {
      expect(html).toContain(`${label}<span class="sr-only">: not met</span>`);
    }
  });

  it("keeps Create disabled until the password qualifies (with JavaScript; never without it)", async () => {
    expect(buttonWith(await render(state), "Create Account")).toMatch(/disabled=""/);
    expect(buttonWith(await render(state, { interactive: false }), "Create Account")).not.toMatch(
      /disabled=""/,
    );
  });

  it("offers the newsletter switch with the $200 coupon bundle only to an address not subscribed", async () => {
    const html = await render(state);
    const toggle = inputNamed(html, "is_subscribed");
    expect(toggle).toContain('role="switch"');
    expect(toggle).toContain('type="checkbox"');
    expect(toggle).toContain('aria-checked="false"');
    expect(html).toContain("$<!-- -->200<!-- --> off coupon bundle");
    expect(await render({ ...state, subscriber: 1 })).not.toContain('name="is_subscribed"');
  });

  it("shows the captcha only when a site key is configured", async () => {
    expect(await render(state)).not.toContain("min-h-[78px]");
    expect(await render(state, { recaptchaSiteKey: "site-key" })).toContain("min-h-[78px]");
  });

  it("shows a refused registration and a missing captcha", async () => {
    const html = await render(
      { ...state, errors: { password: "An account already exists.", captcha: "Incorrect reCAPTCHA." } },
      { recaptchaSiteKey: "site-key" },
    );
    expectDescribed(html, inputNamed(html, "password"), "An account already exists.");
    expect(html).toMatch(/role="alert"[^>]*>Incorrect reCAPTCHA\.</);
  });
});

describe("checklist", () => {
  it("marks each rule met or not", async () => {
    expect(passwordChecklist("abc")).toEqual([
      { id: "length", label: "At least 6 characters", met: false },
      { id: "letter", label: "At least one letter", met: true },
      { id: "number", label: "At least one number", met: false },
    ]);
    const html = await renderInRouter(<PasswordChecklist id="c" password="walnut42" />);
    expect(html.match(/: met</g)).toHaveLength(3);
    expect(html).toContain('data-met="true"');
  });
});

describe("Reset a Password step", () => {
  it("from Sign In: explains, then Reset a Password and Back to Sign In", async () => {
    const html = await render(initialFlowState({ step: "reset", email: "ann@example.com" }));
    expect(html).toContain("ann@example.com");
    expect(buttonWith(html, "Reset a Password")).toContain('type="submit"');
    expect(buttonWith(html, "Back to Sign In")).toBeTruthy();
  });

  it("on the ForgotPassword page: an e-mail field, and Back to Sign In links to Login", async () => {
    const html = await render(initialFlowState({ step: "reset", resetFrom: "page", email: "a@b.com" }));
    expect(inputNamed(html, "email")).toContain('autoComplete="email"');
    expect(html).toMatch(/href="\/customer\/account\/login\?email=a%40b.com"[^>]*>Back to Sign In</);
  });
});

describe("code step", () => {
  const code = initialFlowState({ step: "code", email: "ann@example.com", resendAfter: 60, sends: 1 });

  it("has a six-character one-time-code field and Verify", async () => {
    const html = await render(code);
    const input = inputNamed(html, "verify_code");
    expect(input).toContain('autoComplete="one-time-code"');
    expect(input).toContain('inputMode="text"');
    expect(input).toContain('maxLength="6"');
    expect(buttonWith(html, "Verify")).toContain('type="submit"');
  });

  it("counts down from 59 before a resend is offered (with JavaScript)", async () => {
    const html = await render(code);
    expect(html).toContain("You can ask for a new code in <!-- -->59<!-- -->s");
    expect(html).not.toContain("Resend Code");
    // Without JavaScript nothing counts: the button is there and the server enforces the wait.
    expect(await render(code, { interactive: false })).toContain("Resend Code");
  });

  it("offers Sign up Later only after registering", async () => {
    expect(await render({ ...code, signedIn: true })).toContain("Sign up Later");
    expect(await render(code)).not.toContain("Sign up Later");
    expect(await render({ ...code, operation: "forget_password", signedIn: true })).not.toContain(
      "Sign up Later",
    );
  });

  it("shows the code's message under the field and a resend confirmation", async () => {
    const html = await render({
      ...code,
      errors: { code: "The verify code must be 6 characters." },
      notice: "We sent a new code to ann@example.com.",
    });
    expectDescribed(html, inputNamed(html, "verify_code"), "The verify code must be 6 characters.");
    expect(html).toMatch(/role="status"[^>]*>We sent a new code to ann@example.com\.</);
  });
});

describe("no-JavaScript forms", () => {
  it("post with the flow's state on the pages, and not in the popup", async () => {
    const state = initialFlowState({ step: "create", email: "n@e.com", subscriber: 1 });
    const page = await render(state, { postable: true });
    expect(page.match(/<form[^>]*method="post"/g)?.length).toBe(2);
    expect(page).toContain('<input type="hidden" name="intent" value="create"/>');
    expect(page).toContain('<input type="hidden" name="email" value="n@e.com"/>');
    expect(page).toContain('<input type="hidden" name="subscriber" value="1"/>');
    expect(await render(state)).not.toContain('method="post"');
  });
});

describe("login popup", () => {
  it("is a modal dialog labelled by its step title, with a Close button", async () => {
    const html = await renderInRouter(<LoginPopup options={{ openId: 1 }} onClose={() => {}} />);
    // A platform <dialog> (opened with showModal() in the browser), centred.
    const dialog = tag(html, /<dialog[^>]*>/);
    expect(dialog).toContain('data-variant="center"');
    const labelledBy = dialog.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"[^>]*>Sign In or Create Account</h2>`));
    expect(html).toContain('aria-label="Close"');
    expect(html).not.toContain("Continue as Guest");
  });

  it("takes a title, an e-mail and the guest option from openLoginPopup", async () => {
    const html = await renderInRouter(
      <LoginPopup
        options={{ openId: 2, title: "Sign in to save items", email: "x@y.com", guestCheckout: true }}
        onClose={() => {}}
      />,
    );
    expect(html).toContain(">Sign in to save items</h2>");
    expect(html).toContain('value="x@y.com"');
    expect(html).toContain("Continue as Guest");
  });
});

describe("login popup host and store", () => {
  it("renders nothing on the server and until opened", async () => {
    expect(await renderInRouter(<LoginPopupHost />)).toBe("");
  });

  it("loads the popup as a separate chunk (a dynamic import, no static one)", () => {
    const source = readFileSync(new URL("./login-popup-host.tsx", import.meta.url), "utf8");
    expect(source).toContain('lazyOnDemand(onDemand(() => import("./login-popup")))');
    expect(source).not.toMatch(/from "\.\/login-popup"/);
  });

  it("opens with options, tells its listeners, and closes", () => {
    const seen: unknown[] = [];
    const stop = subscribeLoginPopup(() => seen.push(getLoginPopup()));
    openLoginPopup({ redirect: "/deal", entrypoint: "product_detail" });
    const first = getLoginPopup();
    expect(first).toMatchObject({ redirect: "/deal", entrypoint: "product_detail" });
    openLoginPopup();
    expect(getLoginPopup()?.openId).toBe((first?.openId ?? 0) + 1);
    closeLoginPopup();
    closeLoginPopup();
    expect(getLoginPopup()).toBeNull();
    expect(seen).toHaveLength(3);
    stop();
  });
});

describe("sign-in pages", () => {
  it("renders the flow under a page heading, with forms that post", async () => {
    const html = await renderInRouter(
      <LoginPage start={{ mode: "flow", initial: initialFlowState() }} redirect={null} storeName="Nestora" />,
      { url: "/customer/account/login" },
    );
    expect(html).toMatch(/<h1[^>]*>Sign In or Create Account<\/h1>/);
    expect(html).toMatch(/<form[^>]*method="post"/);
    // The Login page has no header: the store's logo links home.
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Nestora/s);
  });

  it("shows the captcha on Create Account when the root data has a site key", async () => {
    const page = (key?: string) =>
      renderInRouter(
        <LoginPage
          start={{ mode: "flow", initial: initialFlowState({ step: "create", email: "a@b.com" }) }}
          redirect={null}
        />,
        key === undefined ? {} : { rootData: { session: { recaptcha_site_key: key } } as never },
      );
    expect(await page("site-key")).toContain("min-h-[78px]");
    expect(await page("")).not.toContain("min-h-[78px]");
    expect(await page()).not.toContain("min-h-[78px]");
  });

  it("renders the new-password form with its checklist, confirmation and reset button", async () => {
    const html = await renderInRouter(
      <LoginPage start={{ mode: "newPassword", email: "ann@example.com" }} redirect={null} />,
    );
    expect(html).toMatch(/<h1[^>]*>Reset Your Password<\/h1>/);
    expect(inputNamed(html, "password")).toContain('autoComplete="new-password"');
    expect(inputNamed(html, "password_confirm")).toContain('autoComplete="new-password"');
    expect(html).toContain("At least one number");
    expect(html).toContain('<input type="hidden" name="intent" value="newPassword"/>');
    expect(html).not.toContain("Your passwords do not match");
  });

  it("shows the action's answer on the new-password form and keeps the reset button disabled while invalid", async () => {
    const html = await renderInRouter(
      <FlowEnv.Provider value={env({ postable: true })}>
        <NewPasswordForm
          email="a@b.com"
          api={noCalls}
          error={{ field: "confirm", message: "Your passwords do not match, please try again." }}
          onDone={async () => {}}
        />
      </FlowEnv.Provider>,
    );
    expectDescribed(
      html,
      inputNamed(html, "password_confirm"),
      "Your passwords do not match, please try again.",
    );
    expect(buttonWith(html, "Reset Password")).toMatch(/disabled=""/);
  });
});
