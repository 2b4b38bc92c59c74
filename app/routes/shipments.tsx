import { data, useNavigation } from "react-router";
import { normalizeTrackingNumber } from "../../contract/fulfilment-constants";
import { Logo } from "../features/header/logo";
import type { TrackOutcome } from "../features/shipments/shipment-types";
import { shipmentAction, track } from "../features/shipments/shipments.server";
import { TrackShipmentView } from "../features/shipments/track-shipment-view";
import { cookieHeaders } from "../lib/account-guard.server";
import { pageMeta } from "../lib/meta";
import { readForm } from "../lib/read-form.server";
import type { Route } from "./+types/shipments";

/**
 * /shipments (blank layout, spec part 1 §2): tracking-number search for anyone — the number plus the
 * order's e-mail or ZIP code, or the number alone for the shopper whose order it is (a link from the
 * order page or the carrier "Nestora Delivery" carries ?tracking=) — the tracking timeline, and
 * "Confirm receipt".
 */
export async function loader(args: Route.LoaderArgs) {
  const asked = new URL(args.request.url).searchParams.get("tracking")?.slice(0, 80) ?? "";
  const tracking = normalizeTrackingNumber(asked);
  let found: TrackOutcome | null = null;
  let cookies: string[] = [];
  if (tracking) {
    // The owner sees it at once; anyone else is asked for the e-mail or ZIP (no message yet).
    const answer = await track(args, tracking, "");
    cookies = answer.cookies;
    if (answer.outcome.ok) found = answer.outcome;
  }
  return data({ tracking, found, storeName: args.context.storeName }, { headers: cookieHeaders(cookies) });
}

export async function action(args: Route.ActionArgs) {
  return shipmentAction(args, await readForm(args.request));
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function Shipments({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <>
      <div className="border-b border-stone-200">
        <div className="mx-auto flex max-w-7xl px-4 py-3">
          <Logo storeName={loaderData.storeName} />
        </div>
      </div>
      <TrackShipmentView
        initialTracking={loaderData.tracking}
        found={actionData ?? loaderData.found}
        busy={navigation.state === "submitting"}
      />
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Track Your Shipment", "Track a shipment with its tracking number.", {
    noindex: true,
  });
}
