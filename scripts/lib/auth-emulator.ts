import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { childEnv, ROOT, startService, waitForHttp } from "./process";

export const DEFAULT_PROJECT_ID = "demo-motomart";

export interface AuthEmulatorOptions {
  port: number;
  /**
   * The emulator hub's and the logging emulator's ports. Unset, the CLI takes the first free one
   * from 4400 and 4500 — which two emulators starting at the same moment may both pick.
   */
  hubPort?: number;
  loggingPort?: number;
  projectId?: string;
  /** Accounts are imported from here on start and exported here on a clean stop. */
  persistDir?: string;
  logFile: string;
  timeoutMs?: number;
}

export interface AuthEmulator {
  /** "127.0.0.1:PORT", the form FIREBASE_AUTH_EMULATOR_HOST and the SDKs expect. */
  host: string;
  projectId: string;
  /** Resolves when the emulator process exits (for noticing a crash). */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

/** Starts the Firebase Auth emulator (firebase-tools, Node only — no Java needed for auth). */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  // A generated config makes the port a parameter and keeps firebase-debug.log out of the repo
  // (the CLI treats the config's directory as the project directory and writes its log to cwd).
  const workDir = mkdtempSync(join(tmpdir(), "motomart-auth-"));
  writeFileSync(
    join(workDir, "firebase.json"),
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: options.port },
        ...(options.hubPort ? { hub: { host: "127.0.0.1", port: options.hubPort } } : {}),
        ...(options.loggingPort ? { logging: { host: "127.0.0.1", port: options.loggingPort } } : {}),
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );

  const args = ["emulators:start", "--only", "auth", "--project", projectId, "--config", join(workDir, "firebase.json")];
  if (options.persistDir) {
    mkdirSync(options.persistDir, { recursive: true });
    // --import fails on a directory without a previous export, so only pass it when there is one.
    if (existsSync(join(options.persistDir, "firebase-export-metadata.json"))) args.push("--import", options.persistDir);
    args.push("--export-on-exit", options.persistDir);
  }

  const service = startService("auth emulator", join(ROOT, "node_modules", ".bin", "firebase"), args, {
    cwd: workDir,
    logFile: options.logFile,
    env: childEnv({
      // Stay offline: NO_UPDATE_NOTIFIER skips the npm version check and CI skips the MOTD fetch;
      // a demo- project id never needs credentials.
      NO_UPDATE_NOTIFIER: "1",
      CI: "1",
      NO_COLOR: "1",
      // The emulator hub announces itself in $TMPDIR/hub-<project>.json and export-on-exit finds it
      // there; a private TMPDIR keeps two emulators of one project (npm start + tests) apart.
      TMPDIR: workDir,
    }),
  });
  const host = `127.0.0.1:${options.port}`;
  const stop = async () => {
    // SIGINT is the emulator's clean shutdown, which runs --export-on-exit first.
    await service.stop("SIGINT", 30_000);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://${host}/`, { timeoutMs: options.timeoutMs ?? 90_000, service, accept: (s) => s === 200 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, projectId, exited: service.exited, stop };
}

interface IdentityToolkitError {
  error?: { message?: string };
}

/**
 * fetch, tried again when the connection itself fails: a kept-alive socket the emulator has
 * already closed makes undici throw "fetch failed" (seen starting the test stack). Every call
 * here is safe to repeat: account creation answers DUPLICATE_LOCAL_ID the second time.
 */
async function fetchWithRetry(url: string, init: RequestInit, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function identityToolkit<T>(url: string, init: { method: string; body?: unknown; owner?: boolean }): Promise<T> {
  const response = await fetchWithRetry(url, {
    method: init.method,
    headers: {
      "content-type": "application/json",
      // "owner" is the emulator's stand-in for admin (service account) credentials.
      ...(init.owner ? { authorization: "Bearer owner" } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json().catch(() => ({}))) as T & IdentityToolkitError;
  if (!response.ok) throw new Error(json.error?.message ?? `HTTP ${response.status} from ${url}`);
  return json;
}

export interface EmulatorAccount {
  host: string;
  projectId?: string;
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/** Creates an account with a fixed uid; an existing uid or email is left as it is. */
export async function createEmulatorAccount(account: EmulatorAccount): Promise<"created" | "exists"> {
  const projectId = account.projectId ?? DEFAULT_PROJECT_ID;
  try {
    await identityToolkit(`http://${account.host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
      method: "POST",
      owner: true,
      body: {
        localId: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        // The demo works at once: sellers list bikes only with a verified address (README).
        emailVerified: true,
      },
    });
    return "created";
  } catch (error) {
    const message = String((error as Error).message);
    if (message.startsWith("DUPLICATE_LOCAL_ID") || message.startsWith("EMAIL_EXISTS")) return "exists";
    throw error;
  }
}
