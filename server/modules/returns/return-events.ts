// One function per event of a return the customer hears about: approved (the label link), refused
// (the reason), refund issued. Each runs inside the transaction that made the change and writes
// the customer's system note (once per return and event, dedupe_key) and a mail through the outbox,
// so both happen with the change or not at all (like fulfilment-events.ts).
import { moneyText } from "../../../contract/order-constants";
import { RETURNS_PAGE_PATH, returnLabelPagePath } from "../../../contract/returns-constants";
import type { Tx } from "../../db/transaction";
import { escapeHtml } from "../mail/html";
import { enqueueMail } from "../mail/outbox";
import { writeSystemNote } from "../notes/notes.service";

export interface ReturnEvent {
  returnId: number;
  rmaNumber: string;
  incrementId: string;
  customerId: number;
  email: string;
  storeName: string;
  /** Public origin for the mail's links. */
  origin: string;
  at: Date;
}

const FONT = "font-family:Helvetica,Arial,sans-serif;color:#222;";

function mailHtml(
  storeName: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
) {
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f4f4"><table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fff;padding:24px">`,
    `<tr><td style="${FONT}font-size:22px;font-weight:bold">${escapeHtml(storeName)}</td></tr>`,
    ...paragraphs.map(
      (p) => `<tr><td style="${FONT}font-size:15px;padding:12px 0">${escapeHtml(p)}</td></tr>`,
    ),
    ...(link
      ? [
          `<tr><td style="padding:12px 0"><a href="${escapeHtml(link.href)}" style="${FONT}display:inline-block;background:#222;color:#fff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:4px">${escapeHtml(link.label)}</a></td></tr>`,
          `<tr><td style="${FONT}font-size:13px;padding:4px 0;word-break:break-all">${escapeHtml(link.href)}</td></tr>`,
        ]
      : []),
    `<tr><td style="${FONT}font-size:12px;color:#888;padding-top:16px">You received this e-mail because this address was used at ${escapeHtml(storeName)}.</td></tr>`,
    "</table></body></html>",
  ].join("\n");
}

async function mail(
  tx: Tx,
  e: ReturnEvent,
  kind: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
) {
  await enqueueMail(tx, {
    to: e.email,
    kind,
    subject,
    text: [
      "Hello,",
      "",
      ...paragraphs.flatMap((p) => [p, ""]),
      ...(link ? [`${link.label}: ${link.href}`, ""] : []),
      `-- \nYou received this e-mail because this address was used at ${e.storeName}.`,
    ].join("\n"),
    html: mailHtml(e.storeName, subject, paragraphs, link),
  });
}

const note = (tx: Tx, e: ReturnEvent, event: string, title: string, content: string, url: string) =>
  writeSystemNote(tx, {
    customerId: e.customerId,
    title,
    content,
    url,
    dedupeKey: `return:${e.returnId}:${event}`,
    createdAt: e.at,
  });

/** The return was approved: the note and the mail carry the label's link. */
export async function returnApproved(tx: Tx, e: ReturnEvent): Promise<void> {
  const label = returnLabelPagePath(e.rmaNumber);
  const written = await note(
    tx,
    e,
    "approved",
    `Return ${e.rmaNumber} approved`,
    `<p>Your return of order #${escapeHtml(e.incrementId)} was approved. Print the return label and attach it to the parcel.</p>`,
    label,
  );
  if (!written) return;
  await mail(
    tx,
    e,
    "return_approved",
    `Your ${e.storeName} return ${e.rmaNumber} is approved`,
    [
      `Your return ${e.rmaNumber} of order #${e.incrementId} is approved.`,
      "Print the return label, attach it to the parcel and hand it to the carrier. We refund you once the items reach us.",
    ],
    { href: `${e.origin}${label}`, label: "Print the return label" },
  );
}

/** The return was refused, with the store's reason. */
export async function returnRefused(tx: Tx, e: ReturnEvent, reason: string): Promise<void> {
  const written = await note(
    tx,
    e,
    "refused",
    `Return ${e.rmaNumber} refused`,
    `<p>${escapeHtml(reason)}</p>`,
    RETURNS_PAGE_PATH,
  );
  if (!written) return;
  await mail(
    tx,
    e,
    "return_refused",
    `Your ${e.storeName} return ${e.rmaNumber} was refused`,
    [`We could not accept your return ${e.rmaNumber} of order #${e.incrementId}.`, `Reason: ${reason}`],
    { href: `${e.origin}${RETURNS_PAGE_PATH}`, label: "See your returns" },
  );
}

/** The refund was issued to the original payment (and points given back). */
export async function refundIssued(
  tx: Tx,
  e: ReturnEvent,
  money: { refundCents: number; pointsRefunded: number },
): Promise<void> {
  const points = money.pointsRefunded > 0 ? ` and ${money.pointsRefunded} points` : "";
  const written = await note(
    tx,
    e,
    "refunded",
    `Refund issued for return ${e.rmaNumber}`,
    `<p>${escapeHtml(moneyText(money.refundCents))}${escapeHtml(points)} went back to you for order #${escapeHtml(e.incrementId)}.</p>`,
    RETURNS_PAGE_PATH,
  );
  if (!written) return;
  await mail(
    tx,
    e,
    "return_refunded",
    `Your ${e.storeName} refund for return ${e.rmaNumber}`,
    [
      `We received the items of return ${e.rmaNumber} and refunded ${moneyText(money.refundCents)}${points} to your original payment method for order #${e.incrementId}.`,
      "Your bank may take a few business days to show it.",
    ],
    { href: `${e.origin}${RETURNS_PAGE_PATH}`, label: "See your returns" },
  );
}
