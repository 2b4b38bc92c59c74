// The mail a referrer gets when a friend they referred to Plus+ pays their first order: the reward
// and where to see it. Inline styles only (mail clients drop <style>); every value from outside is
// escaped where it is interpolated.
import { escapeHtml } from "../mail/html";
import type { OutgoingMail } from "../mail/outbox";

const FONT = "font-family:Helvetica,Arial,sans-serif;color:#222;";
const p = (html: string) => `<p style="${FONT}font-size:15px;line-height:22px;margin:0 0 16px">${html}</p>`;

export function referralCreditMail(input: {
  storeName: string;
  firstname: string;
  /** The referred member's masked address. */
  friend: string;
  /** The reward as shown, e.g. "$20.00". */
  dollars: string;
  points: number;
  pageUrl: string;
}): Omit<OutgoingMail, "to"> {
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
    `The ${storeName} team`,
    "",
    `-- \nYou received this e-mail because you are a ${storeName} Plus+ member.`,
  ].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f4f4">`,
    `<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:6px;padding:24px 32px">`,
    `<p style="${FONT}font-size:22px;font-weight:bold;margin:0 0 16px">${escapeHtml(storeName)}</p>`,
    p(escapeHtml(greeting)),
    p(escapeHtml(intro)),
    p(escapeHtml(reward)),
    p(`<a href="${escapeHtml(pageUrl)}" style="color:#222">See your referrals</a>`),
    p(`The ${escapeHtml(storeName)} team`),
    `<p style="${FONT}font-size:12px;color:#888;margin:0">You received this e-mail because you are a ${escapeHtml(storeName)} Plus+ member.</p>`,
    "</div></body></html>",
  ].join("\n");
  return { kind: "plus_referral_credit", subject, text, html };
}
