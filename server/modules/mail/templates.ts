import { escapeHtml } from "./html";
import type { OutgoingMail } from "./outbox";

/** What a template renders; the caller adds the recipient: `enqueueMail(tx, { to, ...welcomeMail(…) })`. */
export type MailContent<K extends string = string> = Omit<OutgoingMail, "kind" | "to"> & { kind: K };

/** The lifetimes the copy promises; the services that issue codes and links enforce them. */
export const CODE_VALID_MINUTES = 10;
export const RESET_LINK_VALID_MINUTES = 60;
export const NEWSLETTER_CONFIRM_VALID_DAYS = 7;

// ---- Layout ------------------------------------------------------------------------------
// Mail clients ignore <style> blocks and external CSS, so the HTML part uses inline styles and a
// single centred table. Exported for the templates other modules keep beside their code (support,
// shipment mails). Every value that comes from outside is escaped where it is interpolated.

export const FONT = "font-family:Helvetica,Arial,sans-serif;color:#222;";

export function paragraph(html: string): string {
  return `<p style="${FONT}font-size:15px;line-height:22px;margin:0 0 16px">${html}</p>`;
}

export function button(href: string, label: string): string {
  return (
    `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="${FONT}display:inline-block;` +
    `background:#222;color:#fff;text-decoration:none;font-size:15px;font-weight:bold;padding:12px 24px;` +
    `border-radius:4px">${escapeHtml(label)}</a></p>`
  );
}

function codeBlock(code: string): string {
  return (
    `<p style="${FONT}font-size:32px;font-weight:bold;letter-spacing:8px;margin:0 0 16px;padding:16px;` +
    `background:#f4f4f4;border-radius:4px;text-align:center">${escapeHtml(code)}</p>`
  );
}

/** The link written out too, for clients that do not show buttons. */
export function linkFallback(href: string): string {
  return paragraph(
    `If the button does not work, copy this address into your browser:<br>` +
      `<a href="${escapeHtml(href)}" style="color:#222;word-break:break-all">${escapeHtml(href)}</a>`,
  );
}

export function layout(storeName: string, title: string, body: string): string {
  const store = escapeHtml(storeName);
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f4">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4">`,
    `<tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:6px">`,
    `<tr><td style="${FONT}padding:24px 32px;font-size:22px;font-weight:bold;border-bottom:1px solid #eee">${store}</td></tr>`,
    `<tr><td style="padding:24px 32px">${body}</td></tr>`,
    `<tr><td style="${FONT}padding:16px 32px;font-size:12px;color:#888;border-top:1px solid #eee">`,
    `You received this e-mail because this address was used at ${store}.</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join("\n");
}

export const textFooter = (storeName: string) =>
  `-- \nYou received this e-mail because this address was used at ${storeName}.`;

// ---- Templates ---------------------------------------------------------------------------

/** The code that confirms an e-mail address at registration, with a link that confirms it in one click. */
export function verificationCodeMail({
  storeName,
  code,
  link,
}: {
  storeName: string;
  code: string;
  link: string;
}): MailContent<"verification_code"> {
  const subject = `Your ${storeName} verification code: ${code}`;
  const expiry = `The code expires in ${CODE_VALID_MINUTES} minutes and can be used once.`;
  const text = [
    "Hello,",
    "",
    `Here is your ${storeName} verification code:`,
    "",
    `    ${code}`,
    "",
    `Enter it on the verification page to confirm your e-mail address. ${expiry}`,
    "",
    "Or verify your e-mail address with this link instead:",
    link,
    "",
    "If you did not create an account, you can ignore this e-mail.",
    "",
    textFooter(storeName),
  ].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph("Hello,"),
      paragraph(`Here is your ${escapeHtml(storeName)} verification code:`),
      codeBlock(code),
      paragraph(`Enter it on the verification page to confirm your e-mail address. ${expiry}`),
      paragraph("Or verify your e-mail address with this link instead:"),
      button(link, "Verify my e-mail address"),
      linkFallback(link),
      paragraph("If you did not create an account, you can ignore this e-mail."),
    ].join("\n"),
  );
  return { kind: "verification_code", subject, text, html };
}

/** The link (and code) that lets a customer choose a new password. */
export function passwordResetMail({
  storeName,
  code,
  link,
}: {
  storeName: string;
  code: string;
  link: string;
}): MailContent<"password_reset"> {
  const subject = `Reset your ${storeName} password`;
  const validity = `The link is valid for ${RESET_LINK_VALID_MINUTES} minutes and can be used once.`;
  const ignore = "If you did not ask for this, ignore this e-mail; your password stays the same.";
  const text = [
    "Hello,",
    "",
    `We received a request to reset the password of your ${storeName} account.`,
    "Choose a new password with this link:",
    link,
    "",
    validity,
    "",
    "Or enter this code on the reset page:",
    "",
    `    ${code}`,
    "",
    ignore,
    "",
    textFooter(storeName),
  ].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph("Hello,"),
      paragraph(
        `We received a request to reset the password of your ${escapeHtml(storeName)} account. ` +
          "Choose a new password with this link:",
      ),
      button(link, "Reset my password"),
      linkFallback(link),
      paragraph(validity),
      paragraph("Or enter this code on the reset page:"),
      codeBlock(code),
      paragraph(ignore),
    ].join("\n"),
  );
  return { kind: "password_reset", subject, text, html };
}

/** Sent once an account exists and its address is confirmed. */
export function welcomeMail({
  storeName,
  firstname,
  accountUrl,
}: {
  storeName: string;
  firstname: string;
  accountUrl: string;
}): MailContent<"welcome"> {
  const subject = `Welcome to ${storeName}`;
  const name = firstname.trim();
  const greeting = name ? `Hi ${name},` : "Hi,";
  const intro = `Welcome to ${storeName}! Your account is ready.`;
  const perks =
    "Sign in to follow your orders, keep your addresses for a faster checkout, save favorites to your wishlist and collect points on every purchase.";
  const text = [
    greeting,
    "",
    intro,
    "",
    perks,
    "",
    "Your account:",
    accountUrl,
    "",
    `Happy shopping,\nThe ${storeName} team`,
    "",
    textFooter(storeName),
  ].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(perks)),
      button(accountUrl, "Go to my account"),
      linkFallback(accountUrl),
      paragraph(`Happy shopping,<br>The ${escapeHtml(storeName)} team`),
    ].join("\n"),
  );
  return { kind: "welcome", subject, text, html };
}

/** Double opt-in: the link that confirms a newsletter sign-up (nothing is sent before it is followed). */
export function newsletterConfirmMail({
  storeName,
  link,
}: {
  storeName: string;
  link: string;
}): MailContent<"newsletter_confirm"> {
  const subject = `Confirm your ${storeName} newsletter subscription`;
  const ask = `Someone, hopefully you, asked to receive the ${storeName} newsletter at this address. Confirm with this link:`;
  const validity = `The link is valid for ${NEWSLETTER_CONFIRM_VALID_DAYS} days.`;
  const ignore = "If you did not ask for this, ignore this e-mail: you will not be subscribed.";
  const text = ["Hello,", "", ask, link, "", validity, "", ignore, "", textFooter(storeName)].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph("Hello,"),
      paragraph(escapeHtml(ask)),
      button(link, "Confirm my subscription"),
      linkFallback(link),
      paragraph(validity),
      paragraph(escapeHtml(ignore)),
    ].join("\n"),
  );
  return { kind: "newsletter_confirm", subject, text, html };
}
