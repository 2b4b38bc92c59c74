// The server's check of an address: the shared rules of the form (contract/address-constants.ts)
// and one the browser cannot run without the zip table: the Zip Code must belong to the chosen
// state. A zip of Alaska, Hawaii, Guam or Puerto Rico, or of military mail, is refused as such
// even when the state chosen is another one.
import {
  ADDRESS_MESSAGES,
  type AddressErrors,
  type AddressInput,
  addressErrors,
  regionById,
} from "../../../contract/address-constants";
import { ADDRESS_RULE_MESSAGES } from "../../../contract/validation";
import { zipArea } from "../logistics/zip-regions";

const MILITARY_ZIP_REGIONS = new Set(["AA", "AE", "AP"]);
const REFUSED_ZIP_REGIONS = new Set(["AK", "HI", "GU", "PR"]);

export const zipNotInState = (zip: string, state: string) =>
  `The Zip Code ${zip} is not in ${state}. Please check the state and the Zip Code.`;

/** The postcode against the state: null when it belongs there (or either is already wrong). */
function zipStateError(input: AddressInput): string | null {
  const region = regionById(input.region_id);
  if (!region) return null;
  const area = zipArea(input.postcode);
  // Pattern-valid but in no state's range (e.g. 00000): not a US zip code.
  if (!area) return ADDRESS_RULE_MESSAGES.postcode;
  if (MILITARY_ZIP_REGIONS.has(area.region)) return ADDRESS_RULE_MESSAGES.poBox;
  if (REFUSED_ZIP_REGIONS.has(area.region)) return ADDRESS_MESSAGES.refusedRegion;
  return area.region === region.code ? null : zipNotInState(area.zip5, region.default_name);
}

/** Every broken rule of an address, by field; empty when it may be saved. */
export function checkAddress(input: AddressInput): AddressErrors {
  const errors = addressErrors(input);
  if (!errors.postcode && !errors.region_id) {
    const zip = zipStateError(input);
    if (zip) errors.postcode = zip;
  }
  return errors;
}
