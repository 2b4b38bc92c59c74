// Search constants the browser needs too (kept free of zod, like catalog-constants.ts).

/** A query is cut to this many characters after trimming: longer input is never an error. */
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** Suggestions start once the shopper has typed this many characters. */
export const SUGGEST_MIN_QUERY_LENGTH = 2;
/** The statistics behaviour that counts as "a shopper ran this search" (feeds popular keywords). */
export const SEARCH_BEHAVIOR = "search";
/** Search lists at most this many best-ranked matches (bounds the cost of very broad queries). */
export const SEARCH_MAX_MATCHES = 500;
