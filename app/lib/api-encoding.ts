// How the request layer encodes what it sends (spec part 1 §7): booleans become 1/0 and empty
// arrays null, deeply; some paths always get JSON, the rest get a form (url-encoded or multipart).

export type Encoding = "json" | "urlencoded" | "multipart";

/** POST paths of these families are sent as JSON: cart, offer, search keyword, business registration. */
const JSON_POST_MARKERS = ["cart", "offer", "search-keyword", "business-registration"];
/** Any body sent to a path containing one of these is JSON, whatever the method. */
const JSON_PATH_MARKERS = ["mobile", "goapi", "intranet"];

const pathnameOf = (path: string) => path.split(/[?#]/)[0].toLowerCase();

/**
 * The encoding of a request body: JSON where the spec says so, otherwise the caller's choice of
 * form encoding (url-encoded by default, multipart when the body carries a file).
 */
export function chooseEncoding(method: string, path: string, body: unknown, requested?: Encoding): Encoding {
  const pathname = pathnameOf(path);
  if (JSON_PATH_MARKERS.some((m) => pathname.includes(m))) return "json";
  if (method.toUpperCase() === "POST" && JSON_POST_MARKERS.some((m) => pathname.includes(m))) return "json";
  if (requested) return requested;
  return containsBlob(body) ? "multipart" : "urlencoded";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function containsBlob(value: unknown): boolean {
  if (typeof Blob !== "undefined" && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(containsBlob);
  if (isPlainObject(value)) return Object.values(value).some(containsBlob);
  return false;
}

/** Booleans → 1/0, empty arrays → null, dates → ISO strings; deep through arrays and plain objects. */
export function normalizeValues(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(normalizeValues);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = normalizeValues(v);
    return out;
  }
  return value;
}

type FormEntry = [string, string | Blob];

/**
 * Flattens a normalised value into form fields the server reads back into objects:
 * `a[b]=…` for nested objects, `a[]=…` for lists of scalars, `a[0][b]=…` for lists of objects.
 * null is sent as an empty field (a form cannot say null); undefined is left out.
 */
function formEntries(value: unknown, key: string, out: FormEntry[]): void {
  if (value === undefined) return;
  if (value === null) out.push([key, ""]);
  else if (typeof Blob !== "undefined" && value instanceof Blob) out.push([key, value]);
  else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      formEntries(item, isPlainObject(item) || Array.isArray(item) ? `${key}[${i}]` : `${key}[]`, out);
    });
  } else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) formEntries(v, key ? `${key}[${k}]` : k, out);
  } else out.push([key, String(value)]);
}

export interface EncodedBody {
  body: BodyInit;
  /** Set for JSON; fetch sets the form content types (with the multipart boundary) itself. */
  contentType?: string;
}

/** Encodes a request body; a FormData or URLSearchParams the caller built is sent untouched. */
export function encodeBody(body: unknown, encoding: Encoding): EncodedBody | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) return { body };
  const value = normalizeValues(body);
  if (encoding === "json") return { body: JSON.stringify(value), contentType: "application/json" };
  const entries: FormEntry[] = [];
  formEntries(value, "", entries);
  if (encoding === "multipart") {
    const form = new FormData();
    for (const [k, v] of entries) form.append(k, v);
    return { body: form };
  }
  const params = new URLSearchParams();
  for (const [k, v] of entries) params.append(k, typeof v === "string" ? v : "");
  return { body: params };
}

/**
 * Query string for a GET: booleans 1/0, lists as repeated `key[]`, null/undefined left out.
 * Joined to the path with `?` or `&` as needed.
 */
export function withQuery(path: string, query?: Record<string, unknown>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const value = normalizeValues(raw);
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${qs}`;
}
