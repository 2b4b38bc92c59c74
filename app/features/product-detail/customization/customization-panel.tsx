import type { CustomizationProduct, SkuData } from "../../../../contract/customization";
import { hasArModel, quantityChoices } from "../../../../contract/customization-constants";
import { formatMoney } from "../../../components/ui/format-money";
import { AddToCartButton } from "../../cart/add-to-cart-button";

/**
 * The drawer's content (spec part 2 §4): one radio group of stat buttons per option group, the
 * configuration's price list, its stock, quantity 1…qty and the action: Add to Cart in the detail
 * context (`onAddToCart` given), else Save Customization. Stateless: the drawer owns the data and
 * passes the handlers.
 */
export function CustomizationPanel({
  product,
  sku,
  qty,
  busy,
  error,
  arOpen,
  onChoose,
  onQty,
  onToggleAr,
  onSave,
  onAddToCart,
  adding = false,
}: {
  product: CustomizationProduct;
  sku: SkuData;
  qty: number;
  busy: boolean;
  error: string | null;
  arOpen: boolean;
  onChoose: (statId: number) => void;
  onQty: (qty: number) => void;
  onToggleAr: () => void;
  onSave: () => void;
  /** The detail context: adds this configuration to the cart instead of saving it. */
  onAddToCart?: () => void;
  /** An add to cart is pending. */
  adding?: boolean;
}) {
  const inStock = sku.isInStock === 1;
  const choices = quantityChoices(sku.qty);
  return (
    <div className="flex flex-col gap-5" aria-busy={busy}>
      {sku.priceImage ? (
        // The server's picture of this configuration: it follows every choice (shape, fabric, colour).
        <img
          src={sku.priceImage}
          alt={sku.title}
          width={320}
          height={320}
          className="mx-auto aspect-square w-full max-w-80 rounded-md bg-stone-100"
          data-testid="customization-preview"
        />
      ) : null}
      {hasArModel(sku.customizedModel) ? (
        <div>
          <button
            type="button"
            aria-pressed={arOpen}
            onClick={onToggleAr}
            className="rounded border border-stone-400 px-3 py-1.5 text-sm hover:bg-stone-100"
          >
            View in your room (AR)
          </button>
          {arOpen ? (
            <a className="ml-3 text-sm underline" href={sku.customizedModel} rel="ar">
              Open the 3D model
            </a>
          ) : null}
        </div>
      ) : null}

      {product.options.map((group) => (
        <fieldset key={group.content}>
          <legend className="mb-2 text-sm font-semibold">{group.content}</legend>
          <div className="flex flex-wrap gap-2">
            {group.stats.map((stat) => {
              const checked = stat.is_check === 1;
              const disabled = stat.disable === 1;
              return (
                <label
                  key={stat.id}
                  className={`flex items-center gap-2 rounded border px-2 py-1.5 text-sm has-[:focus-visible]:outline-2 ${
                    disabled ? "cursor-not-allowed opacity-50" : "cursor-pointer"
                  } ${checked ? "border-stone-900 ring-2 ring-stone-900" : "border-stone-300 hover:border-stone-600"}`}
                >
                  <input
                    type="radio"
                    name={`customize-${group.content}`}
                    value={stat.id}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => onChoose(stat.id)}
                    className="sr-only"
                  />
                  <img src={stat.image} alt="" width={32} height={32} className="h-8 w-8 rounded" />
                  <span>{stat.name}</span>
                  {disabled ? <span className="sr-only"> (not available)</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}

      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {sku.priceList.map((line) => (
          <div key={line.label} className="contents">
            <dt className={line.label === "Total" ? "font-semibold" : ""}>{line.label}</dt>
            <dd className={`text-right ${line.label === "Total" ? "font-semibold" : ""}`}>
              {formatMoney(line.price)}
            </dd>
          </div>
        ))}
      </dl>
      {sku.discountContent ? <p className="text-sm text-red-700">{sku.discountContent}</p> : null}
      <p className="text-sm text-stone-600">Made to order: ships in {sku.businessDays} business days.</p>

      <div aria-live="polite">
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>

      {inStock ? (
        <div className="flex items-end gap-3">
          <label className="flex flex-col text-sm">
            Quantity
            <select
              value={qty}
              onChange={(event) => onQty(Number(event.target.value))}
              className="mt-1 rounded border border-stone-300 px-2 py-1.5"
            >
              {choices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {onAddToCart ? (
            <AddToCartButton
              pending={adding}
              // The configuration shown must be the one the server confirmed (not mid-request).
              disabled={busy && !adding}
              onClick={onAddToCart}
              className="flex-1"
            />
          ) : (
            <button
              type="button"
              onClick={onSave}
              disabled={busy}
              className="flex-1 rounded bg-stone-900 px-4 py-2.5 font-semibold text-white hover:bg-stone-700 disabled:opacity-60"
            >
              Save Customization
            </button>
          )}
        </div>
      ) : (
        <p className="rounded border border-stone-300 px-4 py-2.5 text-center font-semibold text-stone-600">
          Out of Stock
        </p>
      )}
    </div>
  );
}
