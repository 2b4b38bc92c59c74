import { LOGISTICS_STORAGE_KEYS } from "../../../../contract/logistics-constants";
import { localRemove, localSet } from "../../../lib/storage";
import { pushDataLayer } from "../../../lib/tracking";
import { isInNewJersey } from "./nj-region";

/**
 * Asks the browser for the shopper's position once and reports "NJ" when it lies in New Jersey.
 * No reverse geocoder is reachable, so a position elsewhere names no state: the caller keeps the
 * state of the zip code the shopper entered. On failure the stored state is cleared and a
 * `position_error` event is recorded (spec part 2 §4, §8).
 */
export function detectNewJersey(
  geolocation: Pick<Geolocation, "getCurrentPosition"> | undefined,
  onState: (state: "NJ" | null) => void,
): void {
  if (!geolocation) return;
  geolocation.getCurrentPosition(
    (pos) => {
      if (isInNewJersey(pos.coords.latitude, pos.coords.longitude)) {
        localSet(LOGISTICS_STORAGE_KEYS.currentState, "NJ");
        onState("NJ");
      } else {
        onState(null);
      }
    },
    () => {
      localRemove(LOGISTICS_STORAGE_KEYS.currentState);
      pushDataLayer({ event: "position_error" });
      onState(null);
    },
    { maximumAge: 600_000, timeout: 10_000 },
  );
}
