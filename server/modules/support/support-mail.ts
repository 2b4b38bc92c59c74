// The mails of Exclusive Customer Service, in the style of server/modules/mail/templates.ts (one
// centred table, inline styles, a plain text part that says the same): the store's copy of a request
// or follow-up (to SUPPORT_EMAIL), the customer's receipt, and the store's reply. Every value from
// outside is escaped where it is interpolated; the customer's text keeps its line breaks.
import { escapeHtml } from "../mail/html";
import { button, layout, linkFallback, type MailContent, paragraph, textFooter } from "../mail/templates";

export interface SupportMailRequest {
  number: string;
  topicLabel: string;
  /** The order's number, or null for "no order". */
  orderIncrementId: string | null;
}

/** Plain text as HTML paragraphs' content: escaped, line breaks kept. */
const textHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

const quoted = (text: string) =>
  `<blockquote style="font-family:Helvetica,Arial,sans-serif;color:#222;font-size:15px;line-height:22px;margin:0 0 16px;padding:12px 16px;background:#f4f4f4;border-left:4px solid #222">${textHtml(text)}</blockquote>`;

const orderText = (r: SupportMailRequest) =>
  r.orderIncrementId ? `order #${r.orderIncrementId}` : "no order";

/** To the store's support address: a new request, or a follow-up on one. */
export function supportStoreMail(input: {
  storeName: string;
  request: SupportMailRequest;
  followUp: boolean;
  customer: { name: string; email: string };
  message: string;
  attachmentUrls: string[];
}): MailContent<"support_request_store" | "support_follow_up_store"> {
  const { request: r, customer } = input;
  const who = customer.name ? `${customer.name} <${customer.email}>` : customer.email;
  const subject = input.followUp
    ? `[${r.number}] Follow-up from ${customer.name || customer.email}`
    : `[${r.number}] ${r.topicLabel}: new request from ${customer.name || customer.email}`;
  const facts = [
    `Request: ${r.number}`,
    `Topic: ${r.topicLabel}`,
    `Order: ${r.orderIncrementId ? `#${r.orderIncrementId}` : "no order"}`,
    `Customer: ${who}`,
  ];
  const text = [
    input.followUp ? "The customer added a message to their request." : "A customer sent a new request.",
    "",
    ...facts,
    "",
    input.message,
    "",
    ...(input.attachmentUrls.length ? ["Pictures:", ...input.attachmentUrls, ""] : []),
    `Reply with: npm run ops -- support-reply --number ${r.number} --message "…"`,
    "",
    textFooter(input.storeName),
  ].join("\n");
  const html = layout(
    input.storeName,
    subject,
    [
      paragraph(
        input.followUp ? "The customer added a message to their request." : "A customer sent a new request.",
      ),
      paragraph(facts.map(escapeHtml).join("<br>")),
      quoted(input.message),
      ...(input.attachmentUrls.length
        ? [
            paragraph(
              `Pictures:<br>${input.attachmentUrls
                .map((u) => `<a href="${escapeHtml(u)}" style="color:#222">${escapeHtml(u)}</a>`)
                .join("<br>")}`,
            ),
          ]
        : []),
      paragraph(`Reply with <code>npm run ops -- support-reply --number ${escapeHtml(r.number)}</code>.`),
    ].join("\n"),
  );
  return { kind: input.followUp ? "support_follow_up_store" : "support_request_store", subject, text, html };
}

/** To the customer: we have their request, its number, and where the reply will be. */
export function supportReceiptMail(input: {
  storeName: string;
  firstname: string;
  request: SupportMailRequest;
  message: string;
  pageUrl: string;
}): MailContent<"support_request_customer"> {
  const { request: r } = input;
  const subject = `We received your request ${r.number}`;
  const greeting = input.firstname.trim() ? `Hi ${input.firstname.trim()},` : "Hi,";
  const intro = `Thank you for contacting ${input.storeName} customer service. Your request number is ${r.number} (${r.topicLabel}, ${orderText(r)}).`;
  const next =
    "We usually reply within one business day. You will get our reply by e-mail, and you can follow the conversation and add to it in your account.";
  const text = [
    greeting,
    "",
    intro,
    "",
    "Your message:",
    input.message,
    "",
    next,
    input.pageUrl,
    "",
    textFooter(input.storeName),
  ].join("\n");
  const html = layout(
    input.storeName,
    subject,
    [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      paragraph("Your message:"),
      quoted(input.message),
      paragraph(escapeHtml(next)),
      button(input.pageUrl, "See my requests"),
      linkFallback(input.pageUrl),
    ].join("\n"),
  );
  return { kind: "support_request_customer", subject, text, html };
}

/** To the customer: the store's reply to their request. */
export function supportReplyMail(input: {
  storeName: string;
  firstname: string;
  request: SupportMailRequest;
  reply: string;
  pageUrl: string;
}): MailContent<"support_reply"> {
  const { request: r } = input;
  const subject = `Reply to your request ${r.number}`;
  const greeting = input.firstname.trim() ? `Hi ${input.firstname.trim()},` : "Hi,";
  const intro = `Our customer service replied to your request ${r.number} (${r.topicLabel}, ${orderText(r)}):`;
  const next = "Need to add something? Reply in your account, on the request's page.";
  const text = [
    greeting,
    "",
    intro,
    "",
    input.reply,
    "",
    next,
    input.pageUrl,
    "",
    textFooter(input.storeName),
  ].join("\n");
  const html = layout(
    input.storeName,
    subject,
    [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      quoted(input.reply),
      paragraph(escapeHtml(next)),
      button(input.pageUrl, "See the conversation"),
      linkFallback(input.pageUrl),
    ].join("\n"),
  );
  return { kind: "support_reply", subject, text, html };
}
