import { env } from "./test-env";

/** A mail as the local mail server's API (MailDev, GET /api/email) gives it. */
export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  to: { address: string; name?: string }[];
}

const inboxUrl = () => (env as unknown as { TEST_MAIL_INBOX_URL: string }).TEST_MAIL_INBOX_URL;

/** A header of a mail's raw source (the API's parsed headers hold only the subject), unfolded. */
const headerOf = (source: string, name: string): string | undefined => {
  const head = source.split(/\r?\n\r?\n/, 1)[0]!;
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  return match?.[1]!.replace(/\r?\n[ \t]+/g, " ");
};

/** Every mail the local mail server received for `address`, oldest first, with its HTML part and list headers. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${inboxUrl()}/api/email?${new URLSearchParams({ "to.address": address })}`);
  if (!response.ok) throw new Error(`mail inbox: ${response.status}`);
  const all = (await response.json()) as Omit<ReceivedMail, "html" | "headers">[];
  const mine = all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
  return Promise.all(
    mine.map(async (mail) => {
      const [html, source] = await Promise.all(
        ["html", "source"].map(async (part) => (await fetch(`${inboxUrl()}/api/email/${mail.id}/${part}`)).text()),
      );
      const headers: Record<string, string> = {};
      for (const name of ["List-Unsubscribe", "List-Unsubscribe-Post"]) {
        const value = headerOf(source!, name);
        if (value !== undefined) headers[name.toLowerCase()] = value;
      }
      return { ...mail, html: html!, headers };
    }),
  );
}

/** Waits until `address` has received at least `count` mails (the queue delivers within seconds), and answers them. */
export async function waitForMail(address: string, count = 1, timeoutMs = 20_000): Promise<ReceivedMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailTo(address);
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`${address} received ${mails.length} mails, waited for ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
