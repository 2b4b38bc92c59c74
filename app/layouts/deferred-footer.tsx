import { Deferred, deferredPart } from "../components/deferred/deferred-part";

// The footer is at the bottom of every page: its code (link groups, newsletter form, payment marks)
// loads when the shopper comes near it; the server renders it in full (deferred-part.tsx).

const footer = deferredPart(
  () => import("../features/footer/footer"),
  (m) => m.Footer,
);

const noProps = {};

export function DeferredFooter() {
  return <Deferred part={footer} props={noProps} />;
}
