import nodemailer from "nodemailer";

/** What a transport delivers: one recipient, both parts. The sender is the transport's. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A way to deliver mail. send rejects when the mail was not accepted, so the worker retries it. */
export interface MailTransport {
  /** For log lines: where mail goes, without credentials. */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** SMTP_URL without its user and password, for logs. */
export function describeSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return "smtp";
  }
}

/**
 * SMTP through nodemailer. The URL carries everything nodemailer understands
 * (smtps:// for implicit TLS, user:pass@, ?pool=true, ?connectionTimeout=…); `from` is MAIL_FROM.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { from });
  return {
    description: describeSmtpUrl(url),
    async send(message) {
      const info = await transporter.sendMail(message);
      // With one recipient a refusal normally rejects the promise; a partial acceptance does not.
      if (info.rejected.length > 0) {
        throw new Error(`the server refused ${info.rejected.map(String).join(", ")}: ${info.response}`);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
