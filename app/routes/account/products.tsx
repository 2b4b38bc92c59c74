import { data, redirect } from "react-router";
import type { Envelope } from "../../../contract/envelope";
import type { SearchQuery } from "../../../contract/search";
import type { RegisteredProductsResult, WarrantySuccessResult } from "../../../contract/warranty";
import {
  isoDay,
  MY_PRODUCTS_PAGE_PATH,
  PRODUCT_REGISTER_PATH,
  REGISTERED_PRODUCTS_PATH,
  WARRANTY_SUCCESS_PATH,
} from "../../../contract/warranty-constants";
import type { SearchResults } from "../../features/search/search-types";
import { MyProductsView, type ProductChoice } from "../../features/warranty/my-products-view";
import {
  fieldOfMessage,
  type RegisterErrors,
  registerErrors,
  registerValues,
} from "../../features/warranty/register-form";
import { ask, loginRedirectFor, readForAccountPage, requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/products";

/** Products a name search offers to choose from. */
const SEARCH_CHOICES = 8;

const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/**
 * My Products (auth): register a product bought here (a line of a paid order) or elsewhere (a
 * catalog product found by name or SKU, the retailer, serial number, purchase date and a proof
 * photo), and the products registered. `?source=here|elsewhere`, `?q=` searches the catalog,
 * `?registered=<id>` shows the registration's success (the warranty success call).
 */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 64);
  const [mine, search] = await Promise.all([
    readForAccountPage<RegisteredProductsResult>(
      args,
      q ? `${REGISTERED_PRODUCTS_PATH}?q=${encodeURIComponent(q)}` : REGISTERED_PRODUCTS_PATH,
    ),
    q
      ? ask<SearchResults>(
          args.context,
          `/api/search?${new URLSearchParams({ q, page_size: String(SEARCH_CHOICES) } satisfies Partial<Record<keyof SearchQuery, string>>)}`,
        )
      : null,
  ]);
  const registered = idParam(params.get("registered"));
  const success = registered
    ? (
        await ask<WarrantySuccessResult>(
          args.context,
          `${WARRANTY_SUCCESS_PATH}?type=registration&id=${registered}`,
        )
      ).body
    : null;
  // SKU matches first, then the name search's products (each once).
  const choices: ProductChoice[] = [];
  const seen = new Set<number>();
  for (const m of mine.result.matches)
    if (!seen.has(m.product_id)) {
      seen.add(m.product_id);
      choices.push({ product_id: m.product_id, name: m.name, sku: m.sku, image: m.image });
    }
  if (search?.body.code === 200)
    for (const p of search.body.result.items)
      if (!seen.has(p.entity_id)) {
        seen.add(p.entity_id);
        choices.push({ product_id: p.entity_id, name: p.name, sku: "", image: p.thumbnail.url });
      }
  const asked = params.get("source");
  const source =
    asked === "here" || asked === "elsewhere"
      ? asked
      : mine.result.order_items.length > 0
        ? "here"
        : "elsewhere";
  return data(
    {
      source: source as "here" | "elsewhere",
      q,
      choices,
      registered: mine.result.list,
      orderItems: mine.result.order_items,
      success: success?.code === 200 ? success.result : null,
      today: isoDay(new Date()),
    },
    { headers: mine.headers },
  );
}

/** Checks every field, then registers; back here with the registration's success. */
export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  const form = await readForm(args.request);
  const values = registerValues(form);
  const errors = registerErrors(values, new Date());
  // Answered 200: the page itself is fine, its messages say what to change.
  if (Object.keys(errors).length > 0) return { values, errors, message: "" };
  const payload =
    values.source === "here"
      ? {
          source: "here",
          order_item_id: Number(values.order_item_id),
          ...(values.serial_number ? { serial_number: values.serial_number } : {}),
        }
      : {
          source: "elsewhere",
          product_id: Number(values.product_id),
          retailer: values.retailer,
          serial_number: values.serial_number,
          purchase_date: values.purchase_date,
          proof: values.proof,
        };
  const res = await args.context.api(PRODUCT_REGISTER_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  const answer = (await res.json()) as Envelope<{ registration_id: number } | null>;
  if (answer.code === 200 && answer.result)
    throw redirect(`${MY_PRODUCTS_PAGE_PATH}?registered=${answer.result.registration_id}`);
  if (answer.code === 401) throw redirect(loginRedirectFor(args.request));
  const field = fieldOfMessage(answer.message);
  const fieldErrors: RegisterErrors = field ? { [field]: answer.message } : {};
  return { values, errors: fieldErrors, message: field ? "" : answer.message };
}

export default function AccountProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <MyProductsView {...loaderData} failure={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Products", undefined, { noindex: true });
}
