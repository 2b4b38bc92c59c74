import { useCallback, useEffect, useRef, useState } from "react";
import {
  DETAIL_COUPONS_PATH,
  type DetailCoupons,
  type ProductCoupons,
} from "../../../../contract/coupons-constants";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../../../components/ui/on-demand";
import { api } from "../../../lib/api";

const CouponsDrawer = lazyOnDemand(onDemand(() => import("./coupons-drawer")));

/**
 * "Coupons available: n" near the price; it opens the coupons drawer. The list is read in the
 * browser (it depends on who is signed in) and re-read after a coupon is claimed. Nothing shows
 * while it loads or when no coupon applies.
 */
export function ProductCouponsTrigger({ productId }: { productId: number }) {
  const [coupons, setCoupons] = useState<ProductCoupons | null>(null);
  const [plusImg, setPlusImg] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    void api
      .get<DetailCoupons>(DETAIL_COUPONS_PATH, { productId }, { signal: ctrl.signal })
      .then((answer) => {
        if (ctrl.signal.aborted || answer.code !== 200) return;
        setCoupons(answer.result.productList.find((p) => p.productId === productId) ?? null);
        setPlusImg(answer.result.plusImg);
      });
  }, [productId]);

  useEffect(() => {
    load();
    return () => controller.current?.abort();
  }, [load]);

  if (!coupons?.showDetailCoupon) return null;
  const count = coupons.couponList.reduce((n, g) => n + g.list.length, 0);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="self-start rounded-md border border-dashed border-orange-400 px-3 py-1.5 text-sm font-medium text-orange-700 hover:bg-orange-50"
      >
        Coupons available: {count} ›
      </button>
      {open ? (
        <OnDemandBoundary onFail={() => setOpen(false)}>
          <CouponsDrawer
            coupons={coupons}
            plusImg={plusImg}
            onClose={() => setOpen(false)}
            reload={load}
            returnFocus={() => triggerRef.current}
          />
        </OnDemandBoundary>
      ) : null}
    </>
  );
}
