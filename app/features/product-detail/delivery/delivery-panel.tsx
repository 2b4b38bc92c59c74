import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { PREORDER_TAGS } from "../../../../contract/catalog-constants";
import { PICKUP_REGION_CODE, SUCCESS_CODE } from "../../../../contract/constants";
import type { Logistic, PickupConfig } from "../../../../contract/logistics";
import {
  LOGISTIC_OUT_OF_STOCK,
  LOGISTICS_STORAGE_KEYS,
  PICKUP_CONFIG_PATH,
  zipFieldError,
} from "../../../../contract/logistics-constants";
import type { PolicyKind } from "../../../../contract/policy-texts";
import { Dialog } from "../../../components/ui/dialog";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../../components/ui/on-demand";
import { useHydrated } from "../../../components/ui/use-hydrated";
import { api } from "../../../lib/api";
import { localGet, localSet } from "../../../lib/storage";
import { isAirConditioner } from "../ac-estimator/is-air-conditioner";
import type { ProductDetailData, ProductVariant } from "../product-detail-types";
import type { Estimate } from "./zip-estimate-form";

// The pop-ups and the zip form are chunks of their own, loaded when the shopper reaches for them
// (pointing at or focusing the opening control starts the load): most visits open none. A pop-up
// is one dialog from the press on: only its body waits for the chunk.
const loadPolicyDialog = onDemand(() => import("./policy-dialog"));
const loadAcEstimator = onDemand(() => import("../ac-estimator/ac-estimator-dialog"));
const loadZipForm = onDemand(() => import("./zip-estimate-form"));
const loadDetectedState = onDemand(() => import("./detected-state"));
const PolicyText = lazyOnDemand(loadPolicyDialog);
const AcEstimatorForm = lazyOnDemand(loadAcEstimator);
const ZipEstimateForm = lazyOnDemand(loadZipForm);

const AC_ESTIMATOR_LABEL = "Which size do I need?";

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
  // The open policy and the label of the link that opened it (the title until its text is there).
  const [policy, setPolicy] = useState<{ kind: PolicyKind; label: string } | null>(null);
  const [acOpen, setAcOpen] = useState(false);

  useEffect(() => setState(localGet(LOGISTICS_STORAGE_KEYS.currentState)), []);

  // The location matters only for the pickup tabs, so it is asked for only when the product has
  // a pickup config (no permission prompt on every product page); the check and the state outline
  // it needs load only then.
  useEffect(() => {
    if (!pickup) return;
    let live = true;
    // Nobody pressed for it: without its chunk the tabs just stay hidden.
    loadDetectedState.background().then(
      ({ detectNewJersey }) => {
        if (!live) return;
        detectNewJersey(typeof navigator === "undefined" ? undefined : navigator.geolocation, (found) => {
          if (live) setState(found ?? localGet(LOGISTICS_STORAGE_KEYS.currentState));
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
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
          <PolicyLink
            onClick={() => setPolicy({ kind: "preorder", label: `${product.product_tag} Policy` })}
            preload={loadPolicyDialog.preload}
          >
            {product.product_tag} Policy
          </PolicyLink>
        ) : null}
        <PolicyLink
          onClick={() => setPolicy({ kind: "delivery", label: "Delivery" })}
          preload={loadPolicyDialog.preload}
        >
          Delivery
        </PolicyLink>
        <PolicyLink
          onClick={() => setPolicy({ kind: "warranty", label: "Warranty" })}
          preload={loadPolicyDialog.preload}
        >
          Warranty
        </PolicyLink>
        <PolicyLink
          onClick={() => setPolicy({ kind: "returns", label: "Return Policy" })}
          preload={loadPolicyDialog.preload}
        >
          Return Policy
        </PolicyLink>
        {isAirConditioner(product) ? (
          <PolicyLink onClick={() => setAcOpen(true)} preload={loadAcEstimator.preload}>
            {AC_ESTIMATOR_LABEL}
          </PolicyLink>
        ) : null}
      </div>

      {policy ? (
        <PolicyPopup
          key={policy.kind}
          kind={policy.kind}
          label={policy.label}
          onClose={() => setPolicy(null)}
        />
      ) : null}
      {acOpen ? (
        <OnDemandPopup title={AC_ESTIMATOR_LABEL} onClose={() => setAcOpen(false)}>
          <AcEstimatorForm />
        </OnDemandPopup>
      ) : null}
    </section>
  );
}

/** A policy pop-up: titled by its link until the policy's own title arrives with its text. */
function PolicyPopup({ kind, label, onClose }: { kind: PolicyKind; label: string; onClose: () => void }) {
  const [title, setTitle] = useState(label);
  return (
    <OnDemandPopup title={title} onClose={onClose}>
      <PolicyText kind={kind} onTitle={setTitle} />
    </OnDemandPopup>
  );
}

/**
 * One dialog, open (focus in it, Escape closes it) from the press on; its body is the on-demand
 * part, with a loading line in its place until the chunk is there. A chunk that does not arrive
 * closes the dialog and the shopper is told.
 */
function OnDemandPopup({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <OnDemandBoundary
        onFail={onClose}
        fallback={
          <p role="status" className="text-sm text-stone-700">
            Loading…
          </p>
        }
      >
        {children}
      </OnDemandBoundary>
    </Dialog>
  );
}

function PolicyLink({
  onClick,
  preload,
  children,
}: {
  onClick: () => void;
  preload: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="dialog"
      className="text-brand-700 underline"
    >
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

  const answered = (checked: string, next: Estimate) => {
    setEstimate(next);
    // A refused zip is not where the page delivers: the label stops naming the zip checked before,
    // so "Deliver to 90001" never stands beside "We do not ship to Hawaii". The stored zip stays
    // (it is still the shopper's last deliverable one, for the next page).
    if (next.kind !== "ok") {
      setCheckedZip(null);
      return;
    }
    localSet(LOGISTICS_STORAGE_KEYS.zipcode, checked);
    setCheckedZip(checked);
    onRegion(next.logistic.region_code);
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
          onPointerEnter={loadZipForm.preload}
          onFocus={loadZipForm.preload}
          className="text-brand-700 underline"
        >
          {label}
        </button>
      ) : (
        <span>{label}</span>
      )}
      {open ? (
        <div id={formId} className="mt-2">
          <OnDemandBoundary onFail={() => setOpen(false)} fallback={<p role="status">Loading…</p>}>
            <ZipEstimateForm
              fieldId={`${formId}-zip`}
              productId={productId}
              piid={piid}
              zip={zip}
              onZip={(next) => {
                setZip(next);
                // A refusal answered the zip as it was: once it is edited the box's own message
                // (an invalid zip) speaks for it, never both at once. An estimate stays: the label
                // still names the zip it is for.
                setEstimate((shown) => (shown?.kind === "refused" ? null : shown));
              }}
              onAnswer={answered}
            />
          </OnDemandBoundary>
        </div>
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
