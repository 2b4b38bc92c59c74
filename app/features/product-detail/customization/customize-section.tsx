import { useRef, useState } from "react";
import { customizeButtonText } from "../../../../contract/customization-constants";
import { formatMoney } from "../../../components/ui/format-money";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../../components/ui/on-demand";
import type { SavedCustomization } from "./customization-drawer";

// The drawer (requests, option groups) loads on first open: most product pages never need it.
const CustomizationDrawer = lazyOnDemand(onDemand(() => import("./customization-drawer")));

/**
 * The product page's customize button and drawer host (spec part 2 §4). Nothing for a product
 * that is not customizable. Save Customization shows the chosen configuration under the button,
 * which then reads "Change My Mind" and reopens the drawer on it. This is the detail context: the
 * drawer offers Add to Cart, and after an add it closes (the mini-cart opens) keeping the choice.
 */
export function CustomizeSection({ productId, isCustomized }: { productId: number; isCustomized: number }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<SavedCustomization | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const text = customizeButtonText(isCustomized, saved ? saved.sku.type : null);
  if (text === null) return null;
  return (
    <div className="flex flex-col gap-2">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="self-start rounded border border-stone-900 px-4 py-2 font-semibold hover:bg-stone-100"
      >
        {text}
      </button>
      {saved ? (
        <div className="flex items-center gap-3">
          <img
            src={saved.sku.priceImage}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-md bg-stone-100"
          />
          <p className="text-sm" aria-live="polite">
            Your customization: {saved.sku.optionValue} · {formatMoney(saved.sku.priceList[2].price)} · Qty{" "}
            {saved.qty}
          </p>
        </div>
      ) : null}
      {open ? (
        <OnDemandBoundary onFail={() => setOpen(false)}>
          <CustomizationDrawer
            model={saved ? saved.model : String(productId)}
            returnFocus={() => buttonRef.current}
            onClose={() => setOpen(false)}
            onSave={(next) => {
              setSaved(next);
              setOpen(false);
            }}
            onAdded={(added) => {
              setSaved(added);
              setOpen(false);
            }}
          />
        </OnDemandBoundary>
      ) : null}
    </div>
  );
}
