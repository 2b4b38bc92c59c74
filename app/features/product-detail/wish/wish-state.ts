import type {
  WishlistAddResult,
  WishlistDeleteResult,
  WishStateResult,
} from "../../../../contract/wishlist-constants";

/** What the heart shows for the selected variant: its own line, else a line for the whole product. */
export function wishOf(
  state: WishStateResult | null,
  piid: number,
): { wished: boolean; itemId: number | null } {
  if (!state) return { wished: false, itemId: null };
  const itemId = state.relation.find((r) => r.piid === piid)?.item_id ?? state.item_id;
  return { wished: itemId !== null, itemId };
}

function withLine(state: WishStateResult, childId: number, itemId: number | null): WishStateResult {
  const relation = state.relation.map((r) =>
    r.piid === childId
      ? { ...r, item_id: itemId, customer_wish: itemId === null ? (0 as const) : (1 as const) }
      : r,
  );
  const whole = childId === 0 ? itemId : state.item_id;
  const any = whole !== null || relation.some((r) => r.item_id !== null);
  return { ...state, relation, item_id: whole, customer_wish: any ? 1 : 0 };
}

export const afterAdd = (state: WishStateResult, added: WishlistAddResult) =>
  withLine(state, added.child_id, added.item_id);

export const afterRemove = (state: WishStateResult, removed: WishlistDeleteResult) =>
  withLine(state, removed.child_id, null);
