// `npx tsx scripts/api-reference.ts > docs/api.md`: the index of every call, from the contract.
import { adminCalls } from "../contract/admin";
import { allCalls } from "../contract/calls";
import { rateLimitsMarkdown } from "../server/http/write-rate-limits";

const lines = [
  "# API reference",
  "",
  "Every call answers the envelope `{ code, message, result }` (code 200 = success). The full, generated",
  "OpenAPI document with every field is served at `GET /api/openapi.json`; this page is its index.",
  "Bodies are accepted as JSON, url-encoded or multipart alike (booleans as 1/0, empty arrays as null);",
  "an unknown body field, a wrong type or a malformed body answers 4xx with a message naming the field.",
  "Limits on every body, before any call runs: larger than `BODY_LIMIT` (counted as it streams, chunked",
  "or not) answers 413 — on every route, pages' form posts included; nested deeper than 32 levels",
  '(JSON, or form keys like `a[b][c]`) answers 400 "The body is nested too deeply (at most 32 levels).";',
  "a key named `__proto__`, `constructor` or `prototype` at any depth, or a NUL character anywhere,",
  "answers 400.",
  "Which capability each call serves, with its pages, tables, code and tests: [features.md](features.md).",
  "",
  "| method | path | what it does |",
  "|---|---|---|",
  ...allCalls.map(
    (c) => `| ${c.method.toUpperCase()} | \`${c.path}\` | ${c.summary.replace(/\|/g, "\\|")} |`,
  ),
  "",
  "## Operator calls",
  "",
  "Under `/admin/api`, for the store's operators (and `npm run ops`), not in the shoppers' OpenAPI document.",
  "Only `Authorization: Bearer <operator token>` is accepted: `OPERATOR_TOKEN` of the configuration (as",
  "`OPERATOR_NAME`) or a token of the `operators` table (`npm run ops -- operator-add`). No token or an",
  "unknown one answers 401, a shopper's session token 403, before the input is read; cookies are never",
  "read. Every action is written to `operator_actions` with the operator's name.",
  "",
  "| method | path | what it does |",
  "|---|---|---|",
  ...adminCalls.map(
    (c) => `| ${c.method.toUpperCase()} | \`${c.path}\` | ${c.summary.replace(/\|/g, "\\|")} |`,
  ),
  "",
  "Operational endpoints (not in the envelope): `GET /healthz` (process up), `GET /readyz` (database",
  "answers within 2 s; 503 otherwise), `GET /version.json?t=…` (`{ data: { version } }`, never cached).",
  "",
  "Any call whose database cannot be reached, hangs past the `DATABASE_*_TIMEOUT_MS` bounds or drops its",
  'connection answers HTTP 503 `{ code: 503, message: "The store is briefly unavailable, please try again',
  'in a moment.", result: null }`; what the call had started to write is rolled back whole. POST',
  "`/api/order` may then be sent again with the same `order_token`: it answers the order that token made,",
  "or places it. A transaction that collided with another one (deadlock, serialization failure) is run",
  'again up to 3 times by the server, then answers HTTP 409 `{ code: 409, message: "Someone else changed',
  'the same data at the same moment. Please try again.", result: null }` with nothing written.',
  "",
  ...rateLimitsMarkdown(),
  "",
];
console.log(lines.join("\n"));
