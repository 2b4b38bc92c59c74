import { PLUS_CUSTOMER_GROUP } from "../../../../contract/constants";
import { useHydrated } from "../../../components/ui/use-hydrated";
import { useSession } from "../../session/use-session";
import { JOIN_MESSAGES } from "./join-rules";
import { openPlusJoin } from "./open-join-flow";

/**
 * The Join entry beside a Plus+ price or saving (the product page's price block, the cart's "what
 * Plus+ would save"): opens the join flow (a guest signs in first and comes back to it). A member
 * reads that there is nothing to join instead (spec part 2 §4, product side).
 */
export function PlusJoinEntry({ source, className = "" }: { source: string; className?: string }) {
  const { customer } = useSession();
  const hydrated = useHydrated();
  if (customer?.customerGroup === PLUS_CUSTOMER_GROUP)
    return (
      <p className={`text-sm font-semibold text-stone-900 ${className}`}>{JOIN_MESSAGES.alreadyMember}</p>
    );
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => openPlusJoin(source)}
      className={`inline-flex h-9 items-center justify-center self-start rounded-full bg-stone-900 px-4 text-sm font-semibold text-amber-300 hover:bg-stone-800 disabled:opacity-60 ${className}`}
    >
      Join Plus+
    </button>
  );
}
