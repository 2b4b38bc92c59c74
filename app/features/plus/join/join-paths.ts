// The join flow's pages (spec part 1 §2, part 2 §2), beside the landing paths of ../plus-paths.ts.
export { PLUS_TERMS_PATH } from "../../../../contract/plus-constants";

/** Starts the join flow on arrival (after sign-in for a guest). */
export const OPEN_MEMBER_PATH = "/open-member";
