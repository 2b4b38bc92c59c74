import { useEffect } from "react";
import { PRODUCT_BEHAVIOR_PATH } from "../../../../contract/related-constants";
import { api } from "../../../lib/api";
import { getDeviceId } from "../../../lib/storage";

/**
 * Sends the `look` behaviour once per product view, after hydration. The visitor is the device id
 * (the anonymous frontend identifier); customerId is 0 until sign-in exists. The server ignores
 * repeats within 30 minutes, so a remount or a back-and-forth never inflates the count.
 */
export function useProductLook(productId: number): void {
  useEffect(() => {
    const guestId = getDeviceId();
    if (!guestId) return;
    void api.post(PRODUCT_BEHAVIOR_PATH, {
      source: "pc",
      customerId: 0,
      guestId,
      behavior: "look",
      productId,
      country: "us",
    });
  }, [productId]);
}
