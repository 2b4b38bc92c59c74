import { useEffect, useId, useRef, useState } from "react";
import { PLUS_LIST_PRICE_DOLLARS, PLUS_PRICE_DOLLARS } from "../../../../contract/constants";
import { PLUS_CODE_COOLDOWN_SECONDS } from "../../../../contract/plus-constants";
import { formatMoney } from "../../../components/ui/format-money";
import { describedBy, FieldError, INPUT, LABEL, PRIMARY_BUTTON, TEXT_LINK } from "../../account/form-ui";
import { countdownLabel, startCountdown } from "../../login/resend-countdown";
import { notify } from "../../toast/notify";
import type { JoinCalls, PaymentLink } from "./join-calls";
import { PLUS_TERMS_PATH } from "./join-paths";
import { codeError, isReferralMessage, phoneError, phoneInput, termsError } from "./join-rules";

type Field = "phone" | "code" | "vip" | "terms";

/**
 * Step 3 and 4 of the join flow: phone (required on blur, digits and dots only), Send code with
 * its countdown, the 4-digit code (checked as it changes), the optional referral code, the terms
 * box, Next → verifyCode → paymenLink. `onLink` gets the payment link and when it was asked for.
 */
export function JoinForm({
  calls,
  renewal,
  storeName,
  firstField,
  onLink,
}: {
  calls: Pick<JoinCalls, "sendCode" | "verifyCode" | "paymentLink">;
  renewal: boolean;
  storeName: string;
  firstField: React.RefObject<HTMLInputElement | null>;
  onLink: (link: PaymentLink, since: number) => void;
}) {
  const id = useId();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  // A referral link (the landing with ?vip_code=) fills the referral code in.
  const [vip, setVip] = useState(() =>
    typeof window === "undefined"
      ? ""
      : (new URLSearchParams(window.location.search).get("vip_code") ?? "").slice(0, 32),
  );
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState<"send" | "next" | null>(null);
  // Each send (and resend) restarts the count from the server's wait (60 s: 59 is shown first).
  const [sends, setSends] = useState(0);
  const [wait, setWait] = useState(PLUS_CODE_COOLDOWN_SECONDS);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const abort = useRef<AbortController | null>(null);

  // Closing the modal (unmount) stops the count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new send (sends) restarts the count; wait comes with it
  useEffect(() => {
    if (sends === 0) return;
    return startCountdown(wait, setSecondsLeft);
  }, [sends]);
  useEffect(() => () => abort.current?.abort(), []);

  const show = (field: Field, message: string | null) =>
    setErrors((now) => ({ ...now, [field]: message ?? undefined }));
  const signal = () => {
    abort.current ??= new AbortController();
    return abort.current.signal;
  };

  async function sendCode() {
    const problem = phoneError(phone);
    show("phone", problem);
    if (problem || busy) return;
    setBusy("send");
    try {
      const answer = await calls.sendCode(phone.trim(), signal());
      if (answer.code === 0) return;
      if (answer.code === 200) {
        notify.success(answer.message);
        setWait(answer.result.resend_after > 0 ? answer.result.resend_after : PLUS_CODE_COOLDOWN_SECONDS);
        setSends((n) => n + 1);
      } else {
        if (answer.message) show("phone", answer.message);
        // Asked again too soon (another tab, a reload): the server says how long is left.
        const left = (answer.result as { resend_after?: number } | null)?.resend_after ?? 0;
        if (left > 0) setWait(left);
      }
    } finally {
      setBusy(null);
    }
  }

  async function next(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = { phone: phoneError(phone), code: codeError(code), terms: termsError(terms), vip: null };
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v ?? undefined])));
    if (found.phone || found.code || found.terms) return;
    setBusy("next");
    try {
      const vipCode = vip.trim() || undefined;
      const checked = await calls.verifyCode(
        { phone: phone.trim(), code: code.trim(), ...(vipCode ? { vip_code: vipCode } : {}) },
        signal(),
      );
      if (checked.code === 0) return;
      if (checked.code !== 200) {
        show(isReferralMessage(checked.message) ? "vip" : "code", checked.message);
        return;
      }
      const since = Date.now();
      const link = await calls.paymentLink(vipCode, signal());
      if (link.code === 0) return;
      if (link.code !== 200) {
        if (link.message) notify.error(link.message);
        return;
      }
      onLink(link.result, since);
    } finally {
      setBusy(null);
    }
  }

  const waiting = sends > 0 && secondsLeft > 0;
  return (
    <form noValidate onSubmit={(e) => void next(e)} className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">
        {renewal ? "Renew" : "Join"} {storeName} Plus+ for{" "}
        <strong className="text-base text-ink">{formatMoney(PLUS_PRICE_DOLLARS)}/year</strong>{" "}
        <s className="text-stone-600">
          <span className="sr-only">regularly </span>
          {formatMoney(PLUS_LIST_PRICE_DOLLARS)}/year
        </s>
        : member prices on every purchase all year, extra warranty and more.
      </p>
      <div>
        <label htmlFor={`${id}-phone`} className={LABEL}>
          Phone Number
        </label>
        <div className="flex gap-2">
          <input
            ref={firstField}
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="decimal"
            autoComplete="tel-national"
            maxLength={20}
            required
            value={phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy(errors.phone && `${id}-phone-error`, `${id}-phone-hint`)}
            onChange={(e) => {
              setPhone(phoneInput(e.currentTarget.value));
              if (errors.phone) show("phone", null);
            }}
            onBlur={() => show("phone", phoneError(phone))}
            className={`${INPUT} min-w-0 flex-1`}
          />
          <button
            type="button"
            onClick={() => void sendCode()}
            disabled={waiting || busy !== null}
            className="h-11 shrink-0 rounded-full border-2 border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-600"
          >
            {waiting ? `Resend in ${countdownLabel(secondsLeft)}s` : sends > 0 ? "Resend Code" : "Send Code"}
          </button>
        </div>
        <p id={`${id}-phone-hint`} className="mt-1 text-sm text-stone-600">
          We text a 4-digit code to this US number. Digits and dots only, e.g. 973.555.0142.
        </p>
        <FieldError id={`${id}-phone-error`} message={errors.phone} />
      </div>
      <div>
        <label htmlFor={`${id}-code`} className={LABEL}>
          Verification Code
        </label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          required
          value={code}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={describedBy(errors.code && `${id}-code-error`)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setCode(value);
            show("code", codeError(value));
          }}
          className={`${INPUT} font-mono tracking-[0.3em]`}
        />
        <FieldError id={`${id}-code-error`} message={errors.code} />
      </div>
      <div>
        <label htmlFor={`${id}-vip`} className={LABEL}>
          Referral Code <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <input
          id={`${id}-vip`}
          name="vip_code"
          type="text"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={vip}
          aria-invalid={errors.vip ? true : undefined}
          aria-describedby={describedBy(errors.vip && `${id}-vip-error`)}
          onChange={(e) => {
            setVip(e.currentTarget.value);
            if (errors.vip) show("vip", null);
          }}
          className={INPUT}
        />
        <FieldError id={`${id}-vip-error`} message={errors.vip} />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="terms"
            checked={terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={describedBy(errors.terms && `${id}-terms-error`)}
            onChange={(e) => {
              setTerms(e.currentTarget.checked);
              if (e.currentTarget.checked) show("terms", null);
            }}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>
            I have read and agree to the{" "}
            <a href={PLUS_TERMS_PATH} target="_blank" rel="noopener" className={TEXT_LINK}>
              {storeName} Plus+ Membership Terms
            </a>
            .
          </span>
        </label>
        <FieldError id={`${id}-terms-error`} message={errors.terms} />
      </div>
      <button
        type="submit"
        disabled={busy !== null}
        aria-busy={busy === "next" || undefined}
        className={PRIMARY_BUTTON}
      >
        {busy === "next" ? "Checking…" : "Next"}
      </button>
    </form>
  );
}
