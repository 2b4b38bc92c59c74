// The marketing pop-ups' one queue (issue 19: "never shown two at a time: define and test a
// priority when several are due"; docs/decisions/0038-marketing-popup-queue.md). Timers and pages
// ask for a pop-up here; MarketingPopupHost renders the one this queue shows. Kept free of React
// and of the pop-ups themselves: it ships with every page.
//
// The rules:
// - One marketing pop-up at a time, and never over another modal (login popup, mini-cart, quick
//   view, Plus+ join): an automatic one that falls due then waits until the page is free again.
// - Several due together (asked for within the same moment, or waiting together): the highest in
//   POPUP_PRIORITY shows; the others are dropped for this page view. They stay due (their own
//   flags were not set), so a later page shows them: one interruption per page view at most.
// - Once an automatic pop-up has shown on a page view, further automatic ones wait for the next
//   page view (a client navigation starts one).
// - A pop-up the shopper asked for (an icon, a button, a page's manual trigger) shows at once,
//   closing an automatic one that is showing.
// - No automatic pop-up on checkout and payment pages: none ever stands between a shopper and
//   paying.

/** Every marketing pop-up, highest priority first (the order decides when several are due). */
export const POPUP_PRIORITY = [
  // Account safety first: verifying an old account's address is once and time-limited (60 s).
  "old_user",
  // A page's own offer beats the general one (the subscribe pop-up never opens on those pages).
  "baby",
  "massage_chair",
  "subscribe",
  // Asking for notifications comes last: a shopper who has not met the store yet says no.
  "web_push",
] as const;

/** Pop-ups only a shopper's press opens (never due by a timer). */
export const MANUAL_ONLY = ["subscribe_result", "birthday", "gift_rules"] as const;

export type AutoPopupKind = (typeof POPUP_PRIORITY)[number];
export type PopupKind = AutoPopupKind | (typeof MANUAL_ONLY)[number];

export interface ShownPopup {
  kind: PopupKind;
  /** What the pop-up needs (a subscribe result, a page's source); the pop-up knows its shape. */
  payload?: unknown;
  /** Changes with every show, so showing the same kind again starts it afresh. */
  showId: number;
  /** Asked for by the shopper (not a timer). */
  manual: boolean;
}

/** Paths where no automatic pop-up shows (checkout, payment, the membership payment page). */
export function blocksAutoPopups(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return (
    path.startsWith("/checkout/") ||
    path === "/pay" ||
    path.startsWith("/pay/") ||
    path.startsWith("/payresult") ||
    path.startsWith("/plus/pay/")
  );
}

export interface QueueEnv {
  /** Whether another modal (not a marketing pop-up) is open: an automatic one waits. */
  otherModalOpen(): boolean;
  /** Calls `listener` when other modals open or close; answers the unsubscribe. */
  onModalsChange(listener: () => void): () => void;
  /** Runs `fn` once the current moment's requests are all in. */
  defer(fn: () => void): void;
  /** The page's path now. */
  pathname(): string;
}

type Listener = () => void;

export class PopupQueue {
  private shown: ShownPopup | null = null;
  private readonly waiting = new Set<AutoPopupKind>();
  private autoShownThisView = false;
  private deciding = false;
  private shows = 0;
  private readonly listeners = new Set<Listener>();
  private stopWatchingModals: (() => void) | null = null;

  constructor(private readonly env: QueueEnv) {}

  /** The pop-up to render now, or null. */
  current = (): ShownPopup | null => this.shown;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * A timer says `kind` is due. Answers nothing: whether and when it shows is the queue's call
   * (the pop-up sets its own "seen" flags when it really shows, in its own effect).
   */
  requestAuto(kind: AutoPopupKind, payload?: unknown): void {
    if (this.autoShownThisView || blocksAutoPopups(this.env.pathname())) return;
    if (this.shown?.kind === kind) return;
    this.waiting.add(kind);
    this.payloads.set(kind, payload);
    this.scheduleDecision();
  }

  /** The shopper asked for `kind`: it shows now, in place of whatever marketing pop-up shows. */
  show(kind: PopupKind, payload?: unknown): void {
    this.waiting.clear();
    this.shows += 1;
    this.shown = { kind, payload, showId: this.shows, manual: true };
    this.emit();
  }

  /** `kind` closed (or its part failed to load). */
  close(kind: PopupKind): void {
    if (this.shown?.kind !== kind) return;
    this.shown = null;
    this.emit();
  }

  /** A new page view (a client navigation): automatic pop-ups may show once more. */
  newPageView(): void {
    this.autoShownThisView = false;
    this.waiting.clear();
  }

  private readonly payloads = new Map<AutoPopupKind, unknown>();

  private scheduleDecision(): void {
    if (this.deciding) return;
    this.deciding = true;
    this.env.defer(() => {
      this.deciding = false;
      this.decide();
    });
  }

  private decide(): void {
    if (this.waiting.size === 0 || this.shown) return;
    if (this.autoShownThisView || blocksAutoPopups(this.env.pathname())) {
      this.waiting.clear();
      return;
    }
    if (this.env.otherModalOpen()) {
      // Wait for the page to be free; the modals' change asks again.
      this.stopWatchingModals ??= this.env.onModalsChange(() => {
        if (this.env.otherModalOpen()) return;
        this.stopWatchingModals?.();
        this.stopWatchingModals = null;
        this.scheduleDecision();
      });
      return;
    }
    const kind = POPUP_PRIORITY.find((k) => this.waiting.has(k));
    this.waiting.clear();
    if (!kind) return;
    this.autoShownThisView = true;
    this.shows += 1;
    this.shown = { kind, payload: this.payloads.get(kind), showId: this.shows, manual: false };
    this.payloads.clear();
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
