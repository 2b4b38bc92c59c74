// The store coin's mail (decision 0047): coins arrived, from another customer (with their message)
// or from the store (with the operator's reason), in the store's mail frame, with the coin page.
import { coinsText, coinWorthText } from "../../../contract/coin-constants";
import { escapeHtml } from "../mail/html";
import { button, layout, linkFallback, type MailContent, paragraph, textFooter } from "../mail/templates";

export function coinsReceivedMail(input: {
  storeName: string;
  firstname: string;
  amount: number;
  /** "Ada (a***@example.com)" for a send, the store's name for a grant. */
  from: string;
  /** The sender's message or the grant's reason; "" for none. */
  note: string;
  balance: number;
  pageUrl: string;
}): MailContent<"coins_received"> {
  const { storeName, amount, from, note, balance, pageUrl } = input;
  const subject = `You received ${coinsText(amount)}`;
  const hello = input.firstname ? `Hello ${input.firstname},` : "Hello,";
  const news = `${from} sent you ${coinsText(amount)} (worth ${coinWorthText(amount)}).`;
  const message = note ? `Message: “${note}”` : "";
  const now = `Your balance is now ${coinsText(balance)}, worth ${coinWorthText(balance)}.`;
  const text = [
    hello,
    "",
    news,
    ...(message ? [message] : []),
    now,
    "",
    pageUrl,
    "",
    textFooter(storeName),
  ].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(news)),
      ...(message ? [paragraph(escapeHtml(message))] : []),
      paragraph(escapeHtml(now)),
      button(pageUrl, "See your coins"),
      linkFallback(pageUrl),
    ].join("\n"),
  );
  return { kind: "coins_received", subject, text, html };
}
