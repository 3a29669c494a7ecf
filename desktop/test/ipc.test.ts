import { describe, expect, it, vi } from "vitest";
import { csvFiles, MAX_CSV_BYTES, registerIpc, type IpcDeps } from "../src/main/ipc";

type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;

const setUp = () => {
  const handlers = new Map<string, Handler>();
  const deps: IpcDeps = {
    openCsv: vi.fn(async () => ({ name: "bikes.csv", text: "name\n" })),
    saveCsv: vi.fn(async () => true),
    notify: vi.fn(),
    setRole: vi.fn(),
    signInWithGoogle: vi.fn(async () => ({ idToken: "google-id-token" })),
    cancelGoogleSignIn: vi.fn(),
  };
  const channels = registerIpc({ handle: (channel: string, handler: Handler) => void handlers.set(channel, handler) } as never, deps);
  const fromApp = { senderFrame: { url: "app://motomart/dashboard/myproduct" } };
  const invoke = (channel: string, ...args: unknown[]) => handlers.get(channel)!(fromApp, ...args);
  return { handlers, deps, channels, invoke, fromApp };
};

describe("IPC: named, validated channels only", () => {
  it("registers exactly the preload contract's channels", () => {
    const { channels, handlers } = setUp();
    expect(channels.sort()).toEqual(["auth:google", "auth:google-cancel", "csv:open", "csv:save", "notify", "session:role"]);
    expect([...handlers.keys()].sort()).toEqual(channels);
  });

  it("passes valid calls on", async () => {
    const { invoke, deps } = setUp();
    expect(await invoke("csv:open")).toEqual({ name: "bikes.csv", text: "name\n" });
    expect(await invoke("csv:save", { suggestedName: "my-products.csv", text: "a,b" })).toBe(true);
    await invoke("notify", { title: "New booking", body: "Yamaha", path: "/dashboard/myproduct" });
    await invoke("session:role", "seller");
    await invoke("session:role", null);
    expect(deps.saveCsv).toHaveBeenCalledWith("my-products.csv", "a,b");
    expect(deps.notify).toHaveBeenCalledWith({ title: "New booking", body: "Yamaha", path: "/dashboard/myproduct" });
    expect(deps.setRole).toHaveBeenCalledWith(null);
    expect(await invoke("auth:google")).toEqual({ idToken: "google-id-token" });
    await invoke("auth:google-cancel");
    expect(deps.cancelGoogleSignIn).toHaveBeenCalledOnce();
  });

  it.each([
    ["csv:open", ["/etc/passwd"]],
    ["csv:save", [{ suggestedName: "../../.bashrc", text: "x" }]],
    ["csv:save", [{ suggestedName: "evil.exe", text: "x" }]],
    ["csv:save", [{ suggestedName: "ok.csv", text: "x", path: "/tmp/ok.csv" }]],
    ["csv:save", [{ suggestedName: "big.csv", text: "x".repeat(MAX_CSV_BYTES + 1) }]],
    ["notify", [{ title: "", body: "x" }]],
    ["notify", [{ title: "Hi", body: "x", path: "https://evil.test/" }]],
    ["notify", [{ title: "Hi", body: "x", path: "//evil.test/" }]],
    ["notify", ["just text"]],
    ["session:role", ["superuser"]],
    ["session:role", []],
    ["auth:google", ["https://evil.test/desktop-sign-in"]],
    ["auth:google-cancel", [1]],
  ])("refuses %s with %j", async (channel, args) => {
    const { invoke, deps } = setUp();
    await expect(invoke(channel, ...args)).rejects.toThrow(/invalid arguments/);
    for (const fn of Object.values(deps)) expect(fn).not.toHaveBeenCalled();
  });

  it("refuses calls from any frame that is not the app", async () => {
    const { handlers, deps } = setUp();
    for (const url of ["https://evil.test/", "file:///tmp/x.html", ""]) {
      await expect(handlers.get("csv:open")!({ senderFrame: { url } })).rejects.toThrow(/outside the app/);
    }
    await expect(handlers.get("csv:open")!({ senderFrame: null })).rejects.toThrow(/outside the app/);
    expect(deps.openCsv).not.toHaveBeenCalled();
  });
});

describe("csv:open / csv:save on native dialogs", () => {
  const dialogs = (over: Partial<Parameters<typeof csvFiles>[0]> = {}) => {
    const written: [string, string][] = [];
    const files = csvFiles({
      showOpenDialog: async () => ({ canceled: false, filePaths: ["/home/s/bikes.csv"] }),
      showSaveDialog: async () => ({ canceled: false, filePath: "/home/s/export" }),
      stat: async () => ({ size: 100 }),
      readFile: async () => "name,category\n",
      writeFile: async (path, text) => void written.push([path, text]),
      ...over,
    });
    return { files, written };
  };

  it("reads the chosen file and names it; a cancel is null", async () => {
    expect(await dialogs().files.openCsv()).toEqual({ name: "bikes.csv", text: "name,category\n" });
    expect(await dialogs({ showOpenDialog: async () => ({ canceled: true, filePaths: [] }) }).files.openCsv()).toBeNull();
  });

  it("refuses a file over 5 MB", async () => {
    await expect(dialogs({ stat: async () => ({ size: MAX_CSV_BYTES + 1 }) }).files.openCsv()).rejects.toThrow(/larger than 5 MB/);
  });

  it("writes to the path the user chose, adding .csv; a cancel writes nothing", async () => {
    const { files, written } = dialogs();
    expect(await files.saveCsv("my-products.csv", "a,b")).toBe(true);
    expect(written).toEqual([["/home/s/export.csv", "a,b"]]);
    const cancelled = dialogs({ showSaveDialog: async () => ({ canceled: true, filePath: "" }) });
    expect(await cancelled.files.saveCsv("x.csv", "a")).toBe(false);
    expect(cancelled.written).toEqual([]);
  });
});
