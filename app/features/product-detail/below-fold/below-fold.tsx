import { Deferred, deferredPart } from "../../../components/deferred/deferred-part";
import type { BelowFoldData } from "./below-fold-sections";

// The product page's lower part (below-fold-sections.tsx: texts, reviews, FAQ, rails) is a chunk of
// its own: on a phone it is several screens down, and its code is a fifth of the page's.

const lowerPart = deferredPart(
  () => import("./below-fold-sections"),
  (m) => m.BelowFoldSections,
);

export const preloadBelowFold = lowerPart.preload;

export function BelowFold({ data }: { data: BelowFoldData }) {
  return <Deferred part={lowerPart} props={{ data }} />;
}
