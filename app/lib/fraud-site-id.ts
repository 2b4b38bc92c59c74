// Route guard rule 3 (spec part 1 §4): the fraud-screening site id is fetched once per browser
// session when not yet known, and used only when the answer is code 200 with is_active 1.
//
// The fraud provider's script is NOT loaded: it would come from the provider's servers, and this
// storefront fetches nothing from third parties. An integration that ships the script (served
// from our own origin) reads the accepted id from `window.__forterSiteId`, set by `expose`.
import { SUCCESS_CODE } from "../../contract/constants";
import type { Envelope } from "../../contract/envelope";

/** sessionStorage entry: the accepted site id, or INACTIVE once the server said there is none. */
export const FRAUD_SITE_ID_KEY = "forter_site_id";
const INACTIVE = "-";

/** The site id to use, or null: only code 200 with is_active 1 and a non-empty id counts. */
export function acceptFraudConfig(answer: Envelope<unknown>): string | null {
  if (answer.code !== SUCCESS_CODE) return null;
  const result = answer.result as { is_active?: unknown; site_id?: unknown } | null;
  if (!result || Number(result.is_active) !== 1) return null;
  return typeof result.site_id === "string" && result.site_id.trim() !== "" ? result.site_id.trim() : null;
}

export interface FraudSiteIdDeps {
  /** GET /api/common/forter-site-id through the request layer. */
  load(): Promise<Envelope<unknown>>;
  read(): string | null;
  write(value: string): void;
  expose(siteId: string): void;
}

/** `ensure()` makes the site id known for this session, asking the server at most once. */
export function createFraudSiteIdLoader(deps: FraudSiteIdDeps): { ensure(): Promise<void> } {
  let inFlight: Promise<void> | null = null;
  let exposed = false;
  return {
    ensure() {
      const known = deps.read();
      if (known !== null) {
        if (known !== INACTIVE && !exposed) {
          deps.expose(known);
          exposed = true;
        }
        return Promise.resolve();
      }
      inFlight ??= deps
        .load()
        .then((answer) => {
          if (answer.code === 0) return; // cancelled: ask again on the next navigation
          const siteId = acceptFraudConfig(answer);
          deps.write(siteId ?? INACTIVE);
          if (siteId) {
            deps.expose(siteId);
            exposed = true;
          }
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
