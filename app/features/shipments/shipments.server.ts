// The shipment pages' server side: tracking and confirming receipt, in-process through the shopper's
// fulfilment calls (contract/fulfilment.ts). The order page and /shipments share the confirm.
import { data } from "react-router";
import type { ShipmentView } from "../../../contract/fulfilment";
import { FULFILMENT_MESSAGES } from "../../../contract/fulfilment-constants";
import { ask, cookieHeaders, type GuardArgs } from "../../lib/account-guard.server";
import { CONFIRM_INTENT, TRACK_INTENT, type TrackOutcome } from "./shipment-types";

/** A refusal of the input as the shopper reads it (the API names the field). */
function readable(code: number, message: string): string {
  if (code !== 422) return message;
  if (message.startsWith("tracking_number"))
    return "Please enter a valid tracking number (8–40 letters and digits).";
  if (message.startsWith("email") || message.startsWith("zip"))
    return "Please enter the order's e-mail address or its 5-digit ZIP code.";
  return message;
}

const post = (args: GuardArgs, path: string, body: object) =>
  ask<ShipmentView | null>(args.context, path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The e-mail or ZIP the shopper typed in the one "e-mail or ZIP code" field, as the call's fields. */
export function contactFields(contact: string): { email?: string; zip?: string } {
  const value = contact.trim();
  if (!value) return {};
  return value.includes("@") ? { email: value } : { zip: value };
}

/** Tracks a number (with the e-mail/ZIP when given). */
export async function track(args: GuardArgs, tracking: string, contact: string) {
  const { body, cookies } = await post(args, "/api/shipment/track", {
    tracking_number: tracking,
    ...contactFields(contact),
  });
  if (body.code === 429) throw new Response(body.message, { status: 429 });
  if (body.code >= 500) throw new Response(body.message || "The store is unavailable.", { status: 503 });
  const outcome: TrackOutcome = {
    ok: body.code === 200,
    message: body.code === 200 ? "" : readable(body.code, body.message) || FULFILMENT_MESSAGES.trackNotFound,
    shipment: body.code === 200 ? body.result : null,
    tracking,
    contact,
  };
  return { outcome, cookies };
}

/** Confirms receipt (the owner by session, or with the order's e-mail). */
export async function confirmReceipt(args: GuardArgs, tracking: string, contact: string) {
  const { email } = contactFields(contact);
  const { body, cookies } = await post(args, "/api/shipment/confirm", { tracking_number: tracking, email });
  if (body.code === 429) throw new Response(body.message, { status: 429 });
  if (body.code >= 500) throw new Response(body.message || "The store is unavailable.", { status: 503 });
  const outcome: TrackOutcome = {
    ok: body.code === 200,
    message: body.code === 200 ? FULFILMENT_MESSAGES.confirmed : readable(body.code, body.message),
    shipment: body.code === 200 ? body.result : null,
    tracking,
    contact,
  };
  return { outcome, cookies };
}

/** Reads the posted form of a shipment page and answers the outcome with the API's cookies. */
export async function shipmentAction(args: GuardArgs, form: FormData) {
  const intent = form.get("intent");
  const tracking = String(form.get("tracking") ?? "").slice(0, 80);
  const contact = String(form.get("contact") ?? "").slice(0, 254);
  if (intent !== TRACK_INTENT && intent !== CONFIRM_INTENT) throw data("Unknown action.", { status: 400 });
  if (intent === TRACK_INTENT) {
    const { outcome, cookies } = await track(args, tracking, contact);
    return data(outcome, { headers: cookieHeaders(cookies) });
  }
  const { outcome, cookies } = await confirmReceipt(args, tracking, contact);
  if (outcome.ok) return data(outcome, { headers: cookieHeaders(cookies) });
  // Refused (not delivered yet …): the shipment stays on the page with the reason.
  const shown = await track(args, tracking, contact);
  return data(
    { ...outcome, shipment: shown.outcome.shipment },
    { headers: cookieHeaders([...cookies, ...shown.cookies]) },
  );
}
