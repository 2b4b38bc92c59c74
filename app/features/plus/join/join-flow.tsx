import { useEffect, useId, useRef, useState } from "react";
import { Modal, ModalHeader } from "../../../components/ui/dialog";
import { pushDataLayer } from "../../../lib/tracking";
import { PRIMARY_BUTTON } from "../../account/form-ui";
import { notify } from "../../toast/notify";
import { type JoinCalls, joinCalls, type PaymentLink, type StepInfo } from "./join-calls";
import { JoinForm } from "./join-form";
import { enterpriseLines, JOIN_MESSAGES } from "./join-rules";
import type { PlusJoinRequest } from "./open-join-flow";
import { watchPayment } from "./payment-watch";

/** Where the flow stands (spec part 2 §4 steps 2–6). */
type Phase =
  | { kind: "checking" }
  | { kind: "refused"; group: string }
  | { kind: "form"; info: StepInfo }
  | { kind: "paying"; link: PaymentLink; since: number; renewal: boolean }
  | { kind: "confirming"; plusNum: number; renewal: boolean }
  | { kind: "done"; plusNum: number | null };

/**
 * The join flow of a signed-in shopper, loaded on first open by PlusJoinHost: step info first
 * (nothing shows until it answers: a refusal may be a toast), then the modal with the form, the
 * payment page in a frame, the polling and its spinner, and the congratulation overlay.
 */
export default function JoinFlow({
  request,
  storeName,
  onClose,
  calls = joinCalls,
}: {
  request: PlusJoinRequest;
  storeName: string;
  onClose: () => void;
  calls?: JoinCalls;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: "checking" });
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Step 2: the step info decides between the enterprise message, the toast and the form.
  useEffect(() => {
    const abort = new AbortController();
    void calls.stepInfo(abort.signal).then((answer) => {
      if (answer.code === 0) return;
      if (answer.code !== 200) {
        // 401/429/500 are handled by the request layer; anything else says why here.
        if (answer.message && answer.code !== 401) notify.warning(answer.message);
        closeRef.current();
        return;
      }
      const info = answer.result;
      if (info.is_qiye === 1) setPhase({ kind: "refused", group: info.group_name });
      else if (info.can_buy_plus === 0) {
        notify.warning(JOIN_MESSAGES.renewWindow);
        closeRef.current();
      } else {
        pushDataLayer({ event: "plus_join_open", source: request.source, renewal: info.is_member });
        setPhase({ kind: "form", info });
      }
    });
    return () => abort.abort();
  }, [calls, request.source]);

  // Steps 5–6 from the moment the payment page shows until the membership is in place: the watch
  // spans the paying and confirming phases (a new phase must not stop it), and the modal closing
  // (unmount) stops it.
  const [payment, setPayment] = useState<{ link: PaymentLink; since: number } | null>(null);
  useEffect(() => {
    if (!payment) return;
    return watchPayment({
      calls,
      orderSn: payment.link.order_sn,
      since: payment.since,
      onPaid: (paid) => {
        pushDataLayer({
          event: "plus_join_paid",
          source: request.source,
          order_sn: paid.order_sn,
          order_price: paid.order_price,
          plus_num: paid.plus_num,
        });
        setPhase((now) => ({
          kind: "confirming",
          plusNum: paid.plus_num,
          renewal: now.kind === "paying" && now.renewal,
        }));
      },
      onCompleted: () => {
        pushDataLayer({ event: "plus_join_completed", source: request.source });
        setPhase((now) => ({ kind: "done", plusNum: now.kind === "confirming" ? now.plusNum : null }));
      },
    });
  }, [payment, calls, request.source]);

  if (phase.kind === "checking") return null;
  if (phase.kind === "done")
    return <Congratulation storeName={storeName} plusNum={phase.plusNum} onClose={onClose} />;
  return (
    <JoinModal
      phase={phase}
      storeName={storeName}
      calls={calls}
      onClose={onClose}
      onLink={(link, since) => {
        setPhase((now) => ({
          kind: "paying",
          link,
          since,
          renewal: now.kind === "form" && now.info.is_member,
        }));
        setPayment({ link, since });
      }}
    />
  );
}

function JoinModal({
  phase,
  storeName,
  calls,
  onClose,
  onLink,
}: {
  phase: Exclude<Phase, { kind: "checking" } | { kind: "done" }>;
  storeName: string;
  calls: JoinCalls;
  onClose: () => void;
  onLink: (link: PaymentLink, since: number) => void;
}) {
  const titleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const renewal = phase.kind === "form" ? phase.info.is_member : phase.kind !== "refused" && phase.renewal;
  const title = renewal ? `Renew ${storeName} Plus+` : `Join ${storeName} Plus+`;
  const wide = phase.kind === "paying" || phase.kind === "confirming";
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={phase.kind === "form" ? firstField : undefined}
      panelClassName={`max-h-[92dvh] overflow-y-auto ${wide ? "w-[min(40rem,calc(100%-1rem))]" : "w-[min(30rem,calc(100%-2rem))]"}`}
    >
      <ModalHeader titleId={titleId} title={title} closeLabel="Close" onClose={onClose} />
      <div className="p-5" data-testid="plus-join" data-step={phase.kind}>
        {phase.kind === "refused" ? (
          <div className="flex flex-col gap-4 text-center">
            {enterpriseLines(phase.group, storeName).map((line) => (
              <p key={line} className="text-base text-ink">
                {line}
              </p>
            ))}
            <button type="button" onClick={onClose} className={`${PRIMARY_BUTTON} self-center`}>
              OK
            </button>
          </div>
        ) : phase.kind === "form" ? (
          <JoinForm
            calls={calls}
            renewal={renewal}
            storeName={storeName}
            firstField={firstField}
            onLink={onLink}
          />
        ) : phase.kind === "paying" ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-stone-700">
              Pay for your membership below. This window moves on by itself once the payment is received.
            </p>
            <iframe
              title="Plus+ membership payment"
              src={phase.link.url}
              className="h-[40rem] max-h-[calc(92dvh-10rem)] w-full"
            />
          </div>
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 py-10 text-center text-stone-700">
            <span
              aria-hidden="true"
              className="h-10 w-10 animate-spin rounded-full border-4 border-stone-200 border-t-brand-700"
            />
            Payment received. Activating your membership…
          </div>
        )}
      </div>
    </Modal>
  );
}

/** Step 6: the modal has closed; Use Now reloads the page, which now shows member prices. */
function Congratulation({
  storeName,
  plusNum,
  onClose,
}: {
  storeName: string;
  plusNum: number | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const useNow = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={useNow}
      panelClassName="w-[min(26rem,calc(100%-2rem))] overflow-hidden"
    >
      <div className="flex flex-col items-center gap-3 bg-stone-900 px-6 py-8 text-center text-white">
        <span className="rounded bg-amber-300 px-2 py-0.5 text-sm font-bold text-stone-900">Plus+</span>
        <h2 id={titleId} className="text-2xl font-bold">
          Congratulations!
        </h2>
        <p>
          You are now a {storeName} Plus+ member
          {plusNum !== null ? ` (member No. ${plusNum.toLocaleString("en-US")})` : ""}. Member prices apply to
          every purchase from now on.
        </p>
        <button
          ref={useNow}
          type="button"
          onClick={() => window.location.reload()}
          className="mt-2 inline-flex h-11 items-center justify-center rounded-full bg-amber-300 px-8 font-semibold text-stone-900 hover:bg-amber-200"
        >
          Use Now
        </button>
      </div>
    </Modal>
  );
}
