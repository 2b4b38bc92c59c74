// What the baby and massage-chair forms do with the answer (spec part 2 §8: "On the baby and
// massage forms any other code shows an error toast with the server message").
import type { Envelope } from "../../../../contract/envelope";
import { notify } from "../../toast/notify";

/** The API names the field ("email: …"); a person only needs the sentence. */
export const plainMessage = (message: string) => message.replace(/^[A-Za-z_]+: /, "");

/** Shows the answer; true when the form was taken (code 200). */
export function showOfferAnswer(res: Envelope<unknown>): boolean {
  if (res.code === 200) {
    notify.success(res.message);
    return true;
  }
  // 0: cancelled; 500 and the network were already told by the request layer; 429 leaves the page.
  if (res.code !== 0 && res.code !== 500 && res.code !== 429 && res.message)
    notify.error(plainMessage(res.message));
  return false;
}
