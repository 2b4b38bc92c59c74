import { useState } from "react";
import type { ReviewHelpfulResult } from "../../../../contract/reviews";
import { ALREADY_VOTED_CODE, REVIEW_HELPFUL_PATH } from "../../../../contract/reviews-constants";
import { useHydrated } from "../../../components/ui/use-hydrated";
import { api } from "../../../lib/api";

type VoteState = "idle" | "sending" | "voted";

/**
 * "Helpful (n)". Voting needs JavaScript (the API counts one vote per shopper: the guest session
 * the page starts after hydration, or the signed-in customer), so before hydration the button keeps
 * its place but is invisible and out of the tab order; after a vote it shows the new count and stays
 * disabled.
 */
export function HelpfulButton({ reviewId, count }: { reviewId: number; count: number }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<VoteState>("idle");
  const [shown, setShown] = useState(count);
  const [message, setMessage] = useState("");

  const vote = async () => {
    setState("sending");
    const res = await api.post<ReviewHelpfulResult | null>(REVIEW_HELPFUL_PATH, { review_id: reviewId });
    if ((res.code === 200 || res.code === ALREADY_VOTED_CODE) && res.result) {
      setShown(res.result.helpful_count);
      setState("voted");
    } else {
      setState("idle");
    }
    setMessage(res.message);
  };

  return (
    <div className={`mt-3 flex items-center gap-3 text-sm ${hydrated ? "" : "invisible"}`}>
      <button
        type="button"
        onClick={vote}
        disabled={!hydrated || state !== "idle"}
        aria-pressed={state === "voted"}
        className="rounded border border-stone-300 px-3 py-1.5 text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-default disabled:opacity-70"
      >
        Helpful ({shown})
      </button>
      <span role="status" className="text-stone-600">
        {message}
      </span>
    </div>
  );
}
