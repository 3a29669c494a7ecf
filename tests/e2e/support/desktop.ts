/**
 * The desktop app's preload contract in Chromium: `window.motomartDesktop` as a stand-in that
 * records what the renderer asks of the main process (`window.__calls`), hands over the CSV "chosen
 * in the native dialog" (`window.__csv`), and answers Google sign-in as the main process would.
 */
import type { Page } from "@playwright/test";
import type { DesktopGoogleCredential } from "../../../ui/src/lib/desktop/desktop";

/**
 * Installs the preload stand-in; `next CSV` is what the native open dialog will return, and
 * `google` what the main process's Google hand-off (desktop/src/main/google-handoff.ts) resolves with.
 */
export async function asDesktopApp(page: Page, options: { google?: DesktopGoogleCredential | "wait-for-cancel" } = {}) {
  await page.addInitScript((google) => {
    const w = window as unknown as {
      __csv: { name: string; text: string } | null;
      __calls: unknown[][];
      __cancelGoogle?: () => void;
      motomartDesktop: unknown;
    };
    w.__csv = null;
    w.__calls = [];
    w.motomartDesktop = {
      platform: "linux",
      version: "test",
      openCsv: async () => (w.__calls.push(["csv:open"]), w.__csv),
      saveCsv: async (name: string, text: string) => (w.__calls.push(["csv:save", name, text.split("\r\n")[0], text]), true),
      notify: async (n: unknown) => void w.__calls.push(["notify", n]),
      setRole: async (role: unknown) => void w.__calls.push(["session:role", role]),
      // Like the main process: the credential, or (while the user is in the browser) a wait that Cancel ends with null.
      signInWithGoogle: () => {
        w.__calls.push(["auth:google"]);
        if (google !== "wait-for-cancel") return Promise.resolve(google);
        return new Promise((resolve) => (w.__cancelGoogle = () => resolve(null)));
      },
      cancelGoogleSignIn: async () => {
        w.__calls.push(["auth:google-cancel"]);
        w.__cancelGoogle?.();
      },
      onCommand: () => () => undefined,
    };
  }, options.google ?? "wait-for-cancel");
}
