// The store coin page (/nestoracoin, decision 0047): for a guest, what coins are and the way to
// sign in; for a customer, the balance and its worth, the send form (with a confirm step in a
// native <dialog> when JavaScript runs; without it the form posts straight) and the history.
import { type FormEvent, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import {
  COIN_MESSAGE_MAX,
  COIN_PAGE_PATH,
  COIN_RULES,
  COIN_SEND_MIN,
  coinsText,
  coinWorthText,
} from "../../../contract/coin-constants";
import { Modal } from "../../components/ui/dialog";
import { formatUtcDate } from "../../components/ui/format-date";
import {
  FormStatus,
  HINT,
  INPUT,
  LABEL,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  TEXT_LINK,
} from "../account/form-ui";
import {
  COIN_EMPTY_HISTORY,
  COIN_INTRO,
  COIN_SIGN_IN,
  type CoinPageData,
  type CoinPosted,
  coinTitle,
} from "./coin-view";

const LOGIN_LINK = `/customer/account/login?redirect=${encodeURIComponent(COIN_PAGE_PATH)}`;

function Rules() {
  return (
    <section aria-labelledby="coin-rules" className="mt-10">
      <h2 id="coin-rules" className="text-xl font-semibold">
        How coins work
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
        {COIN_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

export function CoinPageView({ data, posted }: { data: CoinPageData; posted?: CoinPosted }) {
  const title = coinTitle(data.storeName);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-stone-800">{COIN_INTRO}</p>
      {data.customer ? (
        <CustomerCoins customer={data.customer} posted={posted} />
      ) : (
        <p className="mt-6">
          <Link to={LOGIN_LINK} className={PRIMARY_BUTTON}>
            {COIN_SIGN_IN}
          </Link>
        </p>
      )}
      <Rules />
    </div>
  );
}

type Customer = NonNullable<CoinPageData["customer"]>;

function CustomerCoins({ customer, posted }: { customer: Customer; posted?: CoinPosted }) {
  const { balance, history } = customer;
  return (
    <>
      <section
        aria-labelledby="coin-balance"
        className="mt-6 rounded-xl border border-stone-300 bg-white p-6"
      >
        <h2 id="coin-balance" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
          Your balance
        </h2>
        <p className="mt-2 text-4xl font-semibold" data-testid="coin-balance">
          {coinsText(balance.coins)}
        </p>
        <p className="mt-1 text-stone-800">
          Worth <span data-testid="coin-worth">{balance.worth_text}</span>
        </p>
        <p className={HINT}>You can still send {coinsText(balance.daily_left)} today.</p>
      </section>
      <SendForm customer={customer} posted={posted} />
      <section aria-labelledby="coin-history" className="mt-10">
        <h2 id="coin-history" className="text-xl font-semibold">
          History
        </h2>
        {history.entries.length === 0 ? (
          <p className="mt-3 text-stone-700">{COIN_EMPTY_HISTORY}</p>
        ) : (
          <HistoryTable history={history} />
        )}
      </section>
    </>
  );
}

interface Pending {
  email: string;
  amount: string;
}

function SendForm({ customer, posted }: { customer: Customer; posted?: CoinPosted }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = navigation.state === "submitting";
  const fields = posted?.ok === false ? posted.fields : null;

  // With JavaScript: confirm first, in a dialog; the browser's own checks (required, min) run before.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending({
      email: String(form.get("email") ?? "").trim(),
      amount: String(form.get("amount") ?? "").trim(),
    });
  };
  const confirm = () => {
    if (formRef.current) submit(formRef.current, { method: "post" });
    setPending(null);
  };
  const amountNumber = Number(pending?.amount);
  const amountText = Number.isInteger(amountNumber)
    ? `${coinsText(amountNumber)} (worth ${coinWorthText(amountNumber)})`
    : `${pending?.amount} coins`;

  return (
    <section aria-labelledby="coin-send" className="mt-10">
      <h2 id="coin-send" className="text-xl font-semibold">
        Send coins
      </h2>
      <p className={HINT}>
        To another customer, by the e-mail address of their account. Coins sent cannot be taken back.
      </p>
      <Form
        method="post"
        ref={formRef}
        key={customer.requestId}
        onSubmit={onSubmit}
        className="mt-4 max-w-md space-y-4"
      >
        <input type="hidden" name="request_id" value={customer.requestId} />
        <div>
          <label htmlFor="coin-email" className={LABEL}>
            Recipient&apos;s e-mail
          </label>
          <input
            id="coin-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={fields?.email ?? ""}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="coin-amount" className={LABEL}>
            Coins to send
          </label>
          <input
            id="coin-amount"
            name="amount"
            type="number"
            inputMode="numeric"
            min={COIN_SEND_MIN}
            step={1}
            required
            defaultValue={fields?.amount ?? ""}
            aria-describedby="coin-amount-hint"
            className={INPUT}
          />
          <p id="coin-amount-hint" className={HINT}>
            Whole coins, {customer.balance.send_min} to {customer.balance.send_max.toLocaleString("en-US")} at
            a time.
          </p>
        </div>
        <div>
          <label htmlFor="coin-message" className={LABEL}>
            Message (optional)
          </label>
          <textarea
            id="coin-message"
            name="message"
            maxLength={COIN_MESSAGE_MAX}
            rows={2}
            defaultValue={fields?.message ?? ""}
            className={`${INPUT} h-auto py-2`}
          />
        </div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {busy ? "Sending…" : "Send coins"}
        </button>
      </Form>
      {posted && !busy ? <FormStatus ok={posted.ok}>{posted.message}</FormStatus> : null}
      {pending ? (
        <Modal onClose={() => setPending(null)} labelledBy="coin-confirm-title" initialFocus={confirmRef}>
          <div className="p-6">
            <h2 id="coin-confirm-title" className="text-xl font-semibold">
              Send {amountText}?
            </h2>
            <p className="mt-3 text-stone-800">
              To <strong>{pending.email}</strong>. Coins sent cannot be taken back.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" ref={confirmRef} className={PRIMARY_BUTTON} onClick={confirm}>
                Confirm and send
              </button>
              <button type="button" className={SECONDARY_BUTTON} onClick={() => setPending(null)}>
                Cancel
              </button>
            </div>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}

function HistoryTable({ history }: { history: Customer["history"] }) {
  const pages = Math.max(1, Math.ceil(history.total / history.page_size));
  return (
    <>
      <table className="mt-3 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              What
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Coins
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {history.entries.map((e) => (
            <tr key={e.id} className="border-b border-stone-200 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{formatUtcDate(e.created_at, "short")}</td>
              <td className="py-2 pr-3">
                <span className="font-semibold">{e.label}</span>
                {e.counterparty ? (
                  <span>
                    {" "}
                    {e.kind === "send" ? "to" : "from"} {e.counterparty}
                  </span>
                ) : null}
                {e.note ? <span className="block text-stone-700">“{e.note}”</span> : null}
              </td>
              <td
                className={`py-2 pr-3 text-right font-semibold ${e.amount < 0 ? "text-red-800" : "text-brand-800"}`}
              >
                {e.amount > 0 ? "+" : "−"}
                {Math.abs(e.amount).toLocaleString("en-US")}
              </td>
              <td className="py-2 text-right">{e.balance_after.toLocaleString("en-US")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav aria-label="History pages" className="mt-4 flex gap-4">
          {history.page > 1 ? (
            <Link to={`?page=${history.page - 1}`} className={TEXT_LINK}>
              Newer
            </Link>
          ) : null}
          {history.page < pages ? (
            <Link to={`?page=${history.page + 1}`} className={TEXT_LINK}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
