// The store coin page's server side (decision 0047): the loader asks the balance (a guest is
// answered 401 and sees what coins are), the history and a fresh request id for the send form; the
// action posts the form to POST /api/sendCoin in-process and answers the server's message verbatim.
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import type { CoinBalance, CoinHistory, CoinSendResult } from "../../../contract/coin";
import { COIN_API } from "../../../contract/coin-constants";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  loginRedirectFor,
  requireSignedIn,
} from "../../lib/account-guard.server";
import { readForm } from "../../lib/read-form.server";
import type { CoinPageData, CoinPosted } from "./coin-view";

const post = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const pageParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

export async function loadCoinPage({ request, context }: GuardArgs) {
  const storeName = context.storeName;
  const balance = await ask<CoinBalance>(context, COIN_API.coinNum, post({}));
  const headers = cookieHeaders(balance.cookies);
  if (balance.body.code === 401) {
    const guest: CoinPageData = { storeName, customer: null };
    return data(guest, { headers });
  }
  if (balance.body.code !== 200) throw new Response(balance.body.message, { status: 503 });
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const history = await ask<CoinHistory>(context, COIN_API.history, post({ page }));
  if (history.body.code !== 200) throw new Response(history.body.message, { status: 503 });
  const customer: CoinPageData = {
    storeName,
    customer: { balance: balance.body.result, history: history.body.result, requestId: randomUUID() },
  };
  return data(customer, { headers });
}

export async function coinAction(args: GuardArgs): Promise<CoinPosted> {
  // A guest (or a session that ended) signs in first, coming back to the page.
  await requireSignedIn(args);
  const form = await readForm(args.request);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const fields = { email: text("email"), amount: text("amount"), message: text("message") };
  const { body: answer, cookies } = await ask<CoinSendResult>(
    args.context,
    COIN_API.sendCoin,
    post({ ...fields, request_id: text("request_id") }),
  );
  if (answer.code === 401)
    throw redirect(loginRedirectFor(args.request), { headers: cookieHeaders(cookies) });
  if (answer.code === 200) return { ok: true, message: answer.result.message, fields: null };
  return { ok: false, message: answer.message, fields };
}
