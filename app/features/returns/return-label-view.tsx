import { Link } from "react-router";
import type { ReturnLabel } from "../../../contract/returns";
import { RETURNS_PAGE_PATH } from "../../../contract/returns-constants";
import { PRIMARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { formatOrderDate } from "../orders/order-display";

// Printing: only the label (the site's header, footer and this page's buttons stay on screen).
const PRINT_CSS = `@media print {
  body > *:not(main), header, footer, nav, [data-no-print] { display: none !important; }
  main { max-width: none !important; padding: 0 !important; }
  .return-label { border: 2px solid #000 !important; }
}`;

/** The printable return label: RMA number, its Code 128 barcode (an SVG drawn by the server), addresses, items. */
export function ReturnLabelView({ label, message }: { label: ReturnLabel | null; message: string | null }) {
  if (!label)
    return (
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Return label</h1>
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
          {message}
        </p>
        <p className="mt-4">
          <Link to={RETURNS_PAGE_PATH} className={TEXT_LINK}>
            Back to My Returns
          </Link>
        </p>
      </div>
    );
  return (
    <div>
      <style>{PRINT_CSS}</style>
      <div data-no-print className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link to={RETURNS_PAGE_PATH} className={TEXT_LINK}>
          Back to My Returns
        </Link>
        <button type="button" className={PRIMARY_BUTTON} onClick={() => window.print()}>
          Print label
        </button>
      </div>
      <h1 className="text-3xl font-semibold tracking-tight">Return label</h1>
      <p data-no-print className="mt-2 text-stone-700">
        Print this label, tape it to the outside of the parcel so the barcode lies flat, and hand the parcel
        to the carrier. Put the items in their original packaging if you still have it.
      </p>
      <section
        aria-label={`Return label ${label.rma_number}`}
        className="return-label mt-6 rounded-lg border-2 border-dashed border-stone-900 bg-white p-6 text-ink"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-stone-700">
              Return authorization
            </p>
            <p className="text-3xl font-bold tracking-wider" data-testid="rma-number">
              {label.rma_number}
            </p>
            <p className="text-stone-700">
              Order #{label.increment_id} · approved{" "}
              <time dateTime={label.approved_at}>{formatOrderDate(label.approved_at)}</time>
            </p>
          </div>
        </div>
        <div
          role="img"
          aria-label={`Barcode of ${label.rma_number}`}
          className="mt-4 w-full max-w-md [&>svg]:h-auto [&>svg]:w-full"
          // The server drew this SVG from the RMA number alone (bwip-js): no shopper text is in it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-drawn barcode SVG
          dangerouslySetInnerHTML={{ __html: label.barcode_svg }}
        />
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-700">From</h2>
            <address className="not-italic">
              {label.from_address.map((l) => (
                <span key={l} className="block">
                  {l}
                </span>
              ))}
            </address>
          </div>
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-700">Ship to</h2>
            <address className="text-lg font-semibold not-italic">
              {label.to_address.map((l) => (
                <span key={l} className="block">
                  {l}
                </span>
              ))}
            </address>
          </div>
        </div>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-stone-700">Contents</h2>
        <ul className="mt-1">
          {label.items.map((i) => (
            <li key={i.sku}>
              {i.qty} × {i.name} <span className="text-stone-700">({i.sku})</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
