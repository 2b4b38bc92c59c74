import { deferredPart } from "../../components/deferred/deferred-part";

// The product page's parts whose code loads when the shopper comes near them (decision 0011): on
// a phone the delivery panel sits under the purchase buttons and the lower part (texts, reviews,
// FAQ, rails) several screens down. Declared once here: the page renders them (below-fold.tsx,
// deferred-delivery-panel.tsx), a client navigation preloads them with the page (page-kinds.tsx).

export const lowerPart = deferredPart(
  () => import("./below-fold/below-fold-sections"),
  (m) => m.BelowFoldSections,
);

export const deliveryPanel = deferredPart(
  () => import("./delivery/delivery-panel"),
  (m) => m.DeliveryPanel,
);

/** Loads both parts' chunks, so a page rendered in the browser is whole at once. */
export const preloadDeferredParts = () => Promise.all([lowerPart.preload(), deliveryPanel.preload()]);
