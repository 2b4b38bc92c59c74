import { useCallback, useEffect, useId, useReducer, useRef } from "react";
import { Link } from "react-router";
import { CART_DRAWER_WIDTH } from "../../../contract/constants";
import { Modal, ModalHeader } from "../../components/ui/dialog";
import { formatMoney } from "../../components/ui/format-money";
import { api } from "../../lib/api";
import { cartLineItem, trackEcommerce } from "../../lib/ecommerce-events";
import { notify } from "../toast/notify";
import { setCartCount, useCartCount } from "./cart-count";
import { CART_LINE_MESSAGES, CART_PAGE_PATH, canCheckOut, lineState, shownGrandTotal } from "./cart-display";
import { CheckoutLink, LinePrice, LineThumb, PlanLine, QtySelect, Spinner } from "./cart-parts";
import type { CartLine, CartView } from "./cart-view-types";
import { LineCustomization } from "./line-customization";
import { type CartAnswer, changeLineQty, readCart, removeLine } from "./mini-cart-calls";
import { afterOpenDelay, initialMiniCart, miniCartReducer, miniCartTitle } from "./mini-cart-state";
import { miniCartNote } from "./mini-cart-store";

/**
 * The mini-cart (spec part 2 §2, §4, §9): a right-hand dialog 26.25rem wide titled 'My Cart (n)'.
 * It opens at once and loads the list 100 ms later, a spinner standing in while a cart request is
 * pending; a failed read offers a retry. Lines change quantity or leave the cart in place; the
 * drawer closes when the cart's quantity reaches 0. Its own chunk: loaded on first open.
 */
export default function MiniCartDrawer({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [state, dispatch] = useReducer(miniCartReducer, { ...initialMiniCart, open: true });
  // Until the list loads, the title counts what the header shows.
  const headerCount = useCartCount();

  const run = useCallback(async (request: () => Promise<CartAnswer>, change: boolean) => {
    dispatch({ type: "request" });
    const answer = await request();
    if (answer.cart) setCartCount(answer.cart.items_qty);
    dispatch({ type: "answer", code: answer.code, cart: answer.cart });
    // A change the cart refused ('Min qty is {n}', not in the cart …; the request layer handles
    // 401, 429 and 500 itself) says why, and the list is re-read to show what is true now.
    if (change && !answer.cart && answer.code !== 0 && answer.code < 500) {
      if (answer.message) notify.error(answer.message);
      const again = await readCart(api);
      if (again.cart) dispatch({ type: "answer", code: again.code, cart: again.cart });
    }
  }, []);

  const load = useCallback(() => run(() => readCart(api), false), [run]);

  useEffect(() => afterOpenDelay(() => void load()), [load]);

  // The cart emptied (quantity 0): the reducer closed the drawer.
  useEffect(() => {
    if (!state.open) onClose();
  }, [state.open, onClose]);

  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      variant="right"
      // The drawer is CART_DRAWER_WIDTH (26.25rem) wide, the whole width on a narrower screen.
      panelClassName="w-full max-w-[26.25rem]"
    >
      <div className="flex h-full flex-col" data-width={CART_DRAWER_WIDTH}>
        <ModalHeader
          titleId={titleId}
          title={miniCartTitle(state.cart?.items_qty ?? headerCount)}
          closeLabel="Close My Cart"
          onClose={onClose}
          closeRef={closeRef}
        />
        <AddedNote note={miniCartNote()} />
        <MiniCartBody
          state={state.status}
          cart={state.cart}
          onRetry={() => void load()}
          onQty={(line, qty) => void run(() => changeLineQty(api, line.item_id, qty), true)}
          onRemove={(line) => {
            trackEcommerce("remove_from_cart", [cartLineItem(line)]);
            void run(() => removeLine(api, line.item_id), true);
          }}
          onNavigate={onClose}
        />
      </div>
    </Modal>
  );
}

/**
 * "1 item(s) added to cart" in the drawer's flow under its title (not a toast over the lines, which
 * covered the first line's quantity and Remove on phones).
 */
function AddedNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 border-b border-emerald-200 bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-900"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
        <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
      </svg>
      {note}
    </p>
  );
}

/** The drawer's content for a status: spinner while pending, a retry on failure, else the list. */
export function MiniCartBody({
  state,
  cart,
  onRetry,
  onQty,
  onRemove,
  onNavigate,
}: {
  state: null | "successful" | "fail";
  cart: CartView | null;
  onRetry: () => void;
  onQty: (line: CartLine, qty: number) => void;
  onRemove: (line: CartLine) => void;
  onNavigate: () => void;
}) {
  if (state === "fail" && !cart) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p role="alert" className="text-sm text-stone-700">
          We could not load your cart.
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="h-11 rounded-md border border-stone-300 px-5 text-sm font-semibold hover:bg-stone-50"
        >
          Try Again
        </button>
      </div>
    );
  }
  if (!cart) return <Spinner label="Loading your cart" />;
  return (
    <>
      <div className="relative flex-1 overflow-y-auto" aria-busy={state === null || undefined}>
        {state === null ? (
          <div className="absolute inset-0 z-10 bg-white/60">
            <Spinner label="Updating your cart" />
          </div>
        ) : null}
        <ul className="divide-y divide-stone-200 px-4">
          {cart.list.map((line) => (
            <MiniCartLine
              key={line.item_id}
              line={line}
              busy={state === null}
              onQty={onQty}
              onRemove={onRemove}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </div>
      <div className="space-y-3 border-t border-stone-200 p-4">
        <p className="flex justify-between text-base font-semibold">
          <span>Grand Total</span>
          <span>{formatMoney(shownGrandTotal(cart))}</span>
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Link
            to={CART_PAGE_PATH}
            onClick={onNavigate}
            className="inline-flex h-11 items-center justify-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            View Full Cart
          </Link>
          <CheckoutLink enabled={canCheckOut(cart)} />
        </div>
      </div>
    </>
  );
}

function MiniCartLine({
  line,
  busy,
  onQty,
  onRemove,
  onNavigate,
}: {
  line: CartLine;
  busy: boolean;
  onQty: (line: CartLine, qty: number) => void;
  onRemove: (line: CartLine) => void;
  onNavigate: () => void;
}) {
  const state = lineState(line);
  return (
    <li className="flex gap-3 py-4">
      <LineThumb line={line} size={80} />
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={line.url_path}
          onClick={onNavigate}
          className="line-clamp-2 text-sm font-medium hover:underline"
        >
          {line.name}
        </Link>
        {line.option_value ? <p className="text-xs text-stone-600">{line.option_value}</p> : null}
        <LineCustomization line={line} compact />
        <LinePrice line={line} />
        <PlanLine line={line} />
        <div className="flex items-center gap-3">
          {state.kind === "buyable" ? (
            <QtySelect
              key={`${line.item_id}-${line.qty}`}
              line={line}
              id={`mini-qty-${line.item_id}`}
              disabled={busy}
              onChange={(qty) => onQty(line, qty)}
            />
          ) : (
            <span className="text-sm font-semibold text-red-700">
              {state.kind === "out-of-stock" ? CART_LINE_MESSAGES.outOfStock : CART_LINE_MESSAGES.unavailable}
            </span>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => onRemove(line)}
            className="text-sm text-stone-700 underline underline-offset-2 hover:text-stone-900 disabled:opacity-60"
          >
            Remove<span className="sr-only"> {line.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
