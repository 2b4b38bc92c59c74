// A page for in-browser.testing.ts: the real delivery panel of a pre-order air conditioner (so
// every pop-up link shows) under a route-like error boundary, with the app's toast viewport.
import { Component, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "../../../toast/toaster";
import type { ProductDetailData } from "../../product-detail-types";
import { DeliveryPanel } from "../delivery-panel";

// Only the fields the panel reads: the page data of a product without pickup.
const product = {
  entity_id: 7,
  product_tag: "Super Early Bird",
  is_pickup: 0,
  category_list: [{ id: 444, name: "Air Conditioners", url_path: "/ac.html" }],
  position: [],
  relation: [{ piid: 70 }],
} as unknown as ProductDetailData;

class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <h1>Route error page</h1> : this.props.children;
  }
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <RouteBoundary>
    <DeliveryPanel product={product} variant={product.relation[0]} />
    <Toaster />
  </RouteBoundary>,
);
document.body.dataset.ready = "true";
