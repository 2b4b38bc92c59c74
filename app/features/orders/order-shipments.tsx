import { SHIPMENTS_PATH } from "../../../contract/fulfilment-constants";
import type { OrderDetail } from "../../../contract/order";
import { FormStatus, TEXT_LINK } from "../account/form-ui";
import { ShipmentCard } from "../shipments/shipment-card";
import type { TrackOutcome } from "../shipments/shipment-types";
import { ConfirmReceiptForm } from "../shipments/track-shipment-view";

/**
 * The order's fulfilment on its page: where it stands (not shipped yet, shipped, delivered …) and
 * each shipment with its carrier, tracking link, items and timeline. `confirmable`: this page takes
 * the confirm-receipt form (the account's order page); elsewhere a delivered shipment links to
 * /shipments to confirm it there.
 */
export function OrderShipments({
  order,
  confirmable,
  posted,
  busy = false,
}: {
  order: OrderDetail;
  confirmable: boolean;
  posted?: TrackOutcome | null;
  busy?: boolean;
}) {
  if (order.shipments.length === 0) {
    if (order.status !== "processing") return null;
    return (
      <section aria-labelledby="order-shipments" className="mt-8">
        <h2 id="order-shipments" className="text-xl font-semibold">
          Shipments
        </h2>
        <p className="mt-2 text-stone-700">
          {order.fulfilment_label}: we will e-mail you the tracking number as soon as your order leaves our
          warehouse.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="order-shipments" className="mt-8">
      <h2 id="order-shipments" className="text-xl font-semibold">
        Shipments <span className="text-base font-normal text-stone-700">· {order.fulfilment_label}</span>
      </h2>
      {posted?.message ? <FormStatus ok={posted.ok}>{posted.message}</FormStatus> : null}
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {order.shipments.map((shipment) => (
          <ShipmentCard key={shipment.shipment_id} shipment={shipment}>
            {shipment.can_confirm ? (
              confirmable ? (
                <ConfirmReceiptForm tracking={shipment.tracking_number} contact="" busy={busy} />
              ) : (
                <a
                  href={`${SHIPMENTS_PATH}?tracking=${encodeURIComponent(shipment.tracking_number)}`}
                  className={`mt-4 inline-block ${TEXT_LINK}`}
                >
                  Confirm receipt
                </a>
              )
            ) : null}
          </ShipmentCard>
        ))}
      </div>
    </section>
  );
}
