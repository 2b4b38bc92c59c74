// The order confirmation e-mail (sent through the outbox when the payment succeeds): order number,
// items, totals, address and what happens next. Inline styles only: mail clients drop <style>.

import { addressLines, pickupStoreLines } from "../../../contract/address-lines";
import { PLUS_FIRST_ORDER_LABEL } from "../../../contract/cart-constants";
import { FREE_GIFT_LINE } from "../../../contract/order-constants";
import { escapeHtml } from "../mail/html";
import type { OutgoingMail } from "../mail/outbox";
import type { OrderRow } from "./order-ownership";
import type { OrderItemRow } from "./order-view";

const FONT = "font-family:Helvetica,Arial,sans-serif;color:#222;";
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** A line's price as the mail shows it: the free gift says so. */
const lineMoney = (i: OrderItemRow) => (i.isGift ? FREE_GIFT_LINE.price : money(i.rowTotalCents));
const giftNote = `${FREE_GIFT_LINE.label}. ${FREE_GIFT_LINE.note}`;

export function orderConfirmationMail(input: {
  storeName: string;
  orderUrl: string;
  order: OrderRow;
  items: OrderItemRow[];
}): Omit<OutgoingMail, "to"> {
  const { storeName, order, items, orderUrl } = input;
  const subject = `Your ${storeName} order #${order.incrementId} is confirmed`;
  const totals: [string, number][] = [
    ["Subtotal", order.subtotalCents],
    ...(order.protectionCents > 0 ? [["Protection plans", order.protectionCents] as [string, number]] : []),
    ...(order.discountCents > 0 ? [["Discount", -order.discountCents] as [string, number]] : []),
    ...(order.plusFirstOrderCents > 0
      ? [[PLUS_FIRST_ORDER_LABEL, -order.plusFirstOrderCents] as [string, number]]
      : []),
    ["Shipping", order.shippingCents],
    ["Tax", order.taxCents],
    ["Grand total", order.grandTotalCents],
  ];
  const showMoney = (c: number) => (c < 0 ? `-${money(-c)}` : money(c));
  // A store-pickup order's address is the store's: it says where to collect, not where it ships.
  const pickup = order.isPickup === 1;
  const heading = pickup ? "Pick up at" : "Shipping to";
  const address = pickup ? pickupStoreLines(order.shippingAddress) : addressLines(order.shippingAddress);
  const next = pickup
    ? "We are preparing your order now. We will e-mail you again when it is ready to pick up."
    : "We are preparing your order now. We will e-mail you again with tracking details when it ships.";
  const text = [
    "Hello,",
    "",
    `Thank you for your order. Your order number is #${order.incrementId}.`,
    "",
    ...items.map(
      (i) =>
        `${i.qty} x ${i.name} (${i.sku})  ${lineMoney(i)}` +
        (i.planTitle ? `\n    + ${i.planTitle} ${money((i.planPriceCents ?? 0) * i.qty)}` : "") +
        (i.isGift ? `\n    ${giftNote}` : ""),
    ),
    "",
    ...totals.map(([label, c]) => `${label}: ${showMoney(c)}`),
    "",
    `${heading}:`,
    ...address,
    "",
    next,
    `See your order: ${orderUrl}`,
    "",
    `-- \nYou received this e-mail because this address was used at ${storeName}.`,
  ].join("\n");
  const cell = (html: string, right = false) =>
    `<td style="${FONT}font-size:14px;padding:6px 0;${right ? "text-align:right" : ""}">${html}</td>`;
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f4f4"><table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fff;padding:24px">`,
    `<tr><td style="${FONT}font-size:22px;font-weight:bold">${escapeHtml(storeName)}</td></tr>`,
    `<tr><td style="${FONT}font-size:15px;padding:16px 0">Thank you for your order. Your order number is <b>#${escapeHtml(order.incrementId)}</b>.</td></tr>`,
    `<tr><td><table role="presentation" width="100%">`,
    ...items.map(
      (i) =>
        `<tr>${cell(`${i.qty} × ${escapeHtml(i.name)}${i.planTitle ? `<br><small>+ ${escapeHtml(i.planTitle)}</small>` : ""}${i.isGift ? `<br><small>${escapeHtml(giftNote)}</small>` : ""}`)}${cell(lineMoney(i), true)}</tr>`,
    ),
    ...totals.map(([label, c]) => `<tr>${cell(escapeHtml(label))}${cell(showMoney(c), true)}</tr>`),
    `</table></td></tr>`,
    `<tr><td style="${FONT}font-size:14px;padding:16px 0"><b>${heading}</b><br>${address.map(escapeHtml).join("<br>")}</td></tr>`,
    `<tr><td style="${FONT}font-size:14px">${escapeHtml(next)}</td></tr>`,
    `<tr><td style="padding:16px 0"><a href="${escapeHtml(orderUrl)}" style="${FONT}">See your order</a></td></tr>`,
    `</table></body></html>`,
  ].join("\n");
  return { kind: "order_confirmation", subject, text, html };
}
