import { data, redirect } from "react-router";
import type { Envelope } from "../../../contract/envelope";
import type { WarrantiesResult, WarrantySuccessResult } from "../../../contract/warranty";
import {
  CLAIM_MESSAGES,
  claimDescriptionError,
  MY_WARRANTIES_PAGE_PATH,
  phoneDigits,
  WARRANTIES_PATH,
  WARRANTY_CLAIM_PATH,
  WARRANTY_SUCCESS_PATH,
} from "../../../contract/warranty-constants";
import { type ClaimFailure, MyWarrantyView } from "../../features/warranty/my-warranty-view";
import { ask, loginRedirectFor, readForAccountPage, requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/products-waranty";

const idOf = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/**
 * My Warranty (/customer/account/products-waranty, the spec's spelling; auth): each registered or
 * bought product with its warranties, their dates and state, its claims and a claim form.
 * `?claim=<id>` shows the claim's success (the warranty success call).
 */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const { result, headers } = await readForAccountPage<WarrantiesResult>(args, WARRANTIES_PATH);
  const claim = idOf(params.get("claim"));
  const success = claim
    ? (await ask<WarrantySuccessResult>(args.context, `${WARRANTY_SUCCESS_PATH}?type=claim&id=${claim}`)).body
    : null;
  return data({ warranties: result, success: success?.code === 200 ? success.result : null }, { headers });
}

/** Files a claim for one product (its `key`); back here with the claim's number. */
export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  const form = await readForm(args.request);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const key = text("key");
  const values = {
    description: text("description"),
    preferred_contact: text("preferred_contact"),
    phone: text("phone"),
  };
  const errors: ClaimFailure["errors"] = {};
  const description = claimDescriptionError(values.description);
  if (description) errors.description = description;
  if (values.preferred_contact !== "email" && values.preferred_contact !== "phone")
    errors.preferred_contact = CLAIM_MESSAGES.contactRequired;
  if (values.preferred_contact === "phone" && phoneDigits(values.phone) === null)
    errors.phone = CLAIM_MESSAGES.phoneRequired;
  // Answered 200: the page itself is fine, its messages say what to change.
  if (Object.keys(errors).length > 0) return { key, values, errors, message: "" };
  const target = key.startsWith("r")
    ? { registration_id: idOf(key.slice(1)) ?? 0 }
    : { order_item_id: idOf(key.slice(1)) ?? 0 };
  const res = await args.context.api(WARRANTY_CLAIM_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...target,
      description: values.description,
      preferred_contact: values.preferred_contact,
      ...(values.preferred_contact === "phone" ? { phone: values.phone } : {}),
      photos: form.getAll("photo").map(String),
    }),
  });
  const answer = (await res.json()) as Envelope<{ claim_id: number } | null>;
  if (answer.code === 200 && answer.result)
    throw redirect(`${MY_WARRANTIES_PAGE_PATH}?claim=${answer.result.claim_id}`);
  if (answer.code === 401) throw redirect(loginRedirectFor(args.request));
  return { key, values, errors: {}, message: answer.message };
}

export default function AccountProductsWarranty({ loaderData, actionData }: Route.ComponentProps) {
  return <MyWarrantyView {...loaderData} failure={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Warranty", undefined, { noindex: true });
}
