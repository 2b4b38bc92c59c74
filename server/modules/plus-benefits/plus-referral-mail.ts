// The mail a referrer gets when a friend they referred to Plus+ pays their first order: the reward
// and where to see it. In the store's mail frame (server/modules/mail/templates.ts): a plain text
// part that says what the HTML says.
import { escapeHtml } from "../mail/html";
import { button, layout, linkFallback, type MailContent, paragraph, textFooter } from "../mail/templates";

export function referralCreditMail(input: {
  storeName: string;
  firstname: string;
  /** The referred member's masked address. */
  friend: string;
  /** The reward as shown, e.g. "$20.00". */
  dollars: string;
  points: number;
  pageUrl: string;
}): MailContent<"plus_referral_credit"> {
  const { storeName, friend, dollars, pageUrl } = input;
  const points = input.points.toLocaleString("en-US");
  const subject = `You earned ${dollars} for referring a friend to ${storeName} Plus+`;
  const greeting = input.firstname.trim() ? `Hi ${input.firstname.trim()},` : "Hi,";
  const intro = `Your friend ${friend} joined ${storeName} Plus+ with your referral code and has paid their first order.`;
  const reward = `We added ${points} points (${dollars}) to your account. 100 points are worth $1 off your next order.`;
  const text = [
    greeting,
    "",
    intro,
    "",
    reward,
    "",
    "See your referrals:",
    pageUrl,
    "",
    textFooter(storeName),
  ].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(reward)),
      button(pageUrl, "See my referrals"),
      linkFallback(pageUrl),
    ].join("\n"),
  );
  return { kind: "plus_referral_credit", subject, text, html };
}
