import { lazy } from "react";
import { DialogFormButton } from "./dialog-form";
import { useSignedInAction } from "./signed-in-action";

const loadReviewForm = () => import("./review-form");
const ReviewForm = lazy(() => loadReviewForm().then((m) => ({ default: m.ReviewForm })));

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
      preload={loadReviewForm}
      form={(close) => <ReviewForm productId={productId} firstname={firstname} onDone={close} />}
    />
  );
}
