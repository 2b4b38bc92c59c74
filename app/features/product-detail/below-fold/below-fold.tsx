import { Deferred } from "../../../components/deferred/deferred-part";
import { lowerPart } from "../deferred-parts";
import type { BelowFoldData } from "./below-fold-sections";

/** The product page's lower part: server-rendered, its code loaded when the shopper comes near. */
export function BelowFold({ data }: { data: BelowFoldData }) {
  return <Deferred part={lowerPart} props={{ data }} />;
}
