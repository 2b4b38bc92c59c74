// The shopper's mail for each fulfilment event of a shipment (shipped, out for delivery, delivered),
// in the style of server/modules/mail/templates.ts. Sent to the order's e-mail (a guest's order too)
// through the outbox, in the event's transaction (fulfilment-events.ts), so once per event.
import { SHIPMENTS_PATH, type ShipmentStatus, trackingUrl } from "../../../contract/fulfilment-constants";
import { RETURN_WINDOW_DAYS, returnRequestPagePath } from "../../../contract/returns-constants";
import { MY_REVIEWS_PAGE_PATH } from "../../../contract/reviews-constants";
import { SUPPORT_PAGE_PATH } from "../../../contract/support-constants";
import { escapeHtml } from "../mail/html";
import {
  button,
  FONT,
  layout,
  linkFallback,
  type MailContent,
  paragraph,
  textFooter,
} from "../mail/templates";

/** What a mail needs to know about the store: its name, its public origin, its support address. */
export interface MailSite {
  storeName: string;
  origin: string;
  supportEmail: string;
}

export interface ShipmentMailInput {
  site: MailSite;
  incrementId: string;
  /** A signed-in customer's order (links into the account) or a guest's (links to /shipments). */
  forCustomer: boolean;
  carrier: string;
  trackingNumber: string;
  items: { name: string; qty: number }[];
}

type Kind = "shipment_shipped" | "shipment_out_for_delivery" | "shipment_delivered";

/** Our tracking page with the number filled in (any carrier's number is tracked there). */
export const shipmentTrackingLink = (origin: string, trackingNumber: string) =>
  `${origin}${SHIPMENTS_PATH}?tracking=${encodeURIComponent(trackingNumber)}`;

function itemsHtml(items: ShipmentMailInput["items"]): string {
  const rows = items
    .map(
      (i) => `<tr><td style="${FONT}font-size:14px;padding:4px 0">${i.qty} × ${escapeHtml(i.name)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>`;
}

/** The mail of one event of a shipment. */
export function shipmentEventMail(event: ShipmentStatus, input: ShipmentMailInput): MailContent<Kind> {
  const { site, incrementId, carrier, trackingNumber } = input;
  const track = shipmentTrackingLink(site.origin, trackingNumber);
  const carrierPage = trackingUrl(carrier, trackingNumber);
  const external = carrierPage.startsWith("https://") ? carrierPage : "";
  const itemLines = input.items.map((i) => `  ${i.qty} x ${i.name}`);
  const tracking = `Carrier: ${carrier}\nTracking number: ${trackingNumber}`;
  const trackingHtml = `Carrier: <b>${escapeHtml(carrier)}</b><br>Tracking number: <b>${escapeHtml(trackingNumber)}</b>`;

  if (event === "shipped") {
    const subject = `Your ${site.storeName} order #${incrementId} has shipped`;
    const intro = `Good news: your order #${incrementId} is on its way.`;
    const text = [
      "Hello,",
      "",
      intro,
      "",
      tracking,
      `Track it: ${track}`,
      ...(external ? [`On ${carrier}'s site: ${external}`] : []),
      "",
      "In this shipment:",
      ...itemLines,
      "",
      textFooter(site.storeName),
    ].join("\n");
    const html = layout(
      site.storeName,
      subject,
      [
        paragraph("Hello,"),
        paragraph(escapeHtml(intro)),
        paragraph(trackingHtml),
        button(track, "Track my shipment"),
        linkFallback(track),
        ...(external
          ? [
              paragraph(
                `On ${escapeHtml(carrier)}'s site: <a href="${escapeHtml(external)}" style="color:#222">${escapeHtml(external)}</a>`,
              ),
            ]
          : []),
        paragraph("<b>In this shipment</b>"),
        itemsHtml(input.items),
      ].join("\n"),
    );
    return { kind: "shipment_shipped", subject, text, html };
  }

  if (event === "out_for_delivery") {
    const subject = `Your ${site.storeName} order #${incrementId} is out for delivery`;
    const intro = `Your order #${incrementId} is out for delivery and arrives today.`;
    const text = [
      "Hello,",
      "",
      intro,
      "",
      tracking,
      `Track it: ${track}`,
      "",
      "In this shipment:",
      ...itemLines,
      "",
      textFooter(site.storeName),
    ].join("\n");
    const html = layout(
      site.storeName,
      subject,
      [
        paragraph("Hello,"),
        paragraph(escapeHtml(intro)),
        paragraph(trackingHtml),
        button(track, "Track my shipment"),
        linkFallback(track),
        paragraph("<b>In this shipment</b>"),
        itemsHtml(input.items),
      ].join("\n"),
    );
    return { kind: "shipment_out_for_delivery", subject, text, html };
  }

  const subject = `Your ${site.storeName} order #${incrementId} was delivered`;
  const intro = `Your order #${incrementId} was delivered. We hope you love it!`;
  const review = `${site.origin}${MY_REVIEWS_PAGE_PATH}?tab=to-review`;
  const help = input.forCustomer ? `${site.origin}${SUPPORT_PAGE_PATH}` : `mailto:${site.supportEmail}`;
  // A customer starts a return from the order (within the window); a guest writes to the store.
  const returnUrl = `${site.origin}${returnRequestPagePath(incrementId)}`;
  const returnText = `Not what you wanted? You can return items within ${RETURN_WINDOW_DAYS} days of delivery:`;
  const helpText = input.forCustomer
    ? "Something wrong? Tell our customer service:"
    : `Something wrong, or want to return an item? Write to ${site.supportEmail}, quoting order #${incrementId}.`;
  const text = [
    "Hello,",
    "",
    intro,
    "",
    "Delivered:",
    ...itemLines,
    "",
    ...(input.forCustomer
      ? ["Tell other shoppers what you think: write a review.", review, "", returnText, returnUrl, ""]
      : []),
    helpText,
    ...(input.forCustomer ? [help] : []),
    "",
    `Tracking: ${track}`,
    "",
    textFooter(site.storeName),
  ].join("\n");
  const html = layout(
    site.storeName,
    subject,
    [
      paragraph("Hello,"),
      paragraph(escapeHtml(intro)),
      paragraph("<b>Delivered</b>"),
      itemsHtml(input.items),
      ...(input.forCustomer
        ? [
            paragraph("Tell other shoppers what you think:"),
            button(review, "Write a review"),
            paragraph(
              `${escapeHtml(returnText)} <a href="${escapeHtml(returnUrl)}" style="color:#222">Start a return</a>`,
            ),
          ]
        : []),
      paragraph(
        input.forCustomer
          ? `${escapeHtml(helpText)} <a href="${escapeHtml(help)}" style="color:#222">Contact customer service</a>`
          : `Something wrong, or want to return an item? Write to <a href="${escapeHtml(help)}" style="color:#222">${escapeHtml(site.supportEmail)}</a>, quoting order #${escapeHtml(incrementId)}.`,
      ),
      paragraph(
        `Tracking: <a href="${escapeHtml(track)}" style="color:#222">${escapeHtml(trackingNumber)}</a>`,
      ),
    ].join("\n"),
  );
  return { kind: "shipment_delivered", subject, text, html };
}
