import { useEffect, useId, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { SupportRequestsResult, SupportRequestView } from "../../../contract/support";
import {
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_MESSAGES,
  SUPPORT_NO_ORDER,
  SUPPORT_PHOTO_UPLOAD_PATH,
  supportMessageError,
} from "../../../contract/support-constants";
import { PhotoPicker } from "../../components/ui/photo-picker";

/** What the page's action answered: which form it was, and how it went. */
export interface SupportPosted {
  intent: "create" | "follow-up";
  ok: boolean;
  message: string;
  /** The request it was about (follow-up) or made (create). */
  number?: string;
}

const LABEL = "block text-sm font-medium text-stone-900";
const INPUT =
  "mt-1 w-full rounded-md border px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700";
const BUTTON =
  "inline-flex h-12 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/New_York",
  });

const STATUS_STYLE: Record<SupportRequestView["status"], string> = {
  open: "border-amber-700 bg-amber-50 text-amber-900",
  answered: "border-brand-700 bg-brand-50 text-brand-800",
  closed: "border-stone-400 bg-stone-100 text-stone-800",
};

/**
 * Exclusive Customer Service: a form for a new request (an order or none, a topic, a message and up
 * to three pictures) and the customer's requests with their number, status and thread, each with a
 * follow-up form while it is not closed. Without JavaScript both forms post; pictures need it.
 */
export function CustomerServiceView({
  data,
  posted,
}: {
  data: SupportRequestsResult;
  posted?: SupportPosted;
}) {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">Customer Service</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        Ask us anything about an order, a product or your account. We usually reply within one business day,
        by e-mail and on this page.
      </p>
      {posted?.intent === "create" && posted.ok ? (
        <p role="status" className="mt-4 rounded-md border border-brand-700 bg-brand-50 p-3 text-brand-800">
          {posted.message}{" "}
          {posted.number ? (
            <a href={`#${posted.number}`} className="font-semibold underline">
              See request {posted.number}
            </a>
          ) : null}
        </p>
      ) : null}
      <NewRequestForm data={data} posted={posted?.intent === "create" ? posted : undefined} />
      <section aria-labelledby="support-requests" className="mt-10">
        <h2 id="support-requests" className="text-2xl font-semibold">
          Your requests
        </h2>
        {data.requests.length === 0 ? (
          <p className="mt-3 text-stone-700">You have not sent us a request yet.</p>
        ) : (
          <ol className="mt-4 flex flex-col gap-6">
            {data.requests.map((r) => (
              <li key={r.number}>
                <RequestCard
                  request={r}
                  posted={posted?.intent === "follow-up" && posted.number === r.number ? posted : undefined}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function NewRequestForm({ data, posted }: { data: SupportRequestsResult; posted?: SupportPosted }) {
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formData?.get("intent") === "create";
  const [topic, setTopic] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<{ topic?: string; message?: string }>({});
  const [busy, setBusy] = useState(false);
  // A sent request starts a fresh form (the pictures picker too).
  const [round, setRound] = useState(0);
  const sentNumber = posted?.ok ? posted.number : undefined;
  useEffect(() => {
    if (!sentNumber) return;
    setTopic("");
    setMessage("");
    setRound((n) => n + 1);
  }, [sentNumber]);
  const id = useId();
  const ids = { order: `${id}-order`, topic: `${id}-topic`, message: `${id}-message` };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 max-w-2xl">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        Send a request
      </h2>
      {posted && !posted.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {posted.message}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className="mt-4 flex flex-col gap-4"
        aria-label="Send a request"
        onSubmit={(e) => {
          const found = {
            topic: topic ? undefined : SUPPORT_MESSAGES.topic,
            message: supportMessageError(message) ?? undefined,
          };
          setErrors(found);
          if (found.topic || found.message || busy) e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="create" />
        <div>
          <label htmlFor={ids.order} className={LABEL}>
            Order
          </label>
          <select
            id={ids.order}
            name="order_increment_id"
            defaultValue={SUPPORT_NO_ORDER}
            className={`${INPUT} border-stone-400`}
          >
            <option value={SUPPORT_NO_ORDER}>No order</option>
            {data.orders.map((o) => (
              <option key={o.increment_id} value={o.increment_id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.topic} className={LABEL}>
            Topic
          </label>
          <select
            id={ids.topic}
            name="topic"
            value={topic}
            required
            onChange={(e) => {
              setTopic(e.target.value);
              setErrors(({ topic: _gone, ...rest }) => rest);
            }}
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={errors.topic ? `${ids.topic}-error` : undefined}
            className={`${INPUT} ${errors.topic ? "border-red-700" : "border-stone-400"}`}
          >
            <option value="">Choose a topic</option>
            {data.topics.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          {errors.topic ? (
            <p id={`${ids.topic}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {errors.topic}
            </p>
          ) : null}
        </div>
        <MessageField
          id={ids.message}
          label="Message"
          value={message}
          onChange={(v) => {
            setMessage(v);
            setErrors(({ message: _gone, ...rest }) => rest);
          }}
          error={errors.message}
        />
        <PhotoPicker
          key={round}
          uploadPath={SUPPORT_PHOTO_UPLOAD_PATH}
          name="photo"
          label="Pictures"
          hint="Images only: JPEG, PNG, WebP or AVIF, up to 10 MB each."
          max={SUPPORT_ATTACHMENTS_MAX}
          addLabel="Add pictures"
          noun="picture"
          tooManyMessage={SUPPORT_MESSAGES.tooManyPhotos}
          onBusy={setBusy}
        />
        <div>
          <button type="submit" disabled={sending || busy} className={BUTTON}>
            {sending ? "Sending…" : busy ? "Waiting for pictures…" : "Send Request"}
          </button>
        </div>
      </Form>
    </section>
  );
}

function MessageField({
  id,
  label,
  value,
  onChange,
  error,
  rows = 5,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
}) {
  const length = value.trim().length;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        rows={rows}
        value={value}
        required
        maxLength={SUPPORT_MESSAGE_MAX}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={`${INPUT} ${error ? "border-red-700" : "border-stone-400"}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {SUPPORT_MESSAGE_MIN}–{SUPPORT_MESSAGE_MAX.toLocaleString("en-US")} characters (
        {length.toLocaleString("en-US")} typed).
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RequestCard({ request: r, posted }: { request: SupportRequestView; posted?: SupportPosted }) {
  const headingId = `${r.number}-title`;
  return (
    <article
      id={r.number}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-lg border border-stone-200 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {`${r.number} · ${r.topic_label}`}
        </h3>
        <span className={`rounded-full border px-2.5 py-0.5 text-sm font-medium ${STATUS_STYLE[r.status]}`}>
          {r.status_label}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {r.order_increment_id ? (
          <>
            About{" "}
            <Link
              to={`/customer/account/order/${encodeURIComponent(r.order_increment_id)}`}
              className="font-medium text-brand-700 underline"
            >
              order #{r.order_increment_id}
            </Link>
          </>
        ) : (
          "No order"
        )}{" "}
        · Sent {when(r.created_at)}
      </p>
      <ol className="mt-4 flex flex-col gap-3" aria-label={`Messages of ${r.number}`}>
        {r.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-md p-3 ${m.author === "store" ? "border-l-4 border-brand-700 bg-brand-50" : "bg-stone-50"}`}
          >
            <p className="text-sm">
              <span className="font-semibold text-ink">{m.author_label}</span>{" "}
              <span className="text-stone-700">· {when(m.created_at)}</span>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-stone-900">{m.body}</p>
            {m.attachments.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Pictures">
                {m.attachments.map((a, i) => (
                  <li key={a.url}>
                    <a
                      href={a.url}
                      target="_blank"
                      rel="noreferrer"
                      className="block rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      <img
                        src={a.thumb_url}
                        alt={`Attachment ${i + 1} of ${m.author_label === "You" ? "your" : "the"} message, full size`}
                        width={80}
                        height={80}
                        loading="lazy"
                        className="size-20 rounded-md bg-stone-100 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {posted ? (
        <p
          role={posted.ok ? "status" : "alert"}
          className={`mt-4 rounded-md border p-3 ${posted.ok ? "border-brand-700 bg-brand-50 text-brand-800" : "border-red-700 bg-red-50 text-red-800"}`}
        >
          {posted.message}
        </p>
      ) : null}
      {r.can_follow_up ? (
        <FollowUpForm number={r.number} posted={posted} />
      ) : (
        <p className="mt-4 text-sm text-stone-700">
          This request is closed. Need more help? Send a new request.
        </p>
      )}
    </article>
  );
}

function FollowUpForm({ number, posted }: { number: string; posted?: SupportPosted }) {
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formData?.get("intent") === "follow-up" &&
    navigation.formData?.get("number") === number;
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A sent message starts a fresh form (the pictures picker too).
  const [round, setRound] = useState(0);
  const sent = posted?.ok === true;
  useEffect(() => {
    if (!sent) return;
    setMessage("");
    setRound((n) => n + 1);
  }, [sent]);
  const id = useId();
  return (
    // Keyed by the round: a sent message closes it again, with a fresh form.
    <details key={round} className="group mt-4" open={(posted && !posted.ok) || undefined}>
      <summary className="inline-flex h-11 cursor-pointer list-none items-center rounded-md border border-stone-400 px-4 font-semibold text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        Add a message<span className="sr-only"> to {number}</span>
      </summary>
      <Form
        method="post"
        noValidate
        className="mt-3 flex flex-col gap-3"
        aria-label={`Add a message to ${number}`}
        onSubmit={(e) => {
          const found = supportMessageError(message) ?? undefined;
          setError(found);
          if (found || busy) e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="follow-up" />
        <input type="hidden" name="number" value={number} />
        <MessageField
          id={`${id}-message`}
          label="Your message"
          value={message}
          rows={3}
          onChange={(v) => {
            setMessage(v);
            setError(undefined);
          }}
          error={error}
        />
        <PhotoPicker
          uploadPath={SUPPORT_PHOTO_UPLOAD_PATH}
          name="photo"
          label="Pictures"
          hint="Images only: JPEG, PNG, WebP or AVIF, up to 10 MB each."
          max={SUPPORT_ATTACHMENTS_MAX}
          addLabel="Add pictures"
          noun="picture"
          tooManyMessage={SUPPORT_MESSAGES.tooManyPhotos}
          onBusy={setBusy}
        />
        <div>
          <button type="submit" disabled={sending || busy} className={BUTTON}>
            {sending ? "Sending…" : "Send Message"}
          </button>
        </div>
      </Form>
    </details>
  );
}
