/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { RATE_LIMITS, type LimitedRoute } from "../../edge-api/src/lib/platform/rate-limits";
import readme from "../../README.md?raw";
import wranglerToml from "../../wrangler.toml?raw";
import { call, json, type CallOptions } from "./support/api";
import { createEmulatorAccount } from "./support/emulator";
import { createBike, createUser, db, uniqueEmail } from "./support/fixtures";

/**
 * The real bindings of wrangler.toml, as `npm start` has them (miniflare's emulation). miniflare
 * counts in windows aligned to the clock, so a burst that straddles two windows starts counting
 * afresh. Each burst starts in a window with time to spare; one that still crossed into the next
 * window (a loaded machine) is run again with new callers, and only a burst within one window fails.
 */
async function inOneWindow<Callers>(period: number, callers: () => Promise<Callers>, burst: (callers: Callers) => Promise<void>) {
  const windowOf = (time: number) => Math.floor(time / (period * 1000));
  for (let attempt = 1; ; attempt++) {
    const prepared = await callers();
    const left = period * 1000 - (Date.now() % (period * 1000));
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const started = windowOf(Date.now());
    try {
      return await burst(prepared);
    } catch (error) {
      if (attempt === 3 || windowOf(Date.now()) === started) throw error;
    }
  }
}

// Addresses from the shared range 100.64.0.0/10, which no other test uses, under a /24 picked per run
// (counters may outlive a run by up to a period).
const random = (below: number) => Math.floor(Math.random() * below);
const prefix = `100.${64 + random(64)}.${random(256)}`;
let addresses = 0;
/** An address of its own, for one caller. */
const newAddress = () => `${prefix}.${++addresses}`;

async function expectLimited(response: Response, rule: LimitedRoute) {
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe(String(rule.period));
  expect((await json(response)).error).toEqual({ code: "rate_limited", message: rule.message });
}

const rule = (path: string) => RATE_LIMITS.find((r) => r.path === path)!;

describe("rate limits (edge-api/src/lib/platform/rate-limits.ts)", () => {
  for (const limited of RATE_LIMITS) {
    it(`${limited.method} ${limited.path}: ${limited.limit} calls per ${limited.period} s per ${limited.per}, then 429`, async () => {
      await inOneWindow(
        limited.period,
        async () => {
          // Empty bodies: every call counts, valid or not, so the flood is cheap to send.
          const caller: CallOptions = { ip: newAddress(), body: {} };
          if (limited.per !== "ip") caller.token = (await createUser("buyer")).token;
          return caller;
        },
        async (caller) => {
          for (let n = 1; n <= limited.limit; n++) {
            expect((await call(limited.method, limited.path, caller)).status, `call ${n}`).not.toBe(429);
          }
          await expectLimited(await call(limited.method, limited.path, caller), limited);
        },
      );
    });
  }

  it("stops one buyer's bookings at the limit while another buyer at the same address still books", async () => {
    const bookings = rule("/api/bookings");
    await inOneWindow(
      bookings.period,
      async () => {
        const [buyer, otherBuyer, seller] = await Promise.all([createUser("buyer"), createUser("buyer"), createUser("seller")]);
        const bikes = await Promise.all(Array.from({ length: bookings.limit + 2 }, () => createBike(seller.id)));
        return { buyer, otherBuyer, bikes, ip: newAddress() };
      },
      async ({ buyer, otherBuyer, bikes, ip }) => {
        const book = (who: typeof buyer, bikeId: number) =>
          call("POST", "/api/bookings", {
            ip,
            token: who.token,
            body: { bikeId, phone: "+880 1712-345678", location: "Sylhet", email: who.email },
          });
        for (const bikeId of bikes.slice(0, bookings.limit)) expect((await book(buyer, bikeId)).status).toBe(201);
        await expectLimited(await book(buyer, bikes[bookings.limit]!), bookings);
        expect((await book(otherBuyer, bikes[bookings.limit + 1]!)).status).toBe(201);

        const saved = await db().selectFrom("bookings").select("bike_id").where("buyer_id", "=", buyer.id).execute();
        expect(saved).toHaveLength(bookings.limit);
      },
    );
  });

  it("counts anonymous contact messages per address; a signed-in visitor there shares it", async () => {
    const contact = rule("/api/contact");
    const message = { name: "Ana", email: "ana@example.com", message: "Do you ship to Khulna?" };
    await inOneWindow(
      contact.period,
      async () => ({ ip: newAddress(), member: await createUser("buyer") }),
      async ({ ip, member }) => {
        for (let n = 0; n < contact.limit; n++) expect((await call("POST", "/api/contact", { ip, body: message })).status).toBe(201);
        await expectLimited(await call("POST", "/api/contact", { ip, body: message }), contact);

        expect((await call("POST", "/api/contact", { ip: newAddress(), body: message })).status).toBe(201);
        await expectLimited(await call("POST", "/api/contact", { ip, token: member.token, body: message }), contact);
        // A token that does not verify is no way around the address's limit either.
        await expectLimited(await call("POST", "/api/contact", { ip, token: "not-a-real-token", body: message }), contact);
      },
    );
  });

  it("new accounts from one address share its limit on the public forms; an account is counted on its own too (#32)", async () => {
    const contact = rule("/api/contact");
    await inOneWindow(
      contact.period,
      async () => ({
        ip: newAddress(),
        // Throwaway sign-ups: fresh accounts, unverified, without a MotoMart profile.
        throwaways: await Promise.all(
          Array.from({ length: 3 }, () =>
            createEmulatorAccount(uniqueEmail("throwaway"), "secret-123", "Throwaway", { emailVerified: false }),
          ),
        ),
        member: await createUser("buyer"),
        message: { name: "Spam", email: "spam@example.com", message: `Cheap bikes at ${uniqueEmail("spam")}` },
      }),
      async ({ ip, throwaways, member, message }) => {
        const send = (token: string, from = ip) => call("POST", "/api/contact", { ip: from, token, body: message });
        let sent = 0;
        for (let n = 0; n < contact.limit * 3; n++) if ((await send(throwaways[n % 3]!.idToken)).status === 201) sent++;
        expect(sent).toBe(contact.limit);
        await expectLimited(await send(throwaways[0]!.idToken), contact);
        // One account moving between addresses keeps its own count.
        for (let n = 0; n < contact.limit; n++) expect((await send(member.token, newAddress())).status).toBe(201);
        await expectLimited(await send(member.token, newAddress()), contact);
        const stored = await db().selectFrom("contact_messages").select("id").where("message", "=", message.message).execute();
        expect(stored).toHaveLength(contact.limit * 2);
      },
    );
  });

  it("counts sign-ups per address, however many new accounts come from it", async () => {
    const signUp = rule("/api/users");
    await inOneWindow(
      signUp.period,
      async () => ({
        ip: newAddress(),
        accounts: await Promise.all(Array.from({ length: signUp.limit + 1 }, () => createEmulatorAccount(uniqueEmail("signup")))),
      }),
      async ({ ip, accounts }) => {
        const save = (account: (typeof accounts)[number], from: string) =>
          call("PUT", "/api/users", { ip: from, token: account.idToken, body: { name: "New Rider", email: account.email, role: "buyer" } });
        for (const account of accounts.slice(0, signUp.limit)) expect((await save(account, ip)).status).toBe(201);
        const last = accounts[signUp.limit]!;
        await expectLimited(await save(last, ip), signUp);
        expect(await db().selectFrom("users").select("id").where("firebase_uid", "=", last.uid).executeTakeFirst()).toBeUndefined();
        expect((await save(last, newAddress())).status).toBe(201);
      },
    );
  });

  it("counts an IPv6 caller by its /64, so changing the last half of the address is no way around it", async () => {
    const newsletter = rule("/api/newsletter");
    await inOneWindow(
      newsletter.period,
      async () => `2001:db8:${random(0x10000).toString(16)}:${random(0x10000).toString(16)}`,
      async (network) => {
        for (let n = 0; n < newsletter.limit; n++) {
          const ip = `${network}::${n + 1}`;
          expect((await call("POST", "/api/newsletter", { ip, body: { email: uniqueEmail("news") } })).status).toBe(201);
        }
        await expectLimited(
          await call("POST", "/api/newsletter", { ip: `${network.toUpperCase()}:ffff:1:2:3`, body: { email: uniqueEmail("news") } }),
          newsletter,
        );
      },
    );
  });
});

const COUNTED_PER: Record<LimitedRoute["per"], string> = {
  ip: "IP address",
  user: "user, or IP address when signed out",
  "user and ip": "user and IP address, both must allow",
  account: "user (calls without a valid token are not counted)",
};

describe("the limits are the same everywhere they are written", () => {
  /** Every `[[ratelimits]]` of wrangler.toml, by Worker (`local` for the top level). */
  const declared = () => {
    const blocks = [
      ...wranglerToml.matchAll(
        /^\[\[(?:env\.(\w+)\.)?ratelimits\]\]\nname = "(\w+)"\nnamespace_id = "(\d+)"\nsimple = \{ limit = (\d+), period = (\d+) \}$/gm,
      ),
    ];
    // Every declaration must be in the one spelling above, or it would escape this check.
    expect(blocks).toHaveLength(wranglerToml.match(/^\[\[.*ratelimits\]\]/gm)?.length ?? 0);
    return blocks.map(([, worker = "local", name, namespace, limit, period]) => ({
      worker,
      name,
      namespace,
      limit: Number(limit),
      period: Number(period),
    }));
  };

  it("wrangler.toml binds each limit for the local Worker, staging and production, each with its own counters", () => {
    const bindings = declared();
    for (const worker of ["local", "staging", "production"]) {
      expect(
        bindings.filter((b) => b.worker === worker).map(({ name, limit, period }) => ({ name, limit, period })),
        worker,
      ).toEqual(RATE_LIMITS.map((r) => ({ name: r.binding, limit: r.limit, period: r.period })));
    }
    const namespaces = bindings.map((b) => b.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it("the README's Rate limits table lists each limit", () => {
    const section = readme.split("\n### Rate limits\n")[1]?.split(/\n#+ /)[0] ?? "";
    const rows = section.split("\n").filter((line) => /^\| [^-|]/.test(line) && !line.startsWith("| what "));
    expect(rows).toEqual(
      RATE_LIMITS.map((r) => `| ${r.name} | \`${r.method} ${r.path}\` | ${r.limit} per ${r.period} s | ${COUNTED_PER[r.per]} |`),
    );
  });
});
