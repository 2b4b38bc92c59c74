import { formatShopDate, type StockStatus } from "./stock-status";

/** The selected variant's availability in words; colour is never the only signal. */
export function StockLine({ status }: { status: StockStatus }) {
  switch (status.kind) {
    case "unavailable":
      return <p className="font-semibold text-stone-700">The item is no longer available for purchase.</p>;
    case "out-of-stock":
      return (
        <p>
          <span className="font-semibold text-red-700">Out of Stock</span>
          {status.fillTime ? (
            <span className="text-stone-700">
              {" "}
              · Expected back in stock by {formatShopDate(status.fillTime)}
            </span>
          ) : null}
        </p>
      );
    case "pre-order":
      return (
        <p>
          <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            {status.tag}
          </span>
          {status.presaleEnd ? (
            <span className="ml-2 text-stone-700">Presale ends {formatShopDate(status.presaleEnd)}</span>
          ) : null}
        </p>
      );
    case "low-stock":
      return (
        <p className="font-semibold text-accent-600">
          The item is almost out of stock.{" "}
          <span className="font-normal text-stone-700">Only {status.qty} left.</span>
        </p>
      );
    default:
      return <p className="font-semibold text-brand-700">In stock</p>;
  }
}
