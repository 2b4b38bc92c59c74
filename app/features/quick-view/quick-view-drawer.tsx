import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Modal, ModalHeader } from "../../components/ui/dialog";
import { api } from "../../lib/api";
import type { ProductDetail } from "../product-detail/product-detail-types";
import { quickViewRequest } from "./popid-url";
import { QuickViewContent } from "./quick-view-content";
import { Spinner } from "./quick-view-spinner";

export type QuickViewState =
  | { kind: "loading" }
  | { kind: "ready"; product: ProductDetail }
  | { kind: "error"; message: string };

/**
 * The quick view drawer (lazy-loaded): a modal panel from the right, 455 px wide (the full width
 * on small screens), that loads the product when it opens (the host keys it by `popid`) and shows
 * a spinner until then. The `piid` asked for is sent once, with that request.
 */
export default function QuickViewDrawer({
  popid,
  piid,
  onClose,
  returnFocus,
}: {
  popid: number;
  piid: number | undefined;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const [state, setState] = useState<QuickViewState>({ kind: "loading" });
  const askedPiid = useRef(piid);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const request = quickViewRequest(popid, askedPiid.current);
    api.get<ProductDetail>(request.path, request.query, { signal: controller.signal }).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.code === 200) setState({ kind: "ready", product: answer.result });
      else setState({ kind: "error", message: answer.message || "This product could not be loaded." });
    });
    return () => controller.abort();
  }, [popid]);

  return <QuickViewPanel state={state} onClose={onClose} returnFocus={returnFocus} closeRef={closeRef} />;
}

/** The drawer's dialog for a given state (separate from the request so it renders in tests). */
export function QuickViewPanel({
  state,
  onClose,
  returnFocus,
  closeRef,
}: {
  state: QuickViewState;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
  closeRef: RefObject<HTMLButtonElement | null>;
}) {
  const titleId = useId();
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      variant="right"
      panelClassName="w-full sm:w-[455px]"
      // popid in the address opens it: leaving the page closes it by itself.
      ownedByAddress
    >
      <ModalHeader
        titleId={titleId}
        title={state.kind === "ready" ? state.product.name : "Quick view"}
        closeLabel="Close quick view"
        onClose={onClose}
        closeRef={closeRef}
      />
      <div className="min-h-0 flex-1 overflow-y-auto p-4" aria-busy={state.kind === "loading"}>
        {state.kind === "loading" ? (
          <div className="flex h-full items-center justify-center">
            <Spinner />
          </div>
        ) : state.kind === "error" ? (
          <p role="alert" className="text-stone-800">
            {state.message}
          </p>
        ) : (
          <QuickViewContent product={state.product} />
        )}
      </div>
    </Modal>
  );
}
