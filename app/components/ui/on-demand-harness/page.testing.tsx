// A page for in-browser.testing.ts: a route-like error boundary around a button that opens an
// on-demand piece, and the app's toast viewport, so a test sees what a shopper would.
import { Component, type ReactNode, useState } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "../../../features/toast/toaster";
import { lazyOnDemand, OnDemandBoundary, onDemand } from "../on-demand";

const loadPiece = onDemand(() => import("./piece.testing"));
const Piece = lazyOnDemand(loadPiece);
const BrokenPiece = lazyOnDemand(onDemand(() => import("./broken-piece.testing")));

/** Stands in for the route's ErrorBoundary: the whole page replaced by an error. */
class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <h1>Route error page</h1> : this.props.children;
  }
}

function Page() {
  const [open, setOpen] = useState(false);
  const [brokenOpen, setBrokenOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)} onPointerEnter={loadPiece.preload}>
        Open piece
      </button>
      {open ? (
        <OnDemandBoundary onFail={() => setOpen(false)} fallback={<p role="status">Loading piece…</p>}>
          <Piece onClose={() => setOpen(false)} />
        </OnDemandBoundary>
      ) : null}
      <button type="button" onClick={() => setBrokenOpen(true)}>
        Open broken piece
      </button>
      {brokenOpen ? (
        <OnDemandBoundary onFail={() => setBrokenOpen(false)}>
          <BrokenPiece />
        </OnDemandBoundary>
      ) : null}
    </main>
  );
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <RouteBoundary>
    <Page />
    <Toaster />
  </RouteBoundary>,
);
document.body.dataset.ready = "true";
