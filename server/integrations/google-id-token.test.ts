import { createHmac, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyGoogleIdToken } from "./google-id-token";

const CLIENT_ID = "1234-test.apps.googleusercontent.com";
const NOW = new Date("2025-06-02T16:00:00Z");
const nowS = NOW.getTime() / 1000;

const keyPair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const googleKey = keyPair();
const rotatedKey = keyPair();
const strangerKey = keyPair();

const jwk = (publicKey: KeyObject, kid: string) => ({
  ...publicKey.export({ format: "jwk" }),
  kid,
  alg: "RS256",
  use: "sig",
});

// A stand-in for Google's certificate endpoint: one key set per path, counting fetches.
interface Published {
  keys: object[];
  cacheControl?: string;
  status?: number;
}
const published = new Map<string, Published>();
const fetches = new Map<string, number>();
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? "";
    fetches.set(path, (fetches.get(path) ?? 0) + 1);
    const entry = published.get(path);
    if (!entry || entry.status) {
      res.writeHead(entry?.status ?? 404).end();
      return;
    }
    res.writeHead(200, {
      "content-type": "application/json",
      ...(entry.cacheControl ? { "cache-control": entry.cacheControl } : {}),
    });
    res.end(JSON.stringify({ keys: entry.keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let caseNo = 0;
/** A config whose key address is new to the module's cache, serving `entry`. */
function publish(entry: Published = { keys: [jwk(googleKey.publicKey, "k1")] }) {
  const path = `/certs/${++caseNo}`;
  published.set(path, entry);
  return {
    path,
    config: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `${base}${path}` },
    fetchCount: () => fetches.get(path) ?? 0,
  };
}

const b64 = (value: object | string) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

const goodClaims = () => ({
  iss: "https://accounts.google.com",
  aud: CLIENT_ID,
  sub: "110169484474386276334",
  email: "shopper@gmail.com",
  email_verified: true,
  given_name: "Ada",
  family_name: "Lovelace",
  iat: nowS - 10,
  exp: nowS + 3590,
});

function token(
  claims: object = goodClaims(),
  opts: { kid?: string; key?: KeyObject; header?: object } = {},
): string {
  const header = opts.header ?? { alg: "RS256", kid: opts.kid ?? "k1", typ: "JWT" };
  const signed = `${b64(header)}.${b64(claims)}`;
  const signature = sign("RSA-SHA256", Buffer.from(signed), opts.key ?? googleKey.privateKey);
  return `${signed}.${signature.toString("base64url")}`;
}

describe("verifyGoogleIdToken", () => {
  it("accepts a genuine token and answers who it names", async () => {
    const { config } = publish();
    expect(await verifyGoogleIdToken(config, token(), NOW)).toEqual({
      ok: true,
      sub: "110169484474386276334",
      email: "shopper@gmail.com",
      emailVerified: true,
      givenName: "Ada",
      familyName: "Lovelace",
    });
  });

  it("accepts both issuer spellings, an audience list holding ours, and email_verified as a string", async () => {
    const { config } = publish();
    const claims = { ...goodClaims(), iss: "accounts.google.com", aud: ["other", CLIENT_ID] };
    expect((await verifyGoogleIdToken(config, token(claims), NOW)).ok).toBe(true);
    const stringly = await verifyGoogleIdToken(
      config,
      token({ ...goodClaims(), email_verified: "true" }),
      NOW,
    );
    expect(stringly).toMatchObject({ ok: true, emailVerified: true });
  });

  it("passes an unverified e-mail through as emailVerified false, and missing names as empty", async () => {
    const { config } = publish();
    const { given_name, family_name, ...rest } = goodClaims();
    const res = await verifyGoogleIdToken(config, token({ ...rest, email_verified: false }), NOW);
    expect(res).toMatchObject({ ok: true, emailVerified: false, givenName: "", familyName: "" });
    const absent = await verifyGoogleIdToken(config, token({ ...rest, email_verified: undefined }), NOW);
    expect(absent).toMatchObject({ ok: true, emailVerified: false });
  });

  it.each([
    ["another app's audience", { aud: "someone-else.apps.googleusercontent.com" }, "wrong audience"],
    ["an audience list without ours", { aud: ["a", "b"] }, "wrong audience"],
    ["another issuer", { iss: "https://evil.example" }, "wrong issuer"],
    ["no issuer", { iss: undefined }, "wrong issuer"],
    ["an expired token", { exp: nowS - 61 }, "expired"],
    ["no expiry", { exp: undefined }, "expired"],
    ["an issue time in the future", { iat: nowS + 120 }, "issued in the future"],
    ["no e-mail", { email: undefined }, "no email"],
    ["no subject", { sub: "" }, "no subject"],
  ])("refuses %s", async (_what, change, reason) => {
    const { config } = publish();
    expect(await verifyGoogleIdToken(config, token({ ...goodClaims(), ...change }), NOW)).toEqual({
      ok: false,
      reason,
    });
  });

  it("allows a minute of clock difference", async () => {
    const { config } = publish();
    const claims = { ...goodClaims(), exp: nowS - 30, iat: nowS + 30 };
    expect((await verifyGoogleIdToken(config, token(claims), NOW)).ok).toBe(true);
  });

  it("refuses a bad signature: altered claims, or signed by another key under Google's key id", async () => {
    const { config } = publish();
    const [h, , s] = token().split(".");
    const altered = `${h}.${b64({ ...goodClaims(), email: "victim@gmail.com" })}.${s}`;
    expect(await verifyGoogleIdToken(config, altered, NOW)).toEqual({ ok: false, reason: "bad signature" });
    const forged = token(goodClaims(), { key: strangerKey.privateKey });
    expect(await verifyGoogleIdToken(config, forged, NOW)).toEqual({ ok: false, reason: "bad signature" });
  });

  it("refuses a key id Google never published", async () => {
    const { config } = publish();
    const res = await verifyGoogleIdToken(config, token(goodClaims(), { kid: "nope" }), NOW);
    expect(res).toEqual({ ok: false, reason: "unknown signing key" });
  });

  it("refuses alg none and HS256 (even keyed with Google's public key) and a missing kid", async () => {
    const { config, fetchCount } = publish();
    const none = `${b64({ alg: "none", kid: "k1" })}.${b64(goodClaims())}.x`;
    expect(await verifyGoogleIdToken(config, none, NOW)).toEqual({
      ok: false,
      reason: "unsupported algorithm",
    });
    const hsSigned = `${b64({ alg: "HS256", kid: "k1" })}.${b64(goodClaims())}`;
    const pem = googleKey.publicKey.export({ format: "pem", type: "spki" });
    const hs = `${hsSigned}.${createHmac("sha256", pem).update(hsSigned).digest("base64url")}`;
    expect(await verifyGoogleIdToken(config, hs, NOW)).toEqual({
      ok: false,
      reason: "unsupported algorithm",
    });
    const noKid = token(goodClaims(), { header: { alg: "RS256" } });
    expect(await verifyGoogleIdToken(config, noKid, NOW)).toEqual({ ok: false, reason: "missing key id" });
    // None of these is worth a fetch.
    expect(fetchCount()).toBe(0);
  });

  it("answers malformed tokens without throwing", async () => {
    const { config } = publish();
    for (const bad of [
      "",
      "abc",
      "a.b",
      "a.b.c.d",
      "!!.??.**",
      `${b64("[1]")}.${b64("{}")}.c2ln`,
      "e30.bm90anNvbg.c2ln",
    ]) {
      expect(await verifyGoogleIdToken(config, bad, NOW), bad).toEqual({
        ok: false,
        reason: "malformed token",
      });
    }
  });

  it("refuses everything when Google sign-in is not configured", async () => {
    const { config } = publish();
    const res = await verifyGoogleIdToken({ ...config, GOOGLE_CLIENT_ID: undefined }, token(), NOW);
    expect(res).toEqual({ ok: false, reason: "Google sign-in is not configured" });
  });

  it("says so when the keys cannot be fetched", async () => {
    const { config } = publish({ keys: [], status: 503 });
    const res = await verifyGoogleIdToken(config, token(), NOW);
    expect(res).toEqual({ ok: false, reason: "Google's signing keys are unavailable" });
  });
});

describe("Google's keys", () => {
  it("are fetched once and reused for later tokens", async () => {
    const { config, fetchCount } = publish({
      keys: [jwk(googleKey.publicKey, "k1")],
      cacheControl: "max-age=600",
    });
    const [a, b] = await Promise.all([
      verifyGoogleIdToken(config, token(), NOW),
      verifyGoogleIdToken(config, token(), NOW),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect((await verifyGoogleIdToken(config, token(), new Date(NOW.getTime() + 599_000))).ok).toBe(true);
    expect(fetchCount()).toBe(1);
  });

  it("are fetched again once their Cache-Control max-age has passed (default an hour)", async () => {
    const short = publish({ keys: [jwk(googleKey.publicKey, "k1")], cacheControl: "public, max-age=300" });
    await verifyGoogleIdToken(short.config, token(), NOW);
    const later = new Date(NOW.getTime() + 300_000);
    const claims = { ...goodClaims(), iat: nowS + 290, exp: nowS + 3890 };
    expect((await verifyGoogleIdToken(short.config, token(claims), later)).ok).toBe(true);
    expect(short.fetchCount()).toBe(2);

    const plain = publish();
    await verifyGoogleIdToken(plain.config, token(), NOW);
    await verifyGoogleIdToken(plain.config, token(), new Date(NOW.getTime() + 3_599_000));
    expect(plain.fetchCount()).toBe(1);
    await verifyGoogleIdToken(plain.config, token(), new Date(NOW.getTime() + 3_600_000));
    expect(plain.fetchCount()).toBe(2);
  });

  it("are refetched for an unknown key id (rotation), at most once a minute", async () => {
    const { path, config, fetchCount } = publish({ keys: [jwk(googleKey.publicKey, "k1")] });
    await verifyGoogleIdToken(config, token(), NOW);
    published.set(path, { keys: [jwk(googleKey.publicKey, "k1"), jwk(rotatedKey.publicKey, "k2")] });
    const rotated = token(goodClaims(), { kid: "k2", key: rotatedKey.privateKey });
    // Within a minute of the last fetch the key set is not asked again.
    const soon = new Date(NOW.getTime() + 30_000);
    expect(await verifyGoogleIdToken(config, rotated, soon)).toEqual({
      ok: false,
      reason: "unknown signing key",
    });
    expect(fetchCount()).toBe(1);
    const minuteOn = new Date(NOW.getTime() + 60_000);
    expect((await verifyGoogleIdToken(config, rotated, minuteOn)).ok).toBe(true);
    expect(fetchCount()).toBe(2);
    // The old key still works from the refreshed set, with no further fetch.
    expect((await verifyGoogleIdToken(config, token(), minuteOn)).ok).toBe(true);
    expect(fetchCount()).toBe(2);
  });

  it("keep serving from the last good set while the endpoint fails", async () => {
    const { path, config, fetchCount } = publish({
      keys: [jwk(googleKey.publicKey, "k1")],
      cacheControl: "max-age=60",
    });
    await verifyGoogleIdToken(config, token(), NOW);
    published.set(path, { keys: [], status: 500 });
    const later = new Date(NOW.getTime() + 120_000);
    expect((await verifyGoogleIdToken(config, token(), later)).ok).toBe(true);
    expect(fetchCount()).toBe(2);
  });

  it("skip keys they cannot use and keep the others", async () => {
    const { config } = publish({
      keys: [
        { kid: "broken", kty: "RSA", n: "??", e: "AQAB" },
        { ...jwk(strangerKey.publicKey, "enc"), use: "enc" },
        { kty: "RSA", n: "x", e: "AQAB" },
        jwk(googleKey.publicKey, "k1"),
      ],
    });
    expect((await verifyGoogleIdToken(config, token(), NOW)).ok).toBe(true);
    const enc = token(goodClaims(), { kid: "enc", key: strangerKey.privateKey });
    expect(await verifyGoogleIdToken(config, enc, NOW)).toEqual({ ok: false, reason: "unknown signing key" });
  });
});
