import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createApp } from "../../app";
import { mailOutbox } from "../../db/schema/mail";
import {
  customerByEmail,
  getJson,
  isSignedIn,
  postJson,
  registerAccount,
  type SignIn,
  setCookies,
} from "./auth.testing";

// A stand-in for Google: our own RSA key published as a JWKS, and ID tokens signed with it.
const CLIENT_ID = "client-123.apps.example";
const KID = "test-key-1";
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const other = generateKeyPairSync("rsa", { modulusLength: 2048 });
let jwksServer: Server;
let t: TestApp;

beforeAll(async () => {
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: KID, use: "sig", alg: "RS256" };
  jwksServer = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.setHeader("cache-control", "public, max-age=3600");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({
    products: 0,
    env: { TEST_MODE: "1", GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function idToken(claims: Record<string, unknown>, key: KeyObject = privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: "RS256", kid: KID, typ: "JWT" });
  const body = b64({
    iss: "https://accounts.google.com",
    aud: CLIENT_ID,
    iat: now,
    exp: now + 3600,
    email_verified: true,
    given_name: "Gail",
    family_name: "Green",
    ...claims,
  });
  const signature = sign("RSA-SHA256", Buffer.from(`${head}.${body}`), key).toString("base64url");
  return `${head}.${body}.${signature}`;
}

type GoogleSignIn = SignIn & { is_new: boolean };
const google = (token: string, app = t.app) =>
  getJson<GoogleSignIn | null>(app, `/api/login/user/google?id_token=${encodeURIComponent(token)}`);

describe("GET /api/login/user/google", () => {
  it("answers 404 with its message when Google sign-in is not configured", async () => {
    const off = createApp({ deps: { ...t.deps, config: { ...t.deps.config, GOOGLE_CLIENT_ID: undefined } } });
    const res = await google(idToken({ sub: "1", email: "x@example.com" }), off);
    expect(res.body).toEqual({ code: 404, message: "Google sign-in is not available.", result: null });
  });

  it("creates a verified account without a password for a new identity, sends a welcome mail, signs in", async () => {
    const res = await google(idToken({ sub: "g-100", email: "Gail@Example.com" }));
    expect(res.body.code).toBe(200);
    const result = res.body.result as GoogleSignIn;
    expect(result).toMatchObject({ verify_status: true, is_new: true });
    const row = await customerByEmail(t.database.db, "gail@example.com");
    expect(row).toMatchObject({
      id: result.entity_id,
      passwordHash: null,
      registerType: "google",
      googleSub: "g-100",
      firstname: "Gail",
      lastname: "Green",
    });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(setCookies(res.headers).get("token")?.value).toBe(result.token);
    expect(await isSignedIn(t.app, { bearer: result.token })).toBe(true);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "gail@example.com"));
    expect(mails.map((m) => m.kind)).toEqual(["welcome"]);
    // No password: password sign-in is refused like any wrong password.
    const login = await postJson(t.app, "/api/customer/login", {
      email: "gail@example.com",
      password: "anything1",
    });
    expect(login.body.message).toBe("The email or password you entered is incorrect. Please try again.");
  });

  it("the same Google identity signs in to the same account again (a new token each time)", async () => {
    const first = (await google(idToken({ sub: "g-200", email: "hank@example.com" }))).body
      .result as GoogleSignIn;
    const again = (await google(idToken({ sub: "g-200", email: "hank@example.com" }))).body
      .result as GoogleSignIn;
    expect(again).toMatchObject({ entity_id: first.entity_id, is_new: false });
    expect(again.token).not.toBe(first.token);
  });

  it("links an existing password account by its e-mail and marks the address verified", async () => {
    const registered = await registerAccount(t.app, "iris@example.com", "walnut42lamp");
    const res = await google(idToken({ sub: "g-300", email: "iris@example.com" }));
    expect(res.body.result).toMatchObject({
      entity_id: registered.entity_id,
      is_new: false,
      verify_status: true,
    });
    const row = await customerByEmail(t.database.db, "iris@example.com");
    expect(row.googleSub).toBe("g-300");
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.registerType).toBe("normal");
    // The password still works.
    const login = await postJson(t.app, "/api/customer/login", {
      email: "iris@example.com",
      password: "walnut42lamp",
    });
    expect(login.body.code).toBe(200);
  });

  it("refuses an address already linked to another Google identity", async () => {
    await google(idToken({ sub: "g-400", email: "jade@example.com" }));
    const res = await google(idToken({ sub: "g-401", email: "jade@example.com" }));
    expect(res.body).toEqual({
      code: 400,
      message: "We could not verify your Google sign-in. Please try again.",
      result: null,
    });
  });

  it("refuses a token signed by another key, for another client, expired, or with an unverified e-mail", async () => {
    const claims = { sub: "g-500", email: "kim@example.com" };
    const past = Math.floor(Date.now() / 1000) - 7200;
    for (const token of [
      idToken(claims, other.privateKey),
      idToken({ ...claims, aud: "someone-else" }),
      idToken({ ...claims, iss: "https://evil.example.com" }),
      idToken({ ...claims, iat: past - 3600, exp: past }),
      idToken({ ...claims, email_verified: false }),
      "not.a.token",
    ]) {
      const res = await google(token);
      expect(res.body).toEqual({
        code: 400,
        message: "We could not verify your Google sign-in. Please try again.",
        result: null,
      });
    }
    expect(await customerByEmail(t.database.db, "kim@example.com")).toBeUndefined();
  });

  it("two parallel first sign-ins of one identity make one account", async () => {
    const token = idToken({ sub: "g-600", email: "lou@example.com" });
    const answers = await Promise.all([google(token), google(token)]);
    expect(answers.map((a) => a.body.code)).toEqual([200, 200]);
    const ids = answers.map((a) => (a.body.result as GoogleSignIn).entity_id);
    expect(ids[0]).toBe(ids[1]);
    expect(answers.filter((a) => (a.body.result as GoogleSignIn).is_new)).toHaveLength(1);
  });
});
