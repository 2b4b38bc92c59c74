import type { ReactNode } from "react";
import type { ShipmentView } from "../../../contract/fulfilment";
import type { ShipmentStatus } from "../../../contract/fulfilment-constants";
import { TEXT_LINK } from "../account/form-ui";

// One shipment as the shopper sees it (the order page and /shipments): carrier and tracking number
// (a link to the carrier's tracking page, ours for the store's own fleet), its status, the items in
// it with their pictures, and the tracking timeline, newest first.

const TONES: Record<ShipmentStatus, string> = {
  shipped: "bg-indigo-100 text-indigo-900",
  out_for_delivery: "bg-amber-100 text-amber-900",
  delivered: "bg-brand-50 text-brand-800",
};

const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "America/New_York",
  timeZoneName: "short",
});

export const formatEventTime = (iso: string) => dateTime.format(new Date(iso));

export function ShipmentStatusBadge({ status, label }: { status: ShipmentStatus; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-semibold ${TONES[status]}`}
    >
      {label}
    </span>
  );
}

export function Thumbnail({ src }: { src: string | null }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className="h-14 w-14 shrink-0 rounded border border-stone-200 bg-stone-50 object-cover"
    />
  ) : (
    <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded border border-stone-200 bg-stone-100" />
  );
}

export function ShipmentCard({
  shipment,
  headingLevel = 3,
  children,
}: {
  shipment: ShipmentView;
  headingLevel?: 2 | 3;
  /** Below the timeline: the confirm-receipt form or its outcome. */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const external = /^https?:/.test(shipment.tracking_url);
  const headingId = `shipment-${shipment.shipment_id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Heading id={headingId} className="text-lg font-semibold">
          {shipment.carrier} shipment
        </Heading>
        <ShipmentStatusBadge status={shipment.status} label={shipment.status_label} />
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Tracking number</dt>
        <dd className="break-all">
          {shipment.tracking_url ? (
            <a
              href={shipment.tracking_url}
              className={TEXT_LINK}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {shipment.tracking_number}
              {external ? <span className="sr-only"> (opens the carrier's site in a new tab)</span> : null}
            </a>
          ) : (
            shipment.tracking_number
          )}
        </dd>
        <dt className="font-semibold">Order</dt>
        <dd>#{shipment.increment_id}</dd>
        <dt className="font-semibold">Shipped</dt>
        <dd>
          <time dateTime={shipment.shipped_at}>{formatEventTime(shipment.shipped_at)}</time>
        </dd>
        {shipment.delivered_at ? (
          <>
            <dt className="font-semibold">Delivered</dt>
            <dd>
              <time dateTime={shipment.delivered_at}>{formatEventTime(shipment.delivered_at)}</time>
            </dd>
          </>
        ) : null}
        {shipment.confirmed_at ? (
          <>
            <dt className="font-semibold">Receipt confirmed</dt>
            <dd>
              <time dateTime={shipment.confirmed_at}>{formatEventTime(shipment.confirmed_at)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <ul className="mt-3 space-y-2" aria-label="Items in this shipment">
        {shipment.items.map((item) => (
          <li key={item.order_item_id} className="flex items-center gap-3">
            <Thumbnail src={item.thumbnail} />
            <span>
              <span className="font-semibold">{item.name}</span>
              <span className="block text-sm text-stone-700">
                Qty {item.qty} · {item.sku}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <h4 className="mt-4 font-semibold">Tracking history</h4>
      <ol className="mt-2 space-y-2 border-l-2 border-stone-300 pl-4">
        {[...shipment.events].reverse().map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className={`absolute -left-[1.4rem] top-1.5 h-3 w-3 rounded-full ${index === 0 ? "bg-brand-700" : "bg-stone-400"}`}
            />
            <p className="font-semibold">{event.status_label}</p>
            <p className="text-sm text-stone-800">
              {event.description}
              {event.location ? ` — ${event.location}` : ""}
            </p>
            <p className="text-sm text-stone-600">
              <time dateTime={event.at}>{formatEventTime(event.at)}</time>
            </p>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
