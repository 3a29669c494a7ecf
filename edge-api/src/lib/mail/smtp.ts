import { LogLevel, WorkerMailer } from "worker-mailer";
import type { Bindings } from "../../env";
import type { RenderedMail } from "./render";

/** Where and as whom mail is sent, and what links in it need: from the Worker's settings (mailSettings). */
export interface MailSettings {
  host: string;
  port: number;
  /** "tls": TLS from the start (port 465); otherwise STARTTLS whenever the server offers it. */
  secure: boolean;
  credentials?: { username: string; password: string };
  /** `MotoMart <no-reply@motomart.app>` as name and address. */
  from: { name: string; email: string };
  /** The site's origin, for links in mail (https://motomart.app). */
  origin: string;
  /** Signs unsubscribe links (lib/mail/unsubscribe-token.ts). */
  tokenSecret: string;
}

/** The Worker's mail settings, or the names of those missing (middleware/config-guard.ts refuses to serve without them when deployed). */
export function mailSettings(env: Bindings): MailSettings | { missing: string[] } {
  const missing: string[] = (["SMTP_HOST", "SMTP_PORT", "MAIL_FROM", "PUBLIC_ORIGIN", "MAIL_TOKEN_SECRET"] as const).filter(
    (name) => !env[name],
  );
  const from = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(env.MAIL_FROM ?? "");
  if (env.MAIL_FROM && !from) missing.push("MAIL_FROM (as Name <address>)");
  const port = Number(env.SMTP_PORT);
  if (env.SMTP_PORT && !(Number.isInteger(port) && port > 0 && port < 65536)) missing.push("SMTP_PORT (a port number)");
  if (missing.length || !from) return { missing };
  return {
    host: env.SMTP_HOST!,
    port,
    secure: env.SMTP_SECURE === "tls",
    credentials: env.SMTP_USER ? { username: env.SMTP_USER, password: env.SMTP_PASSWORD ?? "" } : undefined,
    from: { name: from[1] || "MotoMart", email: from[2]! },
    origin: env.PUBLIC_ORIGIN!.replace(/\/+$/, ""),
    tokenSecret: env.MAIL_TOKEN_SECRET!,
  };
}

/** One SMTP session: mails sent one after another, then closed. */
export interface SmtpSession {
  send(to: string, mail: RenderedMail): Promise<void>;
  close(): Promise<void>;
}

/** Opens a session with the mail server (worker-mailer over cloudflare:sockets). */
export async function openSmtp(settings: MailSettings): Promise<SmtpSession> {
  const mailer = await WorkerMailer.connect({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    credentials: settings.credentials,
    authType: ["plain", "login", "cram-md5"],
    socketTimeoutMs: 10_000,
    // Its failures reach deliverMail, which records and logs each with its mail.
    logLevel: LogLevel.NONE,
  });
  return {
    send: (to, mail) =>
      mailer.send({ from: settings.from, to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers }),
    close: () => mailer.close().catch(() => {}),
  };
}

/**
 * What a failure to send means: a 5xx reply is permanent (sending again gets the same answer), and
 * one to RCPT TO is about the recipient's address; anything else (4xx, no connection, a timeout)
 * may pass, so the mail is tried again.
 */
export function smtpFailure(error: unknown): { permanent: boolean; recipient: boolean; text: string } {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const code = /(?:^|\s)([245])\d\d(?:[\s-]|$)/.exec(text)?.[1];
  const permanent = code === "5";
  return { permanent, recipient: permanent && /\bRCPT TO\b/i.test(text), text };
}
