import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import {
  FormStatus,
  HINT,
  INPUT,
  LABEL,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  TEXT_LINK,
} from "../account/form-ui";
import { ShipmentCard } from "./shipment-card";
import { CONFIRM_INTENT, TRACK_INTENT, type TrackOutcome } from "./shipment-types";

/** The confirm-receipt button of a delivered shipment (a real form POST to the page it is on). */
export function ConfirmReceiptForm({
  tracking,
  contact,
  busy,
}: {
  tracking: string;
  contact: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value={CONFIRM_INTENT} />
      <input type="hidden" name="tracking" value={tracking} />
      <input type="hidden" name="contact" value={contact} />
      <button type="submit" className={SECONDARY_BUTTON} disabled={busy} aria-busy={busy}>
        Confirm receipt
      </button>
      <span className="text-sm text-stone-700">Let us know the parcel arrived in good order.</span>
    </Form>
  );
}

/**
 * /shipments: the search (tracking number, and the order's e-mail or ZIP code for anyone but the
 * shopper whose order it is), the outcome, and the shipment found with its timeline.
 */
export function TrackShipmentView({
  initialTracking,
  found,
  busy,
}: {
  initialTracking: string;
  found: TrackOutcome | null;
  busy: boolean;
}) {
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (found) statusRef.current?.focus();
  }, [found]);
  const tracking = found?.tracking ?? initialTracking;
  const contact = found?.contact ?? "";
  const shipment = found?.shipment ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">Track your shipment</h1>
      <p className="mt-2 text-stone-700">
        Enter the tracking number from your shipping e-mail, with the e-mail address of the order or its
        shipping ZIP code. Signed in? Your shipments are also on{" "}
        <Link to="/customer/account/order" className={TEXT_LINK}>
          My Orders
        </Link>
        .
      </p>
      <Form method="post" className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value={TRACK_INTENT} />
        <div>
          <label htmlFor="track-number" className={LABEL}>
            Tracking number
          </label>
          <input
            id="track-number"
            name="tracking"
            required
            maxLength={80}
            autoComplete="off"
            spellCheck={false}
            defaultValue={tracking}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="track-contact" className={LABEL}>
            Order e-mail or ZIP code
          </label>
          <input
            id="track-contact"
            name="contact"
            maxLength={254}
            autoComplete="email"
            defaultValue={contact}
            aria-describedby="track-contact-hint"
            className={INPUT}
          />
        </div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy} aria-busy={busy}>
          Track
        </button>
        <p id="track-contact-hint" className={`${HINT} sm:col-span-3`}>
          Not needed for your own orders while you are signed in.
        </p>
      </Form>
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        {found?.message ? <FormStatus ok={found.ok}>{found.message}</FormStatus> : null}
      </div>
      {shipment ? (
        <div className="mt-6">
          <ShipmentCard shipment={shipment} headingLevel={2}>
            {shipment.can_confirm ? (
              <ConfirmReceiptForm tracking={shipment.tracking_number} contact={contact} busy={busy} />
            ) : null}
          </ShipmentCard>
        </div>
      ) : null}
    </div>
  );
}
