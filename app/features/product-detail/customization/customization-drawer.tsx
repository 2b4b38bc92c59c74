import { useEffect, useId, useRef, useState } from "react";
import type { CustomizationProduct, SkuData } from "../../../../contract/customization";
import {
  CUSTOMIZE_PRODUCT_PATH,
  CUSTOMIZE_SUBSCRIBE_PATH,
  selectedIds,
  selectStat,
} from "../../../../contract/customization-constants";
import { Modal } from "../../../components/ui/dialog";
import { api } from "../../../lib/api";
import { useAddToCart } from "../../cart/add-to-cart";
import { configurationCartInput } from "./configuration-cart-input";
import { CustomizationPanel } from "./customization-panel";

/** What Save Customization hands to the page. */
export interface SavedCustomization {
  model: string;
  sku: SkuData;
  qty: number;
}

interface Loaded {
  model: string;
  product: CustomizationProduct;
  sku: SkuData;
}

/**
 * The customization drawer (spec part 2 §4), loaded lazily by CustomizeSection: a right-side
 * dialog that opens on `model` (customizeSubscrib), asks customizeProduct for each new choice and
 * can expand to the whole viewport. With `onAdded` (the detail context) it offers Add to Cart:
 * the configuration's product, variant, quantity and model are posted; after a successful add the
 * mini-cart opens (the add-to-cart flow's cart-added event) and `onAdded` closes the drawer.
 */
export default function CustomizationDrawer({
  model,
  returnFocus,
  onSave,
  onAdded,
  onClose,
}: {
  model: string;
  returnFocus?: () => HTMLElement | null;
  onSave: (saved: SavedCustomization) => void;
  onAdded?: (added: SavedCustomization) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [data, setData] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [qty, setQty] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [arOpen, setArOpen] = useState(false);
  const request = useRef<AbortController | null>(null);
  const { add, pending } = useAddToCart();

  const addToCart = async (loaded: Loaded) => {
    const added = await add(configurationCartInput(loaded.model, loaded.sku, qty));
    if (added) onAdded?.({ model: loaded.model, sku: loaded.sku, qty });
  };

  useEffect(() => {
    const controller = new AbortController();
    request.current = controller;
    api
      .get<{ product: CustomizationProduct; skuData: SkuData }>(
        CUSTOMIZE_SUBSCRIBE_PATH,
        { model },
        { signal: controller.signal },
      )
      .then((answer) => {
        if (controller.signal.aborted) return;
        setBusy(false);
        if (answer.code === 200 && answer.result) {
          setData({ model, product: answer.result.product, sku: answer.result.skuData });
        } else setError(answer.message || "The options could not be loaded. Please try again.");
      });
    return () => controller.abort();
  }, [model]);

  const choose = (statId: number) => {
    if (!data) return;
    const groups = selectStat(data.product.options, statId);
    if (groups === data.product.options) return;
    // Show the choice at once; the answer brings the prices (and the type-0 preset's ids).
    setData({ ...data, product: { ...data.product, options: groups } });
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setError(null);
    api
      .get<{ model: string; product: CustomizationProduct; skuData: SkuData }>(
        CUSTOMIZE_PRODUCT_PATH,
        { product_id: data.product.entity_id, type: data.sku.type, ids: selectedIds(groups).join(",") },
        { signal: controller.signal },
      )
      .then((answer) => {
        if (controller.signal.aborted) return;
        setBusy(false);
        if (answer.code === 200 && answer.result) {
          const next = answer.result;
          setData({ model: next.model, product: next.product, sku: next.skuData });
          setQty((q) => Math.min(Math.max(1, q), Math.max(1, next.skuData.qty)));
        } else {
          // Back to the last configuration the server confirmed.
          setData(data);
          setError(answer.message || "That option could not be chosen. Please try again.");
        }
      });
  };

  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      returnFocus={returnFocus}
      variant={fullscreen ? "full" : "right"}
      panelClassName={fullscreen ? "" : "w-full max-w-md"}
    >
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          Customize {data ? data.product.name : "This Item"}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            aria-pressed={fullscreen}
            onClick={() => setFullscreen((f) => !f)}
            className="rounded px-2 py-1 text-sm hover:bg-stone-100"
          >
            {fullscreen ? "Exit full screen" : "Full screen"}
          </button>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded px-2 py-1 text-xl leading-none hover:bg-stone-100"
          >
            ×
          </button>
        </div>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">
        {data ? (
          <CustomizationPanel
            product={data.product}
            sku={data.sku}
            qty={qty}
            busy={busy}
            error={error}
            arOpen={arOpen}
            onChoose={choose}
            onQty={setQty}
            onToggleAr={() => setArOpen((o) => !o)}
            onSave={() => onSave({ model: data.model, sku: data.sku, qty })}
            onAddToCart={onAdded ? () => void addToCart(data) : undefined}
            adding={pending}
          />
        ) : error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p aria-live="polite" className="text-sm text-stone-600">
            Loading options…
          </p>
        )}
      </div>
    </Modal>
  );
}
