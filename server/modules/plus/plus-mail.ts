// The membership receipt mail, in the style of server/modules/mail/templates.ts (a plain text part
// that says what the HTML says). Sent through the outbox in the payment's transaction.
import { escapeHtml } from "../mail/html";
import { button, layout, linkFallback, type MailContent, paragraph, textFooter } from "../mail/templates";

const dateText = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function plusReceiptMail(input: {
  storeName: string;
  firstname: string;
  orderSn: string;
  kindLabel: string;
  amount: string;
  periodStart: Date;
  periodEnd: Date;
  methodLabel: string;
  memberCenterUrl: string;
}): MailContent<"plus_receipt"> {
  const subject = `Your ${input.storeName} Plus+ receipt ${input.orderSn}`;
  const greeting = input.firstname.trim() ? `Hi ${input.firstname.trim()},` : "Hi,";
  const intro = `Thank you for joining ${input.storeName} Plus+. Member prices apply from now on.`;
  const facts = [
    `Order: ${input.orderSn}`,
    `Item: ${input.kindLabel}`,
    `Paid: $${input.amount} (${input.methodLabel})`,
    `Membership: ${dateText(input.periodStart)} – ${dateText(input.periodEnd)}`,
  ];
  const text = [
    greeting,
    "",
    intro,
    "",
    ...facts,
    "",
    "Your member centre:",
    input.memberCenterUrl,
    "",
    textFooter(input.storeName),
  ].join("\n");
  const html = layout(
    input.storeName,
    subject,
    [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      paragraph(facts.map(escapeHtml).join("<br>")),
      button(input.memberCenterUrl, "Go to my member centre"),
      linkFallback(input.memberCenterUrl),
    ].join("\n"),
  );
  return { kind: "plus_receipt", subject, text, html };
}
