// One turn of Play to Win (decision 0045): the order that earned it, its dates and status, and by
// status what the shopper does or sees: play (category, then a card), the won gift with Confirm,
// the confirmed gift's shipping, the tracking number, the quality report, the gift to send back,
// or why the turn sends nothing. Each form posts to the page's action through this card's own
// fetcher (a real form POST without JavaScript); its answer shows here, and focus moves to it.
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { type FetcherWithComponents, Link, useFetcher } from "react-router";
import type { GameCategory, GameGift, GameTurn } from "../../../contract/game";
import { GAME_REPORT_MAX } from "../../../contract/game-constants";
import { INPUT, LABEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from "../account/form-ui";
import { orderDetailPath } from "../orders/order-paths";
import {
  canReport,
  endedWords,
  expiryWords,
  GAME_INTENTS,
  type GamePosted,
  REPORT_ISSUES,
  shippingWords,
  shortDate,
  statusTone,
  statusWords,
  valueWords,
} from "./game-view";
import { PlayForm } from "./play-form";

const TONES = {
  act: "bg-amber-100 text-amber-900",
  progress: "bg-brand-50 text-brand-800",
  done: "bg-brand-100 text-brand-800",
  over: "bg-stone-100 text-stone-700",
} as const;

const ALERT = "rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 outline-none";
const STATUS = "rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-800 outline-none";

export function TurnCard({
  turn: loaded,
  categories,
  now,
  posted,
  startPlaying,
}: {
  turn: GameTurn;
  categories: GameCategory[];
  /** The page's clock (ISO), the same on the server and in the browser. */
  now: string;
  /** A form of this turn posted without JavaScript: the action's answer. */
  posted?: GamePosted;
  /** The play form opened without JavaScript (`?play=<turn_id>`). */
  startPlaying: boolean;
}) {
  const fetcher = useFetcher<GamePosted>({ key: `game-turn-${loaded.turn_id}` });
  const outcome = fetcher.data ?? posted;
  // Between the call's answer and the page's fresh read, the call's turn is the newer one.
  const turn = fetcher.state === "loading" && fetcher.data?.turn ? fetcher.data.turn : loaded;
  const headingId = useId();
  const resultRef = useRef<HTMLElement | null>(null);
  const legendRef = useRef<HTMLHeadingElement | null>(null);
  const [playing, setPlaying] = useState(startPlaying);

  // After an answer, focus goes to what it changed: the revealed gift, the message, the refusal.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) resultRef.current?.focus();
  }, [fetcher.state, fetcher.data]);

  const refusal = (intent: GamePosted["intent"]) =>
    outcome && !outcome.ok && outcome.intent === intent ? outcome.message : null;
  const notice = outcome?.ok && outcome.message ? outcome.message : null;
  const justPlayed = outcome?.intent === GAME_INTENTS.play && outcome.ok;
  const expiry = expiryWords(turn);

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-300 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            <Link
              to={orderDetailPath(turn.increment_id)}
              className="underline-offset-2 hover:text-brand-700 hover:underline"
            >
              Order #{turn.increment_id}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-stone-700">
            Earned {shortDate(turn.earned_at)}
            {expiry ? <span className="font-semibold text-ink">{` · ${expiry}`}</span> : null}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[statusTone(turn.status)]}`}>
          {statusWords(turn)}
        </span>
      </div>

      {turn.status === "ready" ? (
        categories.length === 0 ? (
          <p className="mt-4 text-stone-700">
            No gifts are available to play for right now. Please come back later.
          </p>
        ) : playing ? (
          <PlayForm
            turnId={turn.turn_id}
            categories={categories}
            fetcher={fetcher}
            error={refusal(GAME_INTENTS.play)}
            errorRef={resultRef as RefObject<HTMLParagraphElement | null>}
            legendRef={legendRef}
          />
        ) : (
          <PlayButton turnId={turn.turn_id} onPlay={() => setPlaying(true)} legendRef={legendRef} />
        )
      ) : null}

      {turn.gift && turn.status !== "void" ? (
        <GiftFace
          gift={turn.gift}
          card={turn.card}
          won={turn.status === "won"}
          flip={justPlayed && turn.status === "won"}
          headingRef={justPlayed ? resultRef : undefined}
        />
      ) : null}

      {turn.status === "won" ? (
        <fetcher.Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value={GAME_INTENTS.confirm} />
          <input type="hidden" name="turn_id" value={turn.turn_id} />
          <p>
            Ship it with order #{turn.increment_id} to <span className="font-semibold">{turn.ship_to}</span>
          </p>
          <button
            type="submit"
            className={PRIMARY_BUTTON}
            disabled={fetcher.state !== "idle"}
            aria-busy={fetcher.state !== "idle" || undefined}
          >
            {fetcher.state === "submitting" ? "Confirming…" : "Confirm"}
          </button>
          <Result tone="alert" message={refusal(GAME_INTENTS.confirm)} resultRef={resultRef} />
        </fetcher.Form>
      ) : null}

      <StatusLine turn={turn} now={now} />

      {turn.status === "delivered" && canReport(turn, now) ? (
        <ReportForm
          turn={turn}
          fetcher={fetcher}
          error={refusal(GAME_INTENTS.report)}
          openAtStart={Boolean(posted && refusal(GAME_INTENTS.report))}
          resultRef={resultRef}
        />
      ) : null}

      {turn.status === "void" || turn.status === "returned" ? (
        <p className="mt-4 text-stone-700">{endedWords(turn)}</p>
      ) : null}

      {/* A refusal of a form that is gone now (the turn moved on meanwhile) still shows here. */}
      {outcome && !outcome.ok && !formShownFor(turn, outcome.intent, playing, now) ? (
        <Result tone="alert" message={outcome.message} resultRef={resultRef} className="mt-4" />
      ) : null}
      <Result tone="status" message={notice} resultRef={resultRef} className="mt-4" />
    </article>
  );
}

/** Whether the form of `intent` is on the card (its refusal then shows inside it). */
function formShownFor(turn: GameTurn, intent: GamePosted["intent"], playing: boolean, now: string): boolean {
  if (intent === GAME_INTENTS.play) return turn.status === "ready" && playing;
  if (intent === GAME_INTENTS.confirm) return turn.status === "won";
  return turn.status === "delivered" && canReport(turn, now);
}

function Result({
  tone,
  message,
  resultRef,
  className = "",
}: {
  tone: "alert" | "status";
  message: string | null;
  resultRef: RefObject<HTMLElement | null>;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      ref={resultRef as RefObject<HTMLParagraphElement | null>}
      tabIndex={-1}
      role={tone}
      className={`${tone === "alert" ? ALERT : STATUS} ${className}`}
    >
      {message}
    </p>
  );
}

/**
 * "Play": opens the play form. Without JavaScript it is a GET form asking for the page with this
 * turn's play form open (`?play=<turn_id>`).
 */
function PlayButton({
  turnId,
  onPlay,
  legendRef,
}: {
  turnId: number;
  onPlay: () => void;
  legendRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <form method="get" className="mt-4">
      <button
        type="submit"
        name="play"
        value={turnId}
        className={PRIMARY_BUTTON}
        onClick={(event) => {
          event.preventDefault();
          onPlay();
          // The form renders in this same task's commit; its first step takes focus then.
          requestAnimationFrame(() => legendRef.current?.focus());
        }}
      >
        Play
      </button>
    </form>
  );
}

/** The gift a turned card held: its picture, name, value and "Free"; flipped over when just turned. */
function GiftFace({
  gift,
  card,
  won,
  flip,
  headingRef,
}: {
  gift: GameGift;
  card: number | null;
  won: boolean;
  flip: boolean;
  headingRef?: RefObject<HTMLElement | null>;
}) {
  return (
    <div
      className={`mt-4 flex items-center gap-4 rounded-lg border-2 border-brand-700 bg-brand-50 p-3 ${flip ? "game-card-flip" : ""}`}
    >
      {gift.small_image ? (
        <img
          src={gift.small_image}
          alt=""
          width={96}
          height={96}
          className="size-24 shrink-0 rounded-md bg-white object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-24 shrink-0 rounded-md bg-white" />
      )}
      <div className="min-w-0">
        <h3
          ref={headingRef as RefObject<HTMLHeadingElement | null>}
          tabIndex={headingRef ? -1 : undefined}
          className="text-sm font-semibold text-brand-800 outline-none"
        >
          {won ? `Card ${card ?? ""}: you won` : "Your free gift"}
        </h3>
        <p className="mt-1 font-semibold">
          <Link to={gift.url} className="underline-offset-2 hover:text-brand-700 hover:underline">
            {gift.name}
          </Link>
        </p>
        <p className="mt-1 text-sm">
          <span className="text-stone-700">{valueWords(gift.price)}</span>{" "}
          <span className="ml-1 rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">Free</span>
        </p>
      </div>
    </div>
  );
}

/** Where a confirmed, shipped, delivered or to-be-returned gift stands. */
function StatusLine({ turn, now }: { turn: GameTurn; now: string }) {
  let line: ReactNode = null;
  if (turn.status === "confirmed")
    line = (
      <>
        {shippingWords(turn)} To: {turn.ship_to}
      </>
    );
  else if (turn.status === "shipped")
    line = (
      <>
        Shipped {shortDate(turn.shipped_at)}. Tracking number{" "}
        <span className="font-mono font-semibold">{turn.tracking_number}</span>
      </>
    );
  else if (turn.status === "delivered") {
    const until = shortDate(turn.report_until);
    line = (
      <>
        Delivered {shortDate(turn.delivered_at)}.{" "}
        {turn.reported
          ? "You reported a quality issue with this gift: our team will contact you."
          : canReport(turn, now)
            ? `Quality issues are reportable until ${until}.`
            : `Quality issues were reportable until ${until}.`}
      </>
    );
  } else if (turn.status === "return_requested") line = "Please send the gift back with your returned order.";
  return line ? <p className="mt-4 text-stone-800">{line}</p> : null;
}

/** "Report a quality issue": a disclosure with the issue, a description and Send report. */
function ReportForm({
  turn,
  fetcher,
  error,
  openAtStart,
  resultRef,
}: {
  turn: GameTurn;
  fetcher: FetcherWithComponents<GamePosted>;
  error: string | null;
  openAtStart: boolean;
  resultRef: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const busy = fetcher.state !== "idle";
  return (
    <details className="group mt-4" open={openAtStart || undefined}>
      <summary className={`${SECONDARY_BUTTON} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        Report a quality issue
      </summary>
      <fetcher.Form method="post" noValidate className="mt-4 max-w-lg space-y-4">
        <input type="hidden" name="intent" value={GAME_INTENTS.report} />
        <input type="hidden" name="turn_id" value={turn.turn_id} />
        <div>
          <label htmlFor={`${id}-issue`} className={LABEL}>
            What is wrong?
          </label>
          <select id={`${id}-issue`} name="issue" className={INPUT} defaultValue={REPORT_ISSUES[0]?.value}>
            {REPORT_ISSUES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-description`} className={LABEL}>
            Describe the issue
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={4}
            maxLength={GAME_REPORT_MAX}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${INPUT} h-auto py-2`}
          />
        </div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Sending…" : "Send report"}
        </button>
        {error ? (
          <p
            id={`${id}-error`}
            ref={resultRef as RefObject<HTMLParagraphElement | null>}
            tabIndex={-1}
            role="alert"
            className={ALERT}
          >
            {error}
          </p>
        ) : null}
      </fetcher.Form>
    </details>
  );
}
