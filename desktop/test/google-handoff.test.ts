import { afterEach, describe, expect, it, vi } from "vitest";
import { googleSignIn, HANDOFF_PATH, startGoogleHandoff, type GoogleHandoff } from "../src/main/google-handoff";

const WEBSITE = "https://motomart.example";
const started: GoogleHandoff[] = [];

async function start(options: { timeoutMs?: number; openExternal?: (url: string) => Promise<void> } = {}) {
  const opened: string[] = [];
  const onHandedOver = vi.fn();
  const handoff = await startGoogleHandoff({
    websiteOrigin: WEBSITE,
    openExternal: options.openExternal ?? (async (url) => void opened.push(url)),
    timeoutMs: options.timeoutMs,
    onHandedOver,
  });
  started.push(handoff);
  const url = new URL(handoff.url);
  const port = Number(url.searchParams.get("port"));
  const state = url.searchParams.get("state")!;
  /** What the website's form does: a POST of url-encoded fields to the loopback listener. */
  const post = (fields: Record<string, string>, path = HANDOFF_PATH) =>
    fetch(`http://127.0.0.1:${port}${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return { handoff, opened, port, state, post, onHandedOver };
}

afterEach(() => {
  for (const handoff of started.splice(0)) handoff.cancel();
});

describe("Google sign-in through the system browser (loopback hand-off)", () => {
  it("opens the website's hand-off page with the listener's port and a random state", async () => {
    const first = await start();
    const second = await start();
    expect(first.opened).toEqual([first.handoff.url]);
    const url = new URL(first.handoff.url);
    expect(url.origin + url.pathname).toBe(`${WEBSITE}/desktop-sign-in`);
    expect(first.port).toBeGreaterThan(0);
    expect(first.state).toMatch(/^[\w-]{43}$/);
    expect(second.state).not.toBe(first.state);
  });

  it("takes the credential posted with the right state, answers the browser, and stops listening", async () => {
    const { handoff, state, post, onHandedOver } = await start();
    const response = await post({ state, idToken: "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln", accessToken: "ya29.a0Af-x_y" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Return to the MotoMart app");
    await expect(handoff.result).resolves.toEqual({ idToken: "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln", accessToken: "ya29.a0Af-x_y" });
    expect(onHandedOver).toHaveBeenCalledOnce();
    await expect(post({ state, idToken: "again" })).rejects.toThrow();
  });

  it("refuses a post with another state, a GET, another path or no token, and keeps waiting", async () => {
    const { handoff, port, state, post } = await start();
    let settled = false;
    void handoff.result.then(() => (settled = true));
    expect((await post({ state: "guessed", idToken: "x.y.z" })).status).toBe(403);
    expect((await post({ state: `${state}x`, idToken: "x.y.z" })).status).toBe(403);
    expect((await fetch(`http://127.0.0.1:${port}${HANDOFF_PATH}?state=${state}&idToken=x`)).status).toBe(405);
    expect((await post({ state, idToken: "x.y.z" }, "/other")).status).toBe(404);
    expect((await post({ state })).status).toBe(400);
    expect((await post({ state, idToken: "line\nbreak" })).status).toBe(400);
    expect((await post({ state, idToken: "x".repeat(40 * 1024) }).catch(() => ({ status: 0 }))).status).not.toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect((await post({ state, idToken: "x.y.z" })).status).toBe(200);
    await expect(handoff.result).resolves.toEqual({ idToken: "x.y.z" });
  });

  it("listens on the loopback interface only", async () => {
    const { handoff } = await start();
    expect(new URL(handoff.url).searchParams.get("port")).toMatch(/^\d+$/);
    const { networkInterfaces } = await import("node:os");
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    if (external) {
      const port = new URL(handoff.url).searchParams.get("port");
      await expect(fetch(`http://${external.address}:${port}${HANDOFF_PATH}`, { method: "POST" })).rejects.toThrow();
    }
  });

  it("gives up after the timeout, and says so when the browser cannot be opened", async () => {
    const slow = await start({ timeoutMs: 50 });
    await expect(slow.handoff.result).rejects.toThrow("Google sign-in timed out. Try again.");
    const broken = await start({ openExternal: async () => Promise.reject(new Error("no browser")) });
    await expect(broken.handoff.result).rejects.toThrow("Could not open your browser: no browser");
  });

  it("runs one hand-off at a time: a new one or Cancel ends the waiting one with null", async () => {
    const opened: string[] = [];
    const google = googleSignIn({ websiteOrigin: WEBSITE, openExternal: async (url) => void opened.push(url) });
    const first = google.signIn();
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const second = google.signIn();
    await expect(first).resolves.toBeNull();
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    google.cancel();
    await expect(second).resolves.toBeNull();
    await expect(
      fetch(`http://127.0.0.1:${new URL(opened[1]!).searchParams.get("port")}${HANDOFF_PATH}`, { method: "POST" }),
    ).rejects.toThrow();
  });
});
