import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security";

function appWith(opts: Parameters<typeof securityHeaders>[0], referrer?: string) {
  const app = new Hono();
  app.use(securityHeaders(opts));
  app.get("/", (c) => {
    if (referrer) c.header("Referrer-Policy", referrer);
    return c.html("<p>hi</p>");
  });
  return app;
}

describe("security headers", () => {
  it("admits no third-party script or frame unless a sign-in widget is configured", () => {
    const csp = contentSecurityPolicy(["'nonce-abc'"]);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toContain("google");
    expect(csp).not.toContain("frame-src");
  });

  it("admits Google's sign-in script and frame when Google sign-in is configured", () => {
    const csp = contentSecurityPolicy(["'nonce-abc'"], { googleSignIn: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://accounts.google.com/gsi/client");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    expect(csp).not.toContain("recaptcha");
  });

  it("admits the captcha script and frame when a captcha site key is configured", () => {
    const csp = contentSecurityPolicy(["'nonce-abc'"], { recaptcha: true });
    expect(csp).toContain("https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(csp).toContain("frame-src 'self' https://www.google.com/recaptcha/");
  });

  it("admits Klarna's widget (script, frames, calls) only when Klarna is configured", () => {
    expect(contentSecurityPolicy(["'nonce-abc'"])).not.toContain("klarna");
    const csp = contentSecurityPolicy(["'nonce-abc'"], { klarna: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://x.klarnacdn.net");
    expect(csp).toContain("frame-src 'self' https://*.klarna.com");
    expect(csp).toContain("connect-src 'self' https://*.klarna.com");
  });

  it("lets the store frame only the Plus+ payment page and the card fields; every other answer refuses framing", async () => {
    expect(contentSecurityPolicy(["'nonce-abc'"])).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(["'nonce-abc'"], {}, true)).toContain("frame-ancestors 'self'");
    const app = new Hono();
    app.use(securityHeaders({ csp: true }));
    app.get("*", (c) => c.html("<p>page</p>"));
    const framing = async (path: string) => {
      const res = await app.request(path);
      const ancestors = /frame-ancestors ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      return [res.headers.get("x-frame-options"), ancestors];
    };
    expect(await framing("/plus/pay/PL000000001")).toEqual(["SAMEORIGIN", "'self'"]);
    expect(await framing("/payment-field/card")).toEqual(["SAMEORIGIN", "'self'"]);
    for (const path of ["/", "/checkout/payment", "/open-member", "/plus/payment", "/customer/account/home"])
      expect(await framing(path), path).toEqual(["DENY", "'none'"]);
  });

  it("keeps a page's stricter Referrer-Policy (the password-reset page sends no-referrer)", async () => {
    const strict = await appWith({ csp: true }, "no-referrer").request("/");
    expect(strict.headers.get("referrer-policy")).toBe("no-referrer");
    const normal = await appWith({ csp: true }).request("/");
    expect(normal.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("a page's own Content-Security-Policy", () => {
  it("is kept (the payment card field sends a stricter one); others get the site policy", async () => {
    const app = new Hono();
    app.use(securityHeaders({ csp: true }));
    app.get("/strict", (c) => {
      c.header("Content-Security-Policy", "default-src 'none'");
      return c.html("<p>field</p>");
    });
    app.get("/page", (c) => c.html("<p>page</p>"));
    expect((await app.request("/strict")).headers.get("content-security-policy")).toBe("default-src 'none'");
    expect((await app.request("/page")).headers.get("content-security-policy")).toContain(
      "default-src 'self'",
    );
  });
});
