// The mail a customer gets when they file a warranty claim: its number, the product, what they
// wrote and how we will reach them. Inline styles only (mail clients drop <style>); every value
// from outside is escaped where it is interpolated.
import { escapeHtml } from "../mail/html";
import type { OutgoingMail } from "../mail/outbox";

const FONT = "font-family:Helvetica,Arial,sans-serif;color:#222;";
const p = (html: string) => `<p style="${FONT}font-size:15px;line-height:22px;margin:0 0 16px">${html}</p>`;

export function warrantyClaimMail(input: {
  storeName: string;
  firstname: string;
  claimNumber: string;
  productName: string;
  description: string;
  contact: string;
  pageUrl: string;
}): Omit<OutgoingMail, "to"> {
  const { storeName, claimNumber, productName, description, contact, pageUrl } = input;
  const subject = `Your ${storeName} warranty claim ${claimNumber} is received`;
  const greeting = input.firstname.trim() ? `Hi ${input.firstname.trim()},` : "Hi,";
  const intro = `We received your warranty claim ${claimNumber} for ${productName}.`;
  const next = `Our care team reviews every claim within 2 business days and will contact you by ${contact}. Keep the product and its packaging until then.`;
  const text = [
    greeting,
    "",
    intro,
    "",
    "What you told us:",
    description,
    "",
    next,
    "",
    "Follow your claim:",
    pageUrl,
    "",
    `The ${storeName} team`,
    "",
    `-- \nYou received this e-mail because this address was used at ${storeName}.`,
  ].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f4f4">`,
    `<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:6px;padding:24px 32px">`,
    `<p style="${FONT}font-size:22px;font-weight:bold;margin:0 0 16px">${escapeHtml(storeName)}</p>`,
    p(escapeHtml(greeting)),
    p(escapeHtml(intro)),
    p(`<strong>Claim number:</strong> ${escapeHtml(claimNumber)}`),
    p(`<strong>What you told us:</strong><br>${escapeHtml(description).replace(/\n/g, "<br>")}`),
    p(escapeHtml(next)),
    p(`<a href="${escapeHtml(pageUrl)}" style="color:#222">Follow your claim</a>`),
    p(`The ${escapeHtml(storeName)} team`),
    `<p style="${FONT}font-size:12px;color:#888;margin:0">You received this e-mail because this address was used at ${escapeHtml(storeName)}.</p>`,
    "</div></body></html>",
  ].join("\n");
  return { kind: "warranty_claim", subject, text, html };
}
