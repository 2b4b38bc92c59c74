import { desc, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { Config } from "../../config";
import { mailOutbox } from "../../db/schema/mail";
import type { Deps } from "../../http/context";
import { pageNonce } from "../../http/security";
import { latestSms, SMS_MAILBOX_LIMIT, type SmsEntry } from "../sms/sms-outbox";
import { escapeHtml, linkifyText } from "./html";

/** Mails listed, newest first. */
export const MAILBOX_LIMIT = 50;

export type MailStatus = "sent" | "pending" | "failed";

export interface MailboxEntry {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  created_at: string;
  sent_at: string | null;
}

/**
 * Who may read the mailbox: everyone ("on"), nobody ("off"), or only a browser on this machine
 * ("local"). It shows sign-up codes and reset links, so a public site must never answer it
 * (docs/decisions/0020b-mailbox-under-npm-start.md):
 * - MAILBOX_PAGE decides when set (the browser journeys turn it on, an operator may turn it off);
 * - unset, it is on for development, tests and test mode;
 * - a production build (`npm start`) is "local" while it looks like a trial on one machine: mail is
 *   not delivered (no SMTP_URL, so the mailbox is the only way to read a code), no proxy in front
 *   (TRUST_PROXY off) and no public address (PUBLIC_URL unset or a loopback one). Anything else,
 *   a deployment, is "off".
 */
export function mailboxAccess(config: Config): "on" | "local" | "off" {
  if (config.MAILBOX_PAGE !== undefined) return config.MAILBOX_PAGE ? "on" : "off";
  if (config.NODE_ENV !== "production" || config.TEST_MODE) return "on";
  const trial =
    !config.SMTP_URL && !config.TRUST_PROXY && (!config.PUBLIC_URL || isLoopbackHost(config.PUBLIC_URL));
  return trial ? "local" : "off";
}

/** True when every request may read the mailbox (the "on" of mailboxAccess). */
export const mailboxEnabled = (config: Config): boolean => mailboxAccess(config) === "on";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function isLoopbackHost(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return LOOPBACK_NAMES.has(host) || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The socket's peer address of a request served by the node adapter ("" for in-process calls). */
function peerAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "";
}

/**
 * A browser on this machine, straight to the server: a loopback peer and no header a proxy adds
 * (a proxy on the same machine would otherwise make every visitor look local).
 */
function fromThisMachine(c: Context): boolean {
  const peer = peerAddress(c).replace(/^::ffff:/, "");
  const loopback = peer === "::1" || /^127\.\d+\.\d+\.\d+$/.test(peer);
  const forwarded = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"].some(
    (h) => c.req.header(h) !== undefined,
  );
  return loopback && !forwarded;
}

async function latestMails(deps: Deps, to: string): Promise<MailboxEntry[]> {
  const rows = await deps.db
    .select()
    .from(mailOutbox)
    .where(to ? eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(MAILBOX_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    kind: r.kind,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    status: r.sentAt ? "sent" : r.failedAt ? "failed" : "pending",
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt ? r.sentAt.toISOString() : null,
  }));
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#222}
form{display:flex;gap:8px;margin:0 0 16px}input{flex:1;padding:6px}
article{border:1px solid #ddd;border-radius:6px;margin:0 0 12px;padding:12px}
h2{font-size:16px;margin:0 0 4px}.meta{color:#666;font-size:13px;margin:0 0 8px}
.status{border-radius:3px;font-size:12px;font-weight:bold;padding:1px 6px}
.sent{background:#dff3e0}.pending{background:#fff3cd}.failed{background:#f8d7da}
pre{background:#f6f6f6;margin:0;overflow-x:auto;padding:8px;white-space:pre-wrap;word-break:break-word}`;

function mailboxHtml(mails: MailboxEntry[], to: string, nonce: string, texts: SmsEntry[] = []): string {
  const articles = mails.map(
    (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.kind)} · #${m.id} ·
<time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at)}</time> ·
<span class="status ${m.status}">${m.status}</span>${m.sent_at ? ` at ${escapeHtml(m.sent_at)}` : ""}</p>
<pre>${linkifyText(m.text)}</pre>
</article>`,
  );
  const heading = to ? `Mail to ${escapeHtml(to)}` : "All mail";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width"><title>Mailbox</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>
<body><h1>Mailbox</h1>
<p>Mail the store wrote (latest ${MAILBOX_LIMIT}, newest first). Development only.
<a href="/dev/mailbox.json${to ? `?to=${escapeHtml(encodeURIComponent(to))}` : ""}">JSON</a></p>
<form method="get" action="/dev/mailbox"><label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(to)}" placeholder="shopper@example.com">
<button type="submit">Filter</button>${to ? ' <a href="/dev/mailbox">Show all</a>' : ""}</form>
<h2>${heading}</h2>
${articles.length ? articles.join("\n") : "<p>No mail yet.</p>"}
${smsHtml(texts)}
</body></html>`;
}

/** The SMS outbox beside the mail (Plus+ phone codes): where a code is read without SMS_URL. */
function smsHtml(texts: SmsEntry[]): string {
  const items = texts.map(
    (s) => `<article>
<h2>Text to ${escapeHtml(s.phone)}</h2>
<p class="meta">${escapeHtml(s.purpose)} · #${s.id} ·
<time datetime="${escapeHtml(s.created_at)}">${escapeHtml(s.created_at)}</time> ·
<span class="status ${s.status}">${s.status}</span></p>
<pre>${escapeHtml(s.body)}</pre>
</article>`,
  );
  return `<h2 id="sms">Text messages (latest ${SMS_MAILBOX_LIMIT})</h2>
<p><a href="/dev/mailbox/sms.json">JSON</a> (?phone= for one number)</p>
${items.length ? items.join("\n") : "<p>No text messages yet.</p>"}`;
}

/**
 * GET /dev/mailbox (an HTML page) and GET /dev/mailbox.json ({list}): the outbox for developers and
 * browser tests, optionally for one recipient (?to=); GET /dev/mailbox/sms.json ({list}, ?phone=)
 * the SMS outbox, which the page lists too. 404 where mailboxAccess says no.
 */
export function mailboxRoutes(deps: Deps): Hono {
  const app = new Hono();
  const access = mailboxAccess(deps.config);
  const recipient = (c: Context) => (c.req.query("to") ?? "").trim();

  app.use("/dev/mailbox*", async (c, next) => {
    if (access === "off" || (access === "local" && !fromThisMachine(c))) return c.notFound();
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  });
  app.get("/dev/mailbox", async (c) =>
    c.html(
      mailboxHtml(
        await latestMails(deps, recipient(c)),
        recipient(c),
        pageNonce(c),
        // All texts on the unfiltered page; a recipient filter is an e-mail address, not a phone.
        recipient(c) ? [] : await latestSms(deps.db),
      ),
    ),
  );
  // The SMS outbox (Plus+ codes), optionally for one phone: browser journeys read codes here.
  app.get("/dev/mailbox/sms.json", async (c) =>
    c.json({ list: await latestSms(deps.db, c.req.query("phone") ?? "") }),
  );
  app.get("/dev/mailbox.json", async (c) => c.json({ list: await latestMails(deps, recipient(c)) }));
  return app;
}
