import { addressLines, pickupStoreLines } from "../../../contract/address-lines";
import type { OrderDetail } from "../../../contract/order";
import { isPickupOrder } from "./order-display";

function Lines({ lines }: { lines: string[] }) {
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Where the order goes: the shipping address, or for store pickup the store it is collected from. */
export function OrderDestination({ order }: { order: OrderDetail }) {
  if (isPickupOrder(order)) {
    return (
      <>
        <h3 className="mt-3 font-semibold">Pickup store</h3>
        <Lines lines={pickupStoreLines(order.shipping_address)} />
      </>
    );
  }
  const address = addressLines(order.shipping_address);
  return (
    <>
      <h3 className="mt-3 font-semibold">Shipping address</h3>
      {address.length > 0 ? <Lines lines={address} /> : <p className="text-stone-700">No shipping address</p>}
    </>
  );
}
