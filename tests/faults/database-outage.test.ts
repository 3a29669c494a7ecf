/**
 * Postgres goes away while requests are in flight, and comes back. Its own local stack on its own
 * ports (scripts/lib/local-stack.ts), with Postgres started here so the test can stop and restart
 * it under a running `wrangler dev`: callers get 503 with Retry-After (never a 500), a bulk import
 * cut off mid-way leaves no partial rows, and the same Worker serves again once Postgres is back.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewBikeInput } from "../../edge-api/src/schemas/bike";
import { startEmbeddedPostgres, type RunningPostgres } from "../../scripts/lib/embedded-postgres";
import { startLocalStack, startWorker, type LocalStack } from "../../scripts/lib/local-stack";
import type { Service } from "../../scripts/lib/process";

const env = process.env;
const PORTS = {
  web: Number(env.TEST_FAULTS_PORT ?? 8790),
  pg: Number(env.TEST_FAULTS_PG_PORT ?? 15460),
  relay: Number(env.TEST_FAULTS_PG_RELAY_PORT ?? 15461),
  auth: Number(env.TEST_FAULTS_AUTH_EMULATOR_PORT ?? 9150),
  stripe: Number(env.TEST_FAULTS_STRIPE_PORT ?? 15462),
  smtp: Number(env.TEST_FAULTS_SMTP_PORT ?? 15465),
  inbox: Number(env.TEST_FAULTS_MAIL_INBOX_PORT ?? 15466),
};
const IMPORT_SIZE = 250;

let dir: string;
let postgres: RunningPostgres | undefined;
let stack: LocalStack | undefined;
let worker: { url: string; service: Service } | undefined;
let workerExited = false;
let seller: { email: string; token: string };
let categoryId: number;

const startPostgres = () => startEmbeddedPostgres({ dataDir: join(dir, "pg"), port: PORTS.pg });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "motomart-faults-"));
  chmodSync(dir, 0o755);
  postgres = await startPostgres();
  stack = await startLocalStack({
    ports: PORTS,
    portSettings: {
      web: "TEST_FAULTS_PORT",
      pg: "TEST_FAULTS_PG_PORT",
      relay: "TEST_FAULTS_PG_RELAY_PORT",
      auth: "TEST_FAULTS_AUTH_EMULATOR_PORT",
      stripe: "TEST_FAULTS_STRIPE_PORT",
      smtp: "TEST_FAULTS_SMTP_PORT",
      inbox: "TEST_FAULTS_MAIL_INBOX_PORT",
    },
    // Unset, the emulator CLI picks free ones (from 4400 and 4500); set them when stacks start side by side.
    authHubPort: Number(env.TEST_FAULTS_AUTH_EMULATOR_HUB_PORT ?? 0) || undefined,
    authLoggingPort: Number(env.TEST_FAULTS_AUTH_EMULATOR_LOGGING_PORT ?? 0) || undefined,
    pgDataDir: join(dir, "pg"),
    databaseUrl: postgres.connectionString,
    logsDir: dir,
    secretsFile: join(dir, "local-secrets.json"),
    mailDir: join(dir, "mail"),
  });
  // The API alone: an empty page stands in for the UI build.
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "index.html"), "<!doctype html><title>MotoMart</title>");
  worker = await startWorker({
    port: PORTS.web,
    assets: join(dir, "assets"),
    persistTo: join(dir, "wrangler"),
    vars: stack.workerVars,
    logFile: join(dir, "wrangler.log"),
  });
  void worker.service.exited.then(() => (workerExited = true));
  seller = await signUpSeller(stack.authEmulatorHost);
  categoryId = ((await (await fetch(`${worker.url}/api/categories`)).json()) as [{ _id: number }])[0]._id;
}, 180_000);

afterAll(async () => {
  await worker?.service.stop("SIGINT", 10_000);
  await stack?.stop();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A verified seller through the Auth emulator's REST API, saved by PUT /api/users as sign-up does. */
async function signUpSeller(emulatorHost: string): Promise<{ email: string; token: string }> {
  const email = `outage-seller-${Date.now()}@test.motomart`;
  const endpoint = (path: string) => `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`;
  const post = async <T>(path: string, body: unknown, admin = false): Promise<T> => {
    const response = await fetch(endpoint(path), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(admin ? { Authorization: "Bearer owner" } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const created = await post<{ localId: string }>("accounts:signUp", { email, password: "Outage#2026", returnSecureToken: true });
  await post("accounts:update", { localId: created.localId, emailVerified: true }, true);
  const { idToken } = await post<{ idToken: string }>("accounts:signInWithPassword", {
    email,
    password: "Outage#2026",
    returnSecureToken: true,
  });
  const saved = await api("PUT", "/api/users", idToken, { name: "Outage Seller", email, role: "seller" });
  if (!saved.ok) throw new Error(`PUT /api/users: ${saved.status} ${await saved.text()}`);
  return { email, token: idToken };
}

/** A call the Worker itself answers: fresh, never the edge cache's kept copy (edge-api/src/cache), whose answers outlive an outage. */
function api(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
  return fetch(`${worker!.url}${path}`, {
    method,
    headers: {
      "Cache-Control": "no-cache",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
}

const importBody = (prefix: string) => ({
  bikes: Array.from({ length: IMPORT_SIZE }, (_, i): NewBikeInput => ({
    id: categoryId,
    name: `${prefix} ${i + 1}`,
    picture: "/images/bikes/sport-red.svg",
    location: "Dhaka, Bangladesh",
    country: "Bangladesh",
    city: "Dhaka",
    model: "Outage",
    engineCc: 150,
    monthsUsed: 6,
    resalePrice: 1500 + i,
    originalPrice: 2500,
    sellerName: "Outage Seller",
    phone: "01700000000",
    email: seller.email,
    description: "A bike imported while the database went away.",
    condition: "good",
  })),
});

async function countNamed(prefix: string): Promise<number> {
  const client = new pg.Client({ connectionString: postgres!.connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM bikes WHERE name LIKE $1", [`${prefix} %`]);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe("Postgres stops while requests are in flight", () => {
  it("answers 503 with Retry-After, writes all of an import or none, and serves again when Postgres is back", async () => {
    expect((await api("GET", "/api/categories")).status).toBe(200);

    // Imports and browses in flight; Postgres stops underneath them.
    const prefixes = [1, 2, 3, 4].map((n) => `Outage ${Date.now().toString(36)} import ${n}`);
    const inFlight = [
      ...prefixes.map((prefix) => api("POST", "/api/bulk/bikes", seller.token, importBody(prefix))),
      ...Array.from({ length: 12 }, (_, i) => api("GET", `/api/bikes?id=${categoryId}&limit=${10 + i}`)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 40));
    await postgres!.stop();
    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect([200, 201, 503], `${answer.url}: ${answer.status}`).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.headers.get("Retry-After")).toBeTruthy();
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("unavailable");
      }
    }

    // While it is down: a clear 503 the UI can retry, for reads and writes alike.
    const down = await api("GET", "/api/categories");
    expect(down.status).toBe(503);
    expect(down.headers.get("Retry-After")).toBe("5");
    expect(((await down.json()) as { error: { message: string } }).error.message).toBe(
      "The marketplace is briefly unavailable. Try again in a moment.",
    );
    expect((await api("POST", "/api/newsletter", undefined, { email: "outage@test.motomart" })).status).toBe(503);
    // What the edge cache keeps still answers visitors meanwhile (the categories were read before).
    const kept = await fetch(`${worker!.url}/api/categories`);
    expect([kept.status, kept.headers.get("X-Edge-Cache")]).toEqual([200, "hit"]);

    // Back: the same Worker (no restart) serves again.
    postgres = await startPostgres();
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await api("GET", "/api/categories")).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect(workerExited, "the Worker kept running").toBe(false);

    // Each import either landed whole or not at all.
    for (const [index, prefix] of prefixes.entries()) {
      const landed = await countNamed(prefix);
      expect([0, IMPORT_SIZE], `import ${index + 1} left ${landed} rows`).toContain(landed);
      // A 201 promises the rows; a 503 may come after a commit the answer could not confirm.
      if (answers[index]!.status === 201) expect(landed, `import ${index + 1} answered 201`).toBe(IMPORT_SIZE);
    }
  });
});
