import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { COMMAND_CHANNEL, createDesktopApi, userMessage } from "../src/preload/api";

const fakeIpc = () => {
  const emitter = new EventEmitter();
  const invoke = vi.fn(async () => undefined);
  return { emitter, invoke, ipc: { invoke, on: emitter.on.bind(emitter), removeListener: emitter.removeListener.bind(emitter) } as never };
};

describe("preload: window.motomartDesktop", () => {
  it("maps each method to its one named channel", async () => {
    const { ipc, invoke } = fakeIpc();
    const api = createDesktopApi(ipc, { platform: "linux", version: "1.2.3" });
    await api.openCsv();
    await api.saveCsv("a.csv", "x");
    await api.notify({ title: "t", body: "b" });
    await api.setRole("admin");
    await api.signInWithGoogle();
    await api.cancelGoogleSignIn();
    expect(invoke.mock.calls).toEqual([
      ["csv:open"],
      ["csv:save", { suggestedName: "a.csv", text: "x" }],
      ["notify", { title: "t", body: "b" }],
      ["session:role", "admin"],
      ["auth:google"],
      ["auth:google-cancel"],
    ]);
    expect(Object.keys(api).sort()).toEqual([
      "cancelGoogleSignIn",
      "notify",
      "onCommand",
      "openCsv",
      "platform",
      "saveCsv",
      "setRole",
      "signInWithGoogle",
      "version",
    ]);
  });

  it("hands the renderer only well-formed commands, never the IPC event, and unsubscribes", () => {
    const { ipc, emitter } = fakeIpc();
    const api = createDesktopApi(ipc, { platform: "linux", version: "1" });
    const seen: unknown[][] = [];
    const off = api.onCommand((...args) => seen.push(args));
    const event = { sender: "secret" };
    emitter.emit(COMMAND_CHANNEL, event, { type: "navigate", path: "/dashboard" });
    emitter.emit(COMMAND_CHANNEL, event, { type: "navigate", path: "//evil.test" });
    emitter.emit(COMMAND_CHANNEL, event, { type: "rm -rf" });
    emitter.emit(COMMAND_CHANNEL, event, { type: "import-csv" });
    off();
    emitter.emit(COMMAND_CHANNEL, event, { type: "export-csv" });
    expect(seen).toEqual([[{ type: "navigate", path: "/dashboard" }], [{ type: "import-csv" }]]);
    expect(emitter.listenerCount(COMMAND_CHANNEL)).toBe(0);
  });

  it("rejects with the main process's own message, without Electron's IPC prefix", async () => {
    const { ipc, invoke } = fakeIpc();
    invoke.mockRejectedValueOnce(new Error("Error invoking remote method 'auth:google': Error: Google sign-in timed out. Try again."));
    const api = createDesktopApi(ipc, { platform: "linux", version: "1" });
    await expect(api.signInWithGoogle()).rejects.toThrow(/^Google sign-in timed out. Try again.$/);
    expect(userMessage(new Error("Error invoking remote method 'csv:open': IpcRefused: big.csv is larger than 5 MB"))).toBe(
      "big.csv is larger than 5 MB",
    );
    expect(userMessage("plain")).toBe("plain");
  });
});
