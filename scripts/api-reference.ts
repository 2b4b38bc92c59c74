// `npx tsx scripts/api-reference.ts > docs/api.md`: the index of every call, from the contract.
import { allCalls } from "../contract/calls";
import { rateLimitsMarkdown } from "../server/http/write-rate-limits";

const lines = [
  "# API reference",
  "",
  "Every call answers the envelope `{ code, message, result }` (code 200 = success). The full, generated",
  "OpenAPI document with every field is served at `GET /api/openapi.json`; this page is its index.",
  "Bodies are accepted as JSON, url-encoded or multipart alike (booleans as 1/0, empty arrays as null);",
  "an unknown body field, a wrong type or a malformed body answers 4xx with a message naming the field.",
  "Which capability each call serves, with its pages, tables, code and tests: [features.md](features.md).",
  "",
  "| method | path | what it does |",
  "|---|---|---|",
  ...allCalls.map(
    (c) => `| ${c.method.toUpperCase()} | \`${c.path}\` | ${c.summary.replace(/\|/g, "\\|")} |`,
  ),
  "",
  "Operational endpoints (not in the envelope): `GET /healthz` (process up), `GET /readyz` (database",
  "answers; 503 otherwise), `GET /version.json?t=…` (`{ data: { version } }`, never cached).",
  "",
  ...rateLimitsMarkdown(),
  "",
];
console.log(lines.join("\n"));
