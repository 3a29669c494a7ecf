import { createMessageBatch, getQueueResult, createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../edge-api/src/index";
import { mailDecision, retryDelaySeconds, type MailFacts } from "../../edge-api/src/lib/mail/mail-decision";
import { enqueueOutbox, pruneOutbox, type MailJob } from "../../edge-api/src/lib/mail/outbox";
import { smtpFailure } from "../../edge-api/src/lib/mail/smtp";
import { unsubscribeToken } from "../../edge-api/src/lib/mail/unsubscribe-token";
import { notify } from "../../edge-api/src/lib/notifications/notify";
import { call, json } from "./support/api";
import { createBike, createConversation, createUser, db, type TestUser } from "./support/fixtures";
import { mailTo, waitForMail } from "./support/inbox";
import { env } from "./support/test-env";

/**
 * Email (#37): a notification's mail is written in its change's transaction, queued after the
 * answer, and sent by the queue's consumer over SMTP to the test stack's real mail server (MailDev),
 * whose inbox these tests read. A server that refuses mail is a real SMTP server too
 * (scripts/lib/refusing-mail-server.ts).
 */

const origin = env.PUBLIC_ORIGIN!;
const refusingPort = (env as unknown as { TEST_REFUSING_SMTP_PORT: string }).TEST_REFUSING_SMTP_PORT;

/**
 * How long a test waits for the queue: in a full run the consumer also delivers the mail other test
 * files wrote, and the two browser runners share the machine.
 */
const QUEUE_WAIT_MS = 60_000;
const QUEUE_TEST = { timeout: 3 * QUEUE_WAIT_MS };

const outboxOf = (userId: number) => db().selectFrom("mail_outbox").selectAll().where("user_id", "=", userId).orderBy("id").execute();

/** Waits until every outbox row of `userId` has been decided (sent, skipped or given up). */
async function settledOutbox(userId: number, count: number) {
  const until = Date.now() + QUEUE_WAIT_MS;
  for (;;) {
    const rows = await outboxOf(userId);
    if (rows.length >= count && rows.every((r) => r.sent_at || r.skipped || r.failed_at)) return rows;
    if (Date.now() > until) throw new Error(`outbox of ${userId} not settled: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs the Worker's queue handler on one batch of outbox rows, with the mail server at `port`. */
async function consume(ids: string[], options: { port?: string; queue?: string; attempts?: number } = {}) {
  const batch = createMessageBatch<MailJob>(
    options.queue ?? "motomart-mail-dev",
    ids.map((id, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: options.attempts ?? 1, body: { id } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, SMTP_PORT: options.port ?? env.SMTP_PORT } as never);
  return getQueueResult(batch, ctx);
}

/** An outbox row for `user`, written the way every change writes one. */
async function mailFor(user: TestUser, kind: "review_prompt" | "payment" = "review_prompt") {
  await notify(db(), { userId: user.id, kind, title: `Hello ${user.name}`, link: "/dashboard" });
  const rows = await outboxOf(user.id);
  return rows.at(-1)!.id;
}

describe("what is mailed", () => {
  it("mails the seller a buyer's message once per conversation while unread, with its text, link and unsubscribe", QUEUE_TEST, async () => {
    const [buyer, seller] = await Promise.all([createUser("buyer", { name: "Mila Buyer" }), createUser("seller")]);
    const bikeId = await createBike(seller.id, { name: "Ducati Monster 821" });
    const started = await call("POST", "/api/conversations", {
      token: buyer.token,
      body: { bikeId, body: "Is it still available?\nI can come today." },
    });
    expect(started.status).toBe(201);
    const { conversationId } = await json(started);

    const [mail] = await waitForMail(seller.email, 1, QUEUE_WAIT_MS);
    expect(mail!.subject).toBe("Mila Buyer wrote about Ducati Monster 821");
    expect(mail!.text).toContain("Is it still available?\nI can come today.");
    expect(mail!.text).toContain(`${origin}/dashboard/inbox/${conversationId}`);
    expect(mail!.html).toContain(`href="${origin}/dashboard/inbox/${conversationId}"`);
    expect(mail!.html).toContain("MotoMart");
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers["list-unsubscribe"]).toMatch(new RegExp(`^<${origin}/api/email/unsubscribe\\?token=[\\w.%-]+>$`));
    expect(mail!.text).toMatch(new RegExp(`Unsubscribe from New messages: ${origin}/unsubscribe\\?token=`));

    // A second message within 15 minutes, still unread: no second mail.
    const again = await call("POST", `/api/conversations/${conversationId}/messages`, { token: buyer.token, body: { body: "Hello?" } });
    expect(again.status).toBe(201);
    const rows = await settledOutbox(seller.id, 2);
    expect(rows.map((r) => r.skipped)).toEqual([null, "throttled"]);
    expect(await mailTo(seller.email)).toHaveLength(1);

    // The seller's reply mails the buyer: the window is per person.
    expect(
      (await call("POST", `/api/conversations/${conversationId}/messages`, { token: seller.token, body: { body: "Yes!" } })).status,
    ).toBe(201);
    const [reply] = await waitForMail(buyer.email, 1, QUEUE_WAIT_MS);
    expect(reply!.text).toContain("Yes!");
  });

  it("mails a conversation once when two batches deliver its messages at the same time", QUEUE_TEST, async () => {
    const [buyer, seller] = await Promise.all([createUser("buyer"), createUser("seller")]);
    const bikeId = await createBike(seller.id, { name: "Triumph Bonneville" });
    const conversationId = await createConversation(buyer, seller, { bikeId });
    const message = (text: string) => ({
      userId: seller.id,
      kind: "message" as const,
      title: `${buyer.name} wrote about Triumph Bonneville`,
      link: `/dashboard/inbox/${conversationId}`,
      mail: { text, conversationId },
    });
    await notify(db(), [message("Is it still available?"), message("Hello?")]);
    const [first, second] = (await outboxOf(seller.id)).map((r) => r.id);
    // The queue runs consumers concurrently: each message in its own batch, at once.
    await Promise.all([consume([first!]), consume([second!])]);
    const rows = await outboxOf(seller.id);
    expect(rows.filter((r) => r.sent_at !== null)).toHaveLength(1);
    expect(rows.filter((r) => r.skipped === "throttled")).toHaveLength(1);
    await waitForMail(seller.email, 1, QUEUE_WAIT_MS);
    expect(await mailTo(seller.email)).toHaveLength(1);
  });

  it("mails nothing for a change that rolled back, and the change's mail once it committed", QUEUE_TEST, async () => {
    const user = await createUser("buyer");
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await notify(trx, { userId: user.id, kind: "review_prompt", title: "Rolled back", link: "/dashboard" });
          throw new Error("the change failed");
        }),
    ).rejects.toThrow("the change failed");
    expect(await outboxOf(user.id)).toEqual([]);

    await db()
      .transaction()
      .execute((trx) => notify(trx, { userId: user.id, kind: "review_prompt", title: "Committed", link: "/dashboard/myorder" }));
    // Queued as a Cron Trigger's sweep queues what waits (a request queues only the mail it wrote).
    expect(await enqueueOutbox(db(), env.MAIL_QUEUE)).toBeGreaterThanOrEqual(1);
    const [mail] = await waitForMail(user.email, 1, QUEUE_WAIT_MS);
    expect(mail!.subject).toBe("Committed");
    expect(mail!.text).toContain(`${origin}/dashboard/myorder`);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it("sends money mails whatever the switches, without an unsubscribe link", async () => {
    const user = await createUser("buyer");
    await db()
      .updateTable("users")
      .set({ email_off: ["payments", "reviews"] })
      .where("id", "=", user.id)
      .execute();
    const payment = await mailFor(user, "payment");
    const review = await mailFor(user, "review_prompt");
    await consume([payment, review]);
    const [mail] = await waitForMail(user.email);
    expect(mail!.headers["list-unsubscribe"]).toBeUndefined();
    expect(mail!.text).toContain("so it is always sent");
    expect((await outboxOf(user.id)).map((r) => r.skipped)).toEqual([null, "switched_off"]);
  });
});

describe("delivery", () => {
  it(
    "retries a mail the server refuses for now with a growing delay, then gives it up for admins to see and send again",
    QUEUE_TEST,
    async () => {
      const [user, admin] = await Promise.all([createUser("buyer"), createUser("admin")]);
      const id = await mailFor(user);
      // Retried (after retryDelaySeconds: the queue's result does not show the delay, the table below lists it).
      const first = await consume([id], { port: refusingPort, attempts: 1 });
      expect(first.retryMessages).toEqual([{ msgId: "m0" }]);
      const third = await consume([id], { port: refusingPort, attempts: 3 });
      expect(third.retryMessages).toEqual([{ msgId: "m0" }]);
      let [row] = await outboxOf(user.id);
      expect(row).toMatchObject({ attempts: 3, sent_at: null, failed_at: null });
      expect(row!.last_error).toContain("451");

      // After the queue's retries it reaches the dead-letter queue, whose consumer gives it up.
      const dead = await consume([id], { queue: "motomart-mail-dead-dev" });
      expect(dead.explicitAcks.length + (dead.ackAll ? 1 : 0)).toBeGreaterThan(0);
      [row] = await outboxOf(user.id);
      expect(row!.failed_at).not.toBeNull();
      const listed = await json(await call("GET", "/api/email/undelivered", { token: admin.token }));
      expect(listed.items).toContainEqual(
        expect.objectContaining({ id, to: user.email, kind: "reviews", attempts: 3, lastError: expect.stringContaining("451") }),
      );

      // Sent again: queued by the answer, delivered by the real server.
      expect(await json(await call("POST", `/api/email/undelivered/${id}/retry`, { token: admin.token }))).toEqual({ ok: true });
      await waitForMail(user.email, 1, QUEUE_WAIT_MS);
      expect((await call("POST", `/api/email/undelivered/${id}/retry`, { token: admin.token })).status).toBe(404);
    },
  );

  it("stops mailing an address the server refuses for good", async () => {
    const user = await createUser("buyer");
    await db()
      .updateTable("users")
      .set({ email: `bounce-${user.email}` })
      .where("id", "=", user.id)
      .execute();
    const first = await consume([await mailFor(user)], { port: refusingPort });
    expect(first.retryMessages, JSON.stringify(await outboxOf(user.id))).toEqual([]);
    const [row] = await outboxOf(user.id);
    expect(row!.failed_at).not.toBeNull();
    expect(row!.last_error).toContain("550");
    // The next mail is not even tried, and the person sees why in their settings.
    await consume([await mailFor(user)]);
    expect((await outboxOf(user.id)).map((r) => r.skipped)).toEqual([null, "bounced"]);
    expect(await json(await call("GET", "/api/email/preferences", { token: user.token }))).toMatchObject({ bounced: true });
  });
});

describe("the outbox", () => {
  it("forgets mail decided more than 30 days ago, and keeps what was given up and what is recent", async () => {
    const user = await createUser("buyer");
    const row = (days: number, state: "sent" | "skipped" | "failed") => ({
      user_id: user.id,
      kind: "reviews" as const,
      subject: `${state} ${days} days ago`,
      body: "x",
      link: "/dashboard",
      conversation_id: null,
      created_at: new Date(Date.now() - days * 86_400_000),
    });
    for (const [days, state] of [
      [40, "sent"],
      [40, "skipped"],
      [40, "failed"],
      [5, "sent"],
    ] as const) {
      const { id } = await db().insertInto("mail_outbox").values(row(days, state)).returning("id").executeTakeFirstOrThrow();
      const done = { sent: { sent_at: new Date() }, skipped: { skipped: "read" }, failed: { failed_at: new Date() } }[state];
      await db()
        .updateTable("mail_outbox")
        .set({ ...done, enqueued_at: new Date() })
        .where("id", "=", id)
        .execute();
    }
    expect(await pruneOutbox(db())).toBeGreaterThanOrEqual(2);
    expect((await outboxOf(user.id)).map((r) => r.subject)).toEqual(["failed 40 days ago", "sent 5 days ago"]);
  });
});

describe("the person decides", () => {
  it("switches kinds off and on; payments cannot be switched off", async () => {
    const user = await createUser("seller");
    expect(await json(await call("GET", "/api/email/preferences", { token: user.token }))).toEqual({
      email: user.email,
      off: [],
      bounced: false,
    });
    const saved = await call("PUT", "/api/email/preferences", { token: user.token, body: { off: ["saved_searches", "messages"] } });
    expect(await json(saved)).toEqual({ email: user.email, off: ["saved_searches", "messages"], bounced: false });
    const refused = await call("PUT", "/api/email/preferences", { token: user.token, body: { off: ["payments"] } });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields).toEqual({ off: "Emails about payments and refunds cannot be switched off" });
    expect((await json(await call("GET", "/api/email/preferences", { token: user.token }))).off).toEqual(["saved_searches", "messages"]);
  });

  it("unsubscribes one kind by its signed link without signing in; refuses a tampered, expired or money link", async () => {
    const user = await createUser("buyer");
    const secret = env.MAIL_TOKEN_SECRET!;
    const token = await unsubscribeToken(secret, user.id, "saved_bikes");
    // RFC 8058's one-click post, as a mail client sends it.
    const oneClick = await call("POST", `/api/email/unsubscribe?token=${token}`, {
      rawBody: "List-Unsubscribe=One-Click",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(await json(oneClick)).toEqual({ kind: "saved_bikes" });
    expect((await call("POST", `/api/email/unsubscribe?token=${token}`)).status).toBe(200);
    expect((await json(await call("GET", "/api/email/preferences", { token: user.token }))).off).toEqual(["saved_bikes"]);

    const [head, payload, signature] = (await unsubscribeToken(secret, user.id, "reviews")).split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "1" })).toString(
      "base64url",
    );
    const cases = {
      tampered: `${head}.${forged}.${signature}`,
      "signed with another secret": await unsubscribeToken("not-the-secret", user.id, "reviews"),
      expired: await unsubscribeToken(secret, user.id, "reviews", new Date(Date.now() - 91 * 86_400_000)),
      money: await unsubscribeToken(secret, user.id, "payments"),
    };
    for (const [what, bad] of Object.entries(cases)) {
      const answer = await call("POST", `/api/email/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(answer.status, what).toBe(400);
      expect((await json(answer)).error.fields.token, what).toMatch(what === "expired" ? /has expired/ : /is not valid/);
    }
    expect((await json(await call("GET", "/api/email/preferences", { token: user.token }))).off).toEqual(["saved_bikes"]);
  });
});

describe("decisions", () => {
  const base: MailFacts = {
    kind: "messages",
    sentAt: null,
    failedAt: null,
    skipped: null,
    off: [],
    bounced: false,
    unread: 1,
    lastConversationMailAt: null,
  };
  const now = new Date("2026-11-28T12:00:00Z");
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it.each<[string, Partial<MailFacts>, string]>([
    ["a new message, nothing mailed yet", {}, "send"],
    ["already sent (a redelivery)", { sentAt: now }, "done"],
    ["already given up", { failedAt: now }, "done"],
    ["already skipped", { skipped: "read" }, "done"],
    ["the address bounced", { bounced: true }, "bounced"],
    ["messages switched off", { off: ["messages"] }, "switched_off"],
    ["another kind switched off", { off: ["reviews"] }, "send"],
    ["the conversation was read meanwhile", { unread: 0 }, "read"],
    ["mailed about it 5 minutes ago, still unread", { lastConversationMailAt: minutesAgo(5) }, "throttled"],
    ["mailed about it 16 minutes ago", { lastConversationMailAt: minutesAgo(16) }, "send"],
    ["payments switched off (cannot be)", { kind: "payments", off: ["payments"], unread: null }, "send"],
    ["a review prompt switched off", { kind: "reviews", off: ["reviews"], unread: null }, "switched_off"],
  ])("%s → %s", (_what, facts, expected) => {
    expect(mailDecision({ ...base, ...facts }, now)).toBe(expected);
  });

  it.each([
    [1, 30],
    [2, 60],
    [4, 240],
    [9, 3600],
  ])("attempt %i waits %i s before the next", (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });

  it.each([
    ["Invalid RCPT TO: <bounce@x.test> 550 5.1.1 No such mailbox here", { permanent: true, recipient: true }],
    ["Invalid MAIL FROM: <no-reply@motomart.test> 553 sender refused", { permanent: true, recipient: false }],
    ["Invalid RCPT TO: <a@x.test> 451 4.3.0 Try again later", { permanent: false, recipient: false }],
    ["Socket timeout!", { permanent: false, recipient: false }],
  ])("%s", (message, expected) => {
    expect(smtpFailure(new Error(message))).toMatchObject(expected);
  });
});
