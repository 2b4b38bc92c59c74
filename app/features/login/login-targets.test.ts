import { describe, expect, it } from "vitest";
import { isPayPage, planFinish, resetPasswordUrl, type Whereabouts } from "./login-targets";

const at = (over: Partial<Whereabouts> = {}): Whereabouts => ({
  redirect: null,
  savedPath: null,
  pathname: "/furniture.html",
  search: "",
  ...over,
});

describe("where the sign-in flow ends (spec part 1 §4)", () => {
  it("sign-in success goes to the redirect query, else the account home", () => {
    expect(planFinish({ kind: "signedIn" }, at())).toEqual({
      kind: "signIn",
      target: "/customer/account/home",
      payLogin: false,
      verified: false,
    });
    expect(planFinish({ kind: "signedIn" }, at({ redirect: "/checkout/cart?x=1" }))).toMatchObject({
      target: "/checkout/cart?x=1",
    });
  });

  it("never redirects off the site", () => {
    for (const redirect of ["https://evil.com", "//evil.com", "/\\evil.com", "javascript:alert(1)"]) {
      expect(planFinish({ kind: "signedIn" }, at({ redirect }))).toMatchObject({
        target: "/customer/account/home",
      });
    }
  });

  it("registering then Sign up Later goes to the redirect, else back to the page it started on (issue 16)", () => {
    expect(planFinish({ kind: "registered" }, at({ search: "?sort=price" }))).toEqual({
      kind: "signIn",
      target: "/furniture.html?sort=price",
      payLogin: false,
      verified: false,
    });
    expect(planFinish({ kind: "registered" }, at({ redirect: "/deal" }))).toMatchObject({ target: "/deal" });
    // From a sign-in page itself (no redirect) there is nothing to go back to: the account home.
    expect(
      planFinish(
        { kind: "registered" },
        at({ pathname: "/customer/account/login", search: "?entrypoint=header" }),
      ),
    ).toMatchObject({ target: "/customer/account/home" });
  });

  it("verification success goes to the saved path, else the redirect, else the starting page, and clears the coupon flag", () => {
    expect(planFinish({ kind: "verified" }, at())).toEqual({
      kind: "signIn",
      target: "/furniture.html",
      payLogin: false,
      verified: true,
    });
    expect(planFinish({ kind: "verified" }, at({ redirect: "/deal" }))).toMatchObject({ target: "/deal" });
    expect(
      planFinish({ kind: "verified" }, at({ redirect: "/deal", savedPath: "/customer/account/order" })),
    ).toMatchObject({ target: "/customer/account/order" });
    expect(planFinish({ kind: "verified" }, at({ savedPath: "//evil.com" }))).toMatchObject({
      target: "/furniture.html",
    });
    for (const pathname of ["/customer/account/confirm-verification-code", "/customer/account/password"]) {
      expect(planFinish({ kind: "verified" }, at({ pathname }))).toMatchObject({
        target: "/customer/account/home",
      });
    }
    // Never Account Information any more (bug 11).
    expect(planFinish({ kind: "verified" }, at({ pathname: "/customer/account/login" }))).not.toMatchObject({
      target: "/customer/account/accountinfo",
    });
  });

  it("on the shipping-address and payment pages a sign-in sets the pay-login flag and reloads the page", () => {
    for (const pathname of ["/checkout/shipping-address", "/checkout/payment", "/pay"]) {
      expect(
        planFinish({ kind: "signedIn" }, at({ pathname, search: "?source=Cart", redirect: "/deal" })),
      ).toEqual({
        kind: "signIn",
        target: `${pathname}?source=Cart`,
        payLogin: true,
        verified: false,
      });
    }
    expect(isPayPage("/checkout/cart")).toBe(false);
    expect(isPayPage("/payresult")).toBe(false);
    expect(isPayPage("/pay/")).toBe(true);
    // Store pickup pays on its own payment page: a sign-in there stays too.
    expect(isPayPage("/checkout/paymentpickup")).toBe(true);
  });

  it("a verified reset code opens the Password page's new-password form", () => {
    const plan = planFinish({ kind: "resetVerified", email: "a+b@c.com", rpToken: "tok_123" }, at());
    expect(plan).toEqual({
      kind: "navigate",
      url: "/customer/account/password?type=forgotpassword&email=a%2Bb%40c.com&rp_token=tok_123",
    });
    expect(resetPasswordUrl("x@y.com", "t")).toBe(
      "/customer/account/password?type=forgotpassword&email=x%40y.com&rp_token=t",
    );
  });
});
