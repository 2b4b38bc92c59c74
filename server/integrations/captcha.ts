// reCAPTCHA: the browser solves the challenge and sends its response token; Google tells us whether
// it is genuine. Anything but a clear "success" from Google counts as a failed captcha: an outage
// of the verifier must not open registration to scripts.
import { isIP } from "node:net";
import type { Config } from "../config";

export const CAPTCHA_TIMEOUT_MS = 5_000;

/** True when the captcha is off (no RECAPTCHA_SECRET) or Google confirms the response. */
export async function verifyCaptcha(
  config: Pick<Config, "RECAPTCHA_SECRET" | "RECAPTCHA_VERIFY_URL">,
  response: string | undefined,
  remoteIp: string,
  opts: { timeoutMs?: number } = {},
): Promise<boolean> {
  if (!config.RECAPTCHA_SECRET) return true;
  if (!response) return false;
  const form = new URLSearchParams({ secret: config.RECAPTCHA_SECRET, response });
  // Optional for Google; only a real address helps it ("local" for in-process calls does not).
  if (isIP(remoteIp)) form.set("remoteip", remoteIp);
  try {
    const res = await fetch(config.RECAPTCHA_VERIFY_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
      signal: AbortSignal.timeout(opts.timeoutMs ?? CAPTCHA_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as unknown;
    return typeof body === "object" && body !== null && (body as { success?: unknown }).success === true;
  } catch {
    // Network error, timeout or a body that is not JSON.
    return false;
  }
}
