import { type PriceInput, priceView } from "./price-display";

/**
 * A product's price: the price to pay, the regular price struck through when on sale, and the
 * Plus+ member price labelled "Plus+". Screen readers hear which number is which.
 */
export function Price({
  value,
  size = "md",
  className = "",
}: {
  value: PriceInput;
  size?: "md" | "lg";
  className?: string;
}) {
  const view = priceView(value);
  return (
    <div className={`flex flex-col gap-0.5 ${className}`}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={`font-semibold ${size === "lg" ? "text-2xl" : "text-base"} ${view.regular ? "text-red-700" : ""}`}
        >
          {view.regular ? <span className="sr-only">Sale price </span> : null}
          {view.current}
        </span>
        {view.regular ? (
          <s className="text-sm text-stone-600">
            <span className="sr-only">Regular price </span>
            {view.regular}
          </s>
        ) : null}
      </p>
      {view.plus ? (
        <p className="flex items-center gap-1.5 text-sm">
          <span className="rounded bg-stone-900 px-1.5 py-px text-xs font-bold text-amber-300">Plus+</span>
          <span className="font-semibold text-stone-900">{view.plus}</span>
        </p>
      ) : null}
    </div>
  );
}
