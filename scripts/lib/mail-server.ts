/**
 * The local mail server (#37 point 4): MailDev from npm, a real SMTP server that keeps what it
 * receives and shows it in a web inbox with a REST API (`GET /api/email`), which the tests read.
 * The Worker submits to it over SMTP like to any provider (edge-api/src/lib/mail/smtp.ts).
 */
import { MailDev } from "maildev";

export interface MailServer {
  /** The SMTP port the Worker sends to. */
  smtpPort: number;
  /** The web inbox (and its API under /api). */
  inboxUrl: string;
  stop(): Promise<void>;
}

export async function startMailServer(options: {
  smtpPort: number;
  webPort: number;
  /** Where it keeps what it received (its own folder: MailDev's default is one shared temp folder). */
  directory: string;
  /** Keep only the newest this many (0: all); `npm start` keeps its inbox across restarts within this. */
  maxEmails?: number;
}): Promise<MailServer> {
  const maildev = new MailDev({
    smtp: options.smtpPort,
    ip: "127.0.0.1",
    web: options.webPort,
    webIp: "127.0.0.1",
    silent: true,
    mailDirectory: options.directory,
    maxEmails: options.maxEmails ?? 0,
  });
  await maildev.start();
  return {
    smtpPort: options.smtpPort,
    inboxUrl: `http://127.0.0.1:${options.webPort}`,
    stop: () => maildev.stop(),
  };
}
