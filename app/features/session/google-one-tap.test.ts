import { generateKeyPairSync, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOGLE_FAILED_MESSAGE } from "../../../server/modules/customer/auth.service";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { LOAD_FAILED_MESSAGE } from "../../components/ui/on-demand";
import { browserOverApp } from "./browser-over-app.testing";
import { type GoogleSignInDeps, signInWithGoogleCredential } from "./google-one-tap";

// The one-tap callback over the real API, with a stand-in for Google's published keys.
const CLIENT_ID = "one-tap-client.apps.example";
const KID = "one-tap-key";
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
let keys: Server;
let t: TestApp;

beforeAll(async () => {
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: KID, use: "sig", alg: "RS256" };
  keys = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keys.listen(0, "127.0.0.1", resolve));
  const { port } = keys.address() as AddressInfo;
  t = await createTestApp({
    products: 0,
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => keys?.close(resolve));
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function credential(email: string, aud = CLIENT_ID): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: "RS256", kid: KID, typ: "JWT" });
  const body = b64({
    iss: "https://accounts.google.com",
    aud,
    sub: `sub-${email}`,
    email,
    email_verified: true,
    given_name: "Tap",
    family_name: "Shopper",
    iat: now,
    exp: now + 600,
  });
  const signature = sign("RSA-SHA256", Buffer.from(`${head}.${body}`), privateKey).toString("base64url");
  return `${head}.${body}.${signature}`;
}

/** `loads: false`: the sign-in's last steps fail to load, as their chunk would on a dropped connection. */
function harness(pathname: string, search = "", { loads = true } = {}) {
  const browser = browserOverApp(t);
  const went: (string | null)[] = [];
  const loaded: string[] = [];
  const errors: string[] = [];
  const deps: GoogleSignInDeps = {
    api: browser.api,
    completeSignIn: async (target) => {
      if (!loads)
        throw new TypeError("Failed to fetch dynamically imported module: /assets/complete-sign-in.js");
      went.push(target);
    },
    here: { pathname, search },
    onError: (message) => errors.push(message),
    go: (url) => loaded.push(url),
  };
  return { browser, went, loaded, errors, deps };
}

describe("Google one-tap sign-in", () => {
  it("on a product page: the server verifies the credential, signs in, and the page reloads in place", async () => {
    const h = harness("/sofa-1.html", "?piid=3");
    expect(await signInWithGoogleCredential(credential("tap-one@example.com"), h.deps)).toBe(true);
    expect(h.went).toEqual(["/sofa-1.html?piid=3"]);
    expect(h.loaded).toEqual([]);
    expect(h.errors).toEqual([]);
    expect(h.browser.cookies.get("token")).toBeTruthy();
  });

  it("on a sign-in page: goes on to the account home (spec part 1 §4)", async () => {
    const h = harness("/customer/account/login", "?entrypoint=homepage");
    expect(await signInWithGoogleCredential(credential("tap-two@example.com"), h.deps)).toBe(true);
    expect(h.went).toEqual(["/customer/account/home"]);
  });

  it("a credential for another client is refused with the server's message and nothing is signed in", async () => {
    const h = harness("/");
    expect(
      await signInWithGoogleCredential(credential("tap-three@example.com", "someone-else"), h.deps),
    ).toBe(false);
    expect(h.errors).toEqual([GOOGLE_FAILED_MESSAGE]);
    expect(h.went).toEqual([]);
    expect(h.browser.cookies.has("token")).toBe(false);
  });

  it("signed in but the last steps do not load: the shopper is told and the page loads in full", async () => {
    const h = harness("/sofa-1.html", "?piid=3", { loads: false });
    expect(await signInWithGoogleCredential(credential("tap-four@example.com"), h.deps)).toBe(true);
    expect(h.browser.cookies.get("token")).toBeTruthy();
    expect(h.errors).toEqual([LOAD_FAILED_MESSAGE]);
    expect(h.loaded).toEqual(["/sofa-1.html?piid=3"]);
  });

  it("the same on a sign-in page goes on to the account home", async () => {
    const h = harness("/customer/account/login", "", { loads: false });
    expect(await signInWithGoogleCredential(credential("tap-five@example.com"), h.deps)).toBe(true);
    expect(h.errors).toEqual([LOAD_FAILED_MESSAGE]);
    expect(h.loaded).toEqual(["/customer/account/home"]);
  });

  it("the full load never follows an address that leads off the site", async () => {
    const h = harness("//evil.example/", "", { loads: false });
    expect(await signInWithGoogleCredential(credential("tap-six@example.com"), h.deps)).toBe(true);
    expect(h.loaded).toEqual(["/customer/account/home"]);
  });
});
