import { DROPSHIP_TITLE, DropshipProgramView } from "../../features/dropship/dropship-page-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/dropship";

/** /points/dropship (spec part 1 §2; decision 0048): what the dropship programme is and gives. */
export default function DropshipProgram() {
  return <DropshipProgramView />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    DROPSHIP_TITLE,
    "Sell our home goods in your own store: apply to the dropship programme and we ship your orders to your customers.",
    { canonical: "/points/dropship" },
  );
}
