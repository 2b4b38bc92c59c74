import type { AppLoadContext } from "react-router";
import type { CallResult } from "../../../contract/call";
import type { subscribeNewsletter } from "../../../contract/newsletter";
import { callApi } from "../../lib/server-api.server";

export interface SubscribeOutcome {
  /** 200 subscribed or a confirmation link mailed, 400 already subscribed, 422 invalid address, anything else a failure. */
  code: number;
  message: string;
}

/** Sends a newsletter form to the API and keeps only what the page shows. */
export async function subscribeFromForm(
  context: AppLoadContext,
  form: FormData,
  source: "footer" | "newsletter-page",
): Promise<SubscribeOutcome> {
  const res = await callApi<CallResult<typeof subscribeNewsletter>>(context, "/api/newsletter/subscribe", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: String(form.get("email") ?? ""), source }),
  });
  // The API names the field ("email: …"); a person only needs the sentence.
  return { code: res.code, message: res.message.replace(/^email: /, "") };
}
