// The game gift's shipped mail (decision 0045), in the store's mail frame: the gift, the order it
// was won with, the tracking number and a link to the Play to Win page.
import { escapeHtml } from "../mail/html";
import { button, layout, linkFallback, type MailContent, paragraph, textFooter } from "../mail/templates";

export function gameGiftShippedMail(input: {
  storeName: string;
  firstname: string;
  giftName: string;
  incrementId: string;
  trackingNumber: string;
  pageUrl: string;
}): MailContent<"game_gift_shipped"> {
  const { storeName, giftName, incrementId, trackingNumber, pageUrl } = input;
  const subject = `Your free gift is on its way: ${giftName}`;
  const hello = input.firstname ? `Hello ${input.firstname},` : "Hello,";
  const news = `The free gift you won with order #${incrementId} has shipped: ${giftName}.`;
  const tracking = `Tracking number: ${trackingNumber}`;
  const report = "If it arrives damaged or not as expected, you can report it within 7 days of receipt.";
  const text = [hello, "", news, tracking, "", report, "", pageUrl, "", textFooter(storeName)].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(news)),
      paragraph(escapeHtml(tracking)),
      paragraph(escapeHtml(report)),
      button(pageUrl, "See Play to Win"),
      linkFallback(pageUrl),
    ].join("\n"),
  );
  return { kind: "game_gift_shipped", subject, text, html };
}
