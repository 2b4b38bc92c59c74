import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyCaptcha } from "./captcha";

// A stand-in for Google's siteverify: answers by the response token it receives.
let server: Server;
let url = "";
const received: URLSearchParams[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    received.push(form);
    const answer = (status: number, type: string, body: string) => {
      res.writeHead(status, { "content-type": type });
      res.end(body);
    };
    if (req.headers["content-type"] !== "application/x-www-form-urlencoded")
      return answer(415, "text/plain", "");
    switch (form.get("response")) {
      case "good":
        return form.get("secret") === "s3cret"
          ? answer(200, "application/json", JSON.stringify({ success: true, hostname: "localhost" }))
          : answer(200, "application/json", JSON.stringify({ success: false }));
      case "bad":
        return answer(
          200,
          "application/json",
          JSON.stringify({ success: false, "error-codes": ["invalid"] }),
        );
      case "truthy":
        return answer(200, "application/json", JSON.stringify({ success: "true" }));
      case "garbage":
        return answer(200, "text/html", "<html>oops</html>");
      case "server-error":
        return answer(500, "application/json", JSON.stringify({ success: true }));
      case "slow":
        // Never answers in time.
        setTimeout(() => answer(200, "application/json", JSON.stringify({ success: true })), 2_000);
        return;
    }
    answer(400, "text/plain", "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const on = () => ({ RECAPTCHA_SECRET: "s3cret", RECAPTCHA_VERIFY_URL: url });

describe("verifyCaptcha", () => {
  it("passes everything when the captcha is off (no secret)", async () => {
    expect(await verifyCaptcha({ RECAPTCHA_VERIFY_URL: url }, undefined, "203.0.113.1")).toBe(true);
  });

  it("accepts a response Google confirms, sending secret, response and the client address", async () => {
    received.length = 0;
    expect(await verifyCaptcha(on(), "good", "203.0.113.1")).toBe(true);
    expect(Object.fromEntries(received[0])).toEqual({
      secret: "s3cret",
      response: "good",
      remoteip: "203.0.113.1",
    });
  });

  it("leaves out an address that is not one (in-process calls)", async () => {
    received.length = 0;
    expect(await verifyCaptcha(on(), "good", "local")).toBe(true);
    expect(received[0].has("remoteip")).toBe(false);
  });

  it("refuses a missing response without asking Google", async () => {
    received.length = 0;
    expect(await verifyCaptcha(on(), undefined, "203.0.113.1")).toBe(false);
    expect(await verifyCaptcha(on(), "", "203.0.113.1")).toBe(false);
    expect(received).toHaveLength(0);
  });

  it("refuses what Google rejects, and a wrong secret", async () => {
    expect(await verifyCaptcha(on(), "bad", "203.0.113.1")).toBe(false);
    expect(await verifyCaptcha({ ...on(), RECAPTCHA_SECRET: "other" }, "good", "203.0.113.1")).toBe(false);
  });

  it("refuses anything but JSON success: true (garbage, strings, server errors)", async () => {
    expect(await verifyCaptcha(on(), "garbage", "203.0.113.1")).toBe(false);
    expect(await verifyCaptcha(on(), "truthy", "203.0.113.1")).toBe(false);
    expect(await verifyCaptcha(on(), "server-error", "203.0.113.1")).toBe(false);
  });

  it("refuses when Google does not answer in time or cannot be reached", async () => {
    const started = Date.now();
    expect(await verifyCaptcha(on(), "slow", "203.0.113.1", { timeoutMs: 200 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_500);
    const unreachable = { ...on(), RECAPTCHA_VERIFY_URL: "http://127.0.0.1:1/siteverify" };
    expect(await verifyCaptcha(unreachable, "good", "203.0.113.1")).toBe(false);
  });
});
