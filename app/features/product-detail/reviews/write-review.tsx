import { lazyOnDemand, onDemand } from "../../../components/ui/on-demand";
import { DialogFormButton } from "./dialog-form";
import { useSignedInAction } from "./signed-in-action";

const loadReviewForm = onDemand(() => import("./review-form"));
const ReviewForm = lazyOnDemand(() => loadReviewForm().then((m) => ({ default: m.ReviewForm })));

/**
 * "Write a Review": a guest gets the login popup; a customer the review form in a dialog. The form
 * is loaded on demand (when the button is pointed at, focused or pressed), not with the page.
 */
export function WriteReview({ productId }: { productId: number }) {
  const { run, firstname } = useSignedInAction();
  return (
    <DialogFormButton
      label="Write a Review"
      run={run}
      preload={loadReviewForm.preload}
      form={(close) => <ReviewForm productId={productId} firstname={firstname} onDone={close} />}
    />
  );
}
