// The dropship pages' server side (decision 0048): the apply page's reads (status and the
// customer's application) and its one action, which posts the form to the add or the edit call
// in-process and answers the server's message verbatim (without the field name prefix).
import { data, redirect } from "react-router";
import type { DropshipApplication, DropshipStatusAnswer } from "../../../contract/dropship";
import { DROPSHIP_API } from "../../../contract/dropship-constants";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  loginRedirectFor,
  redirectWith,
  requireSignedIn,
} from "../../lib/account-guard.server";
import { readForm } from "../../lib/read-form.server";

export interface DropshipApplyData {
  status: DropshipStatusAnswer;
  application: DropshipApplication | null;
}

export interface DropshipFormFields {
  business_name: string;
  website: string;
  sales_channels: string[];
  monthly_volume: string;
  tax_id: string;
  contact_phone: string;
  notes: string;
}

export interface DropshipPosted {
  ok: boolean;
  message: string;
  /** What was typed, to show again when the server refused it. */
  fields: DropshipFormFields | null;
}

export async function loadDropshipApply(args: GuardArgs) {
  await requireSignedIn(args);
  const status = await ask<DropshipStatusAnswer>(args.context, DROPSHIP_API.status);
  if (status.body.code === 401) throw redirectWith(loginRedirectFor(args.request), status.cookies);
  if (status.body.code !== 200) throw new Response(status.body.message, { status: 503 });
  const mine = await ask<DropshipApplication | null>(args.context, DROPSHIP_API.get);
  if (mine.body.code !== 200) throw new Response(mine.body.message, { status: 503 });
  return data({ status: status.body.result, application: mine.body.result } satisfies DropshipApplyData, {
    headers: cookieHeaders(status.cookies),
  });
}

/** "website: Please enter …" → "Please enter …": the page shows the sentence. */
const sentence = (message: string) => message.replace(/^[a-z_]+(\.\d+)?: /, "");

export async function dropshipApplyAction(args: GuardArgs): Promise<DropshipPosted> {
  await requireSignedIn(args);
  const form = await readForm(args.request);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const fields: DropshipFormFields = {
    business_name: text("business_name"),
    website: text("website"),
    sales_channels: form.getAll("sales_channels").map(String),
    monthly_volume: text("monthly_volume"),
    tax_id: text("tax_id"),
    contact_phone: text("contact_phone"),
    notes: text("notes"),
  };
  const id = Number(text("id"));
  const editing = Number.isInteger(id) && id > 0;
  const { body: answer, cookies } = await ask<{ message: string }>(
    args.context,
    editing ? DROPSHIP_API.edit : DROPSHIP_API.add,
    {
      method: editing ? "PUT" : "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(editing ? { ...fields, id } : fields),
    },
  );
  if (answer.code === 401)
    throw redirect(loginRedirectFor(args.request), { headers: cookieHeaders(cookies) });
  if (answer.code === 200) return { ok: true, message: answer.result.message, fields: null };
  return { ok: false, message: sentence(answer.message), fields };
}
