// One call to a payment provider's HTTP API, with the outcome classified instead of thrown: the
// order flow must turn a timeout or a dropped connection into a "failed" payment with a clear
// message, never into a 500 halfway through a payment. Nothing here logs bodies or headers (card
// nonces, tokens and keys travel in them).

/** A provider could not hand out what the page needs to start (a client token): its message. */
export class ProviderUnavailable extends Error {}

export type ProviderReply =
  | { kind: "answer"; status: number; body: unknown }
  /** No answer in time, or no connection: whether the provider acted is unknown. */
  | { kind: "timeout" }
  | { kind: "network" }
  /** An answer that is not JSON (a proxy's error page, a truncated body). */
  | { kind: "garbled"; status: number };

export async function callProvider(
  url: string,
  init: { method: "GET" | "POST"; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<ProviderReply> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: "application/json", ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (err) {
    return isTimeout(err) ? { kind: "timeout" } : { kind: "network" };
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    return isTimeout(err) ? { kind: "timeout" } : { kind: "network" };
  }
  if (text === "") return { kind: "answer", status: res.status, body: null };
  try {
    return { kind: "answer", status: res.status, body: JSON.parse(text) };
  } catch {
    return { kind: "garbled", status: res.status };
  }
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
}

/** "Basic base64(user:password)" for APIs that take HTTP Basic credentials. */
export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** Integer cents → "12.34", the decimal string both providers' amounts use. */
export const dollarString = (cents: number) => {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
};
