/**
 * Google sign-in for the desktop app through the system browser (RFC 8252's loopback redirect):
 * Google does not let its sign-in page run inside an embedded app window, and Firebase's popup needs
 * an authorised web origin, which app://motomart is not. So the app opens the website's
 * /desktop-sign-in page in the user's browser; that page signs in with Google as the website does
 * and posts the Google credential to a one-time listener on 127.0.0.1, checked by a random state.
 * The renderer then signs in to Firebase with that credential (signInWithCredential).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { DesktopGoogleCredential } from "../../../ui/src/lib/desktop/desktop";

/** How long the app waits for the browser before giving up. */
const HANDOFF_TIMEOUT_MS = 5 * 60 * 1000;
/** The form the website posts: a Google ID token and access token are a few KB. */
const MAX_BODY_BYTES = 32 * 1024;
const MAX_TOKEN_CHARS = 8 * 1024;
/** The path the website's form posts to. */
export const HANDOFF_PATH = "/google";

export interface GoogleHandoffDeps {
  /** The website (the API origin serves it) whose /desktop-sign-in page does the Google part. */
  websiteOrigin: string;
  openExternal(url: string): Promise<void>;
  timeoutMs?: number;
  /** Brings the app window forward once the browser has handed over. */
  onHandedOver?: () => void;
}

export interface GoogleHandoff {
  /** The page opened in the browser (with the listener's port and the state). */
  url: string;
  /** The credential; null when cancelled; rejects on timeout or when the browser cannot be opened. */
  result: Promise<DesktopGoogleCredential | null>;
  cancel(): void;
}

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
  `<style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#0f172a;background:#f6f7f9}main{max-width:28rem;padding:2rem;background:#fff;border-radius:14px;box-shadow:0 8px 24px rgb(15 23 42/.08)}h1{font-size:1.3rem;margin:0 0 .5rem}</style>` +
  `</head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

function send(response: ServerResponse, status: number, title: string, text: string) {
  response.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "Referrer-Policy": "no-referrer",
  });
  response.end(page(title, text));
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const sameState = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A token, bounded and without control characters. Firebase checks the token itself; Google's are
 * JWTs, the Auth emulator's are plain JSON (with spaces and any letters), so no stricter shape here.
 */
const token = (value: string | null) => (value && value.length <= MAX_TOKEN_CHARS && !/[\x00-\x1f\x7f]/.test(value) ? value : null);

/** Starts the one-time listener, opens the browser on the website's hand-off page, and waits. */
export async function startGoogleHandoff(deps: GoogleHandoffDeps): Promise<GoogleHandoff> {
  const state = randomBytes(32).toString("base64url");
  let settle: (value: DesktopGoogleCredential | null | Error) => void = () => {};
  const result = new Promise<DesktopGoogleCredential | null>((resolve, reject) => {
    settle = (value) => (value instanceof Error ? reject(value) : resolve(value));
  });

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
      if (path !== HANDOFF_PATH) return send(response, 404, "Not found", "This address only takes the MotoMart app's Google sign-in.");
      if (request.method !== "POST") return send(response, 405, "Not here", "Start Google sign-in from the MotoMart app.");
      const body = await readBody(request);
      const form = new URLSearchParams(body ?? "");
      if (!sameState(form.get("state") ?? "", state)) {
        return send(
          response,
          403,
          "Sign-in link expired",
          "This sign-in does not match the one the MotoMart app started. Start Google sign-in from the app again.",
        );
      }
      const idToken = token(form.get("idToken"));
      const accessToken = token(form.get("accessToken"));
      if (!idToken)
        return send(
          response,
          400,
          "Sign-in incomplete",
          "Google did not hand over a sign-in token. Start Google sign-in from the app again.",
        );
      send(response, 200, "You are signed in", "Return to the MotoMart app; you can close this tab.");
      finish(accessToken ? { idToken, accessToken } : { idToken });
      deps.onHandedOver?.();
    })().catch(() => send(response, 400, "Sign-in incomplete", "Start Google sign-in from the MotoMart app again."));
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = (value: DesktopGoogleCredential | null | Error) => {
    clearTimeout(timer);
    server.close();
    server.closeAllConnections?.();
    settle(value);
  };

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // Loopback only: nothing off this machine can reach the listener.
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `${deps.websiteOrigin}/desktop-sign-in?${new URLSearchParams({ port: String(port), state })}`;
  timer = setTimeout(() => finish(new Error("Google sign-in timed out. Try again.")), deps.timeoutMs ?? HANDOFF_TIMEOUT_MS);
  deps
    .openExternal(url)
    .catch((error: unknown) => finish(new Error(`Could not open your browser: ${error instanceof Error ? error.message : String(error)}`)));
  return { url, result, cancel: () => finish(null) };
}

/** One hand-off at a time: starting another (or cancelling) ends the one under way. */
export function googleSignIn(deps: GoogleHandoffDeps) {
  let current: GoogleHandoff | undefined;
  return {
    async signIn(): Promise<DesktopGoogleCredential | null> {
      current?.cancel();
      const handoff = await startGoogleHandoff(deps);
      current = handoff;
      try {
        return await handoff.result;
      } finally {
        if (current === handoff) current = undefined;
      }
    },
    cancel(): void {
      current?.cancel();
    },
  };
}
