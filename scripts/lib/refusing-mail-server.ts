/**
 * A mail server that refuses every mail, for the API tests of retries and bounces
 * (tests/api/mail.test.ts): a real SMTP server (smtp-server, from npm) whose RCPT TO answers 550
 * "no such mailbox" for an address starting with "bounce", and 451 "try again later" for any other.
 */
import { SMTPServer } from "smtp-server";

export interface RefusingMailServer {
  port: number;
  stop(): Promise<void>;
}

export async function startRefusingMailServer(): Promise<RefusingMailServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const error = Object.assign(
        new Error(address.address.startsWith("bounce") ? "5.1.1 No such mailbox here" : "4.3.0 Try again later"),
        { responseCode: address.address.startsWith("bounce") ? 550 : 451 },
      );
      callback(error);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
