import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useState } from "react";
import { PREORDER_TAGS } from "../../../../contract/catalog-constants";
import { PICKUP_REGION_CODE, SUCCESS_CODE, ZIP_CODE_LENGTH } from "../../../../contract/constants";
import type { Logistic, PickupConfig } from "../../../../contract/logistics";
import {
  LOGISTIC_OUT_OF_STOCK,
  LOGISTICS_STORAGE_KEYS,
  PICKUP_CONFIG_PATH,
  type PolicyKind,
  PRODUCT_LOGISTIC_PATH,
  zipFieldError,
} from "../../../../contract/logistics-constants";
import { useHydrated } from "../../../components/ui/use-hydrated";
import { api } from "../../../lib/api";
import { localGet, localSet } from "../../../lib/storage";
import { isAirConditioner } from "../ac-estimator/btu";
import type { ProductDetailData, ProductVariant } from "../product-detail-types";
import { detectNewJersey } from "./detected-state";

const PolicyDialog = lazy(() => import("./policy-dialog"));
const AcEstimatorDialog = lazy(() => import("../ac-estimator/ac-estimator-dialog"));

type Estimate = { kind: "ok"; logistic: Logistic } | { kind: "refused"; message: string };

/**
 * Delivery under the quantity selector: shipping estimate by zip, Delivery / Pickup tabs (pickup
 * config and a shopper detected in NJ), policy pop-ups, the pre-order policy and, on air
 * conditioners, the size estimator. Everything interactive appears after hydration (the estimate
 * needs the API); before that the panel shows the shipping line and no dead controls.
 */
export function DeliveryPanel({ product, variant }: { product: ProductDetailData; variant: ProductVariant }) {
  const hydrated = useHydrated();
  const [pickup, setPickup] = useState<PickupConfig | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [tab, setTab] = useState<"delivery" | "pickup">("delivery");
  const [policy, setPolicy] = useState<PolicyKind | null>(null);
  const [acOpen, setAcOpen] = useState(false);

  useEffect(() => setState(localGet(LOGISTICS_STORAGE_KEYS.currentState)), []);

  // The location matters only for the pickup tabs, so it is asked for only when the product has
  // a pickup config (no permission prompt on every product page).
  useEffect(() => {
    if (!pickup) return;
    detectNewJersey(typeof navigator === "undefined" ? undefined : navigator.geolocation, (found) => {
      setState(found ?? localGet(LOGISTICS_STORAGE_KEYS.currentState));
    });
  }, [pickup]);

  useEffect(() => {
    if (!product.is_pickup) return;
    const ctrl = new AbortController();
    void api
      .get<{ pickup_config: PickupConfig | null }>(
        PICKUP_CONFIG_PATH,
        { product_id: product.entity_id },
        { signal: ctrl.signal },
      )
      .then((res) => {
        if (res.code === SUCCESS_CODE) setPickup(res.result.pickup_config);
      });
    return () => ctrl.abort();
  }, [product.entity_id, product.is_pickup]);

  const showTabs = pickup !== null && state === PICKUP_REGION_CODE;
  const preorder = product.product_tag !== null && PREORDER_TAGS.includes(product.product_tag);

  const delivery = (
    <>
      <p className="font-semibold">Free standard shipping</p>
      <ShippingEstimate
        hydrated={hydrated}
        productId={product.entity_id}
        piid={variant.piid}
        onRegion={(region) => {
          localSet(LOGISTICS_STORAGE_KEYS.currentState, region);
          setState(region);
        }}
      />
    </>
  );

  return (
    <section aria-label="Delivery" className="rounded-lg border border-stone-200 p-4 text-sm">
      {showTabs ? <Tabs tab={tab} onTab={setTab} /> : null}
      {showTabs ? (
        <div
          id="delivery-panel-delivery"
          role="tabpanel"
          aria-labelledby="delivery-tab-delivery"
          hidden={tab !== "delivery"}
        >
          {delivery}
        </div>
      ) : (
        <div>{delivery}</div>
      )}
      {showTabs && pickup ? (
        <div
          id="delivery-panel-pickup"
          role="tabpanel"
          aria-labelledby="delivery-tab-pickup"
          hidden={tab !== "pickup"}
        >
          <PickupDetails config={pickup} />
        </div>
      ) : null}

      <div className={`mt-3 flex flex-wrap gap-x-4 gap-y-1 ${hydrated ? "" : "invisible"}`}>
        {preorder ? (
          <PolicyLink onClick={() => setPolicy("preorder")}>{product.product_tag} Policy</PolicyLink>
        ) : null}
        <PolicyLink onClick={() => setPolicy("delivery")}>Delivery</PolicyLink>
        <PolicyLink onClick={() => setPolicy("warranty")}>Warranty</PolicyLink>
        <PolicyLink onClick={() => setPolicy("returns")}>Return Policy</PolicyLink>
        {isAirConditioner(product) ? (
          <PolicyLink onClick={() => setAcOpen(true)}>Which size do I need?</PolicyLink>
        ) : null}
      </div>

      {policy ? (
        <Suspense fallback={null}>
          <PolicyDialog kind={policy} onClose={() => setPolicy(null)} />
        </Suspense>
      ) : null}
      {acOpen ? (
        <Suspense fallback={null}>
          <AcEstimatorDialog onClose={() => setAcOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function PolicyLink({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" onClick={onClick} aria-haspopup="dialog" className="text-brand-700 underline">
      {children}
    </button>
  );
}

function Tabs({ tab, onTab }: { tab: "delivery" | "pickup"; onTab: (t: "delivery" | "pickup") => void }) {
  const keys = (e: KeyboardEvent) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    e.preventDefault();
    const next = tab === "delivery" ? "pickup" : "delivery";
    onTab(next);
    document.getElementById(`delivery-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Delivery or pickup" className="mb-3 flex gap-2" onKeyDown={keys}>
      {(["delivery", "pickup"] as const).map((t) => (
        <button
          key={t}
          id={`delivery-tab-${t}`}
          type="button"
          role="tab"
          aria-selected={tab === t}
          aria-controls={`delivery-panel-${t}`}
          tabIndex={tab === t ? 0 : -1}
          onClick={() => onTab(t)}
          className={`rounded px-3 py-1 font-semibold ${tab === t ? "bg-brand-700 text-white" : "bg-stone-100"}`}
        >
          {t === "delivery" ? "Delivery" : "Pickup"}
        </button>
      ))}
    </div>
  );
}

function PickupDetails({ config }: { config: PickupConfig }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">{config.title}</p>
      {/* storeAddress and details are HTML from the store's own data (spec part 2 §3). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted store data */}
      <div dangerouslySetInnerHTML={{ __html: config.storeAddress }} />
      <p>
        {config.pickup_weekly}, {config.pickup_daly}
      </p>
      {config.discountText ? <p className="text-brand-700">{config.discountText}</p> : null}
      <a href={config.mapUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
        Map: {config.street}, {config.city}, {config.region_short} {config.postcode}
      </a>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted store data */}
      <div className="text-stone-700" dangerouslySetInnerHTML={{ __html: config.details }} />
    </div>
  );
}

function ShippingEstimate({
  hydrated,
  productId,
  piid,
  onRegion,
}: {
  hydrated: boolean;
  productId: number;
  piid: number;
  onRegion: (region: string) => void;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [zip, setZip] = useState("");
  const [checkedZip, setCheckedZip] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [estimate, setEstimate] = useState<Estimate | null>(null);

  useEffect(() => {
    const stored = localGet(LOGISTICS_STORAGE_KEYS.zipcode);
    if (stored && zipFieldError(stored) === null) {
      setZip(stored);
      setCheckedZip(stored);
    }
  }, []);

  // A different variant may have a different stock: the shown estimate no longer applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on variant change only
  useEffect(() => setEstimate(null), [piid]);

  const check = async (e: FormEvent) => {
    e.preventDefault();
    const problem = zipFieldError(zip);
    setError(problem);
    if (problem) return;
    setLoading(true);
    const res = await api.post<Logistic | null>(PRODUCT_LOGISTIC_PATH, { productId, zipcode: zip, piid });
    setLoading(false);
    if (res.code === SUCCESS_CODE && res.result) {
      localSet(LOGISTICS_STORAGE_KEYS.zipcode, zip);
      setCheckedZip(zip);
      setEstimate({ kind: "ok", logistic: res.result });
      onRegion(res.result.region_code);
    } else if (res.code === 400 || res.code === 422) {
      setEstimate({ kind: "refused", message: res.message });
    }
  };

  const label = `Deliver to ${checkedZip ?? "your zip code"}`;
  return (
    <div className="mt-1">
      {hydrated ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((o) => !o)}
          className="text-brand-700 underline"
        >
          {label}
        </button>
      ) : (
        <span>{label}</span>
      )}
      {open ? (
        <form id={formId} noValidate onSubmit={check} className="mt-2 flex flex-wrap items-start gap-2">
          <div>
            <label htmlFor={`${formId}-zip`} className="sr-only">
              Zip code
            </label>
            <input
              id={`${formId}-zip`}
              name="zipcode"
              required
              maxLength={ZIP_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="Zip code"
              value={zip}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${formId}-error` : undefined}
              onChange={(e) => {
                setZip(e.target.value.replace(/\D/g, "").slice(0, ZIP_CODE_LENGTH));
                // Editing clears the old message at once: removing it later (on blur) would move the
                // Check button under the pointer and swallow the click.
                setError(null);
              }}
              onBlur={() => setError(zipFieldError(zip))}
              className="w-28 rounded border border-stone-400 px-2 py-1"
            />
            {error ? (
              <p id={`${formId}-error`} className="mt-1 text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={loading}
            aria-busy={loading}
            className="rounded bg-brand-700 px-3 py-1 font-semibold text-white disabled:opacity-60"
          >
            {loading ? "Checking…" : "Check"}
          </button>
        </form>
      ) : null}
      <div aria-live="polite" className="mt-1">
        {estimate?.kind === "ok" ? <EstimateLines logistic={estimate.logistic} /> : null}
        {estimate?.kind === "refused" ? <p className="text-red-700">{estimate.message}</p> : null}
      </div>
    </div>
  );
}

function EstimateLines({ logistic }: { logistic: Logistic }) {
  return (
    <>
      {logistic.logisticDate ? <p className="font-semibold">{logistic.logisticDate}</p> : null}
      <p className="text-stone-700">{logistic.logisticText}</p>
      {logistic.status === LOGISTIC_OUT_OF_STOCK && logistic.oosInfOfArrival ? (
        <p className="text-red-700">{logistic.oosInfOfArrival}</p>
      ) : null}
      <p className="text-stone-600">Ships to {logistic.logisticZipCity}</p>
    </>
  );
}
