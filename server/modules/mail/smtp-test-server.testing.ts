import { createServer } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME parts). */
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for searching the bodies. */
  decoded: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Quoted-printable as nodemailer writes it: "=\r\n" soft line breaks and =XX bytes. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * A real SMTP server on a free local port that keeps what it receives. Plain SMTP without
 * STARTTLS (its certificate would be self-signed) and without AUTH, as a local relay would be.
 * `rejectRecipients` answers RCPT TO with 550; `delayMs` holds each message before accepting it.
 */
export async function startTestSmtpServer(
  opts: { rejectRecipients?: boolean; delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const options: SMTPServerOptions = {
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!opts.rejectRecipients) return callback();
      const err = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = session.envelope;
        const finish = () => {
          received.push({
            from: envelope.mailFrom ? envelope.mailFrom.address : "",
            to: envelope.rcptTo.map((r) => r.address),
            raw,
            decoded: decodeQuotedPrintable(raw),
          });
          callback();
        };
        if (opts.delayMs) setTimeout(finish, opts.delayMs);
        else finish();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on (opened, then closed again): connections to it are refused. */
export async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
