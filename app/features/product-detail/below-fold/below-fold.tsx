import { Deferred } from "../../../components/deferred/deferred-part";
import { lowerPart } from "../deferred-parts";
import type { BelowFoldData } from "./below-fold-sections";

/** About the lower part's height (≈ 4,700 px on a phone, 3,200 px on a desktop), for the space it holds until it renders. */
const LOWER_PART_HEIGHT_PX = 4000;

/**
 * The product page's lower part: server-rendered, its code loaded when the shopper comes near.
 * It starts below the first screen, so its style and layout wait until then too.
 */
export function BelowFold({ data }: { data: BelowFoldData }) {
  return <Deferred part={lowerPart} props={{ data }} offscreen={LOWER_PART_HEIGHT_PX} />;
}
