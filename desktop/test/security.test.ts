import { describe, expect, it } from "vitest";
import type { BrowserWindow } from "electron";
import { contentSecurityPolicy } from "../src/main/csp";
import { createAppProtocolHandler } from "../src/main/protocol";
import { createMainWindow, denyPermissions, guardNavigation, isAppUrl, secureWebPreferences } from "../src/main/window";
import { DEFAULT_BOUNDS } from "../src/main/window-state";
import { FakeBrowserWindow, FakeWebContents, fakeShell } from "./fakes";

const openWindow = (bounds = DEFAULT_BOUNDS) => {
  const shell = fakeShell();
  const win = createMainWindow({
    BrowserWindow: FakeBrowserWindow as unknown as new () => BrowserWindow,
    shell,
    preloadPath: "/app/dist/preload.cjs",
    bounds,
    startUrl: "app://motomart/dashboard",
    additionalArguments: ["--motomart-version=1.2.3"],
  }) as unknown as FakeBrowserWindow;
  return { win, shell };
};

describe("the app window", () => {
  it("runs the renderer isolated, sandboxed, without Node and with web security", () => {
    const { win } = openWindow();
    const prefs = win.options.webPreferences;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: "/app/dist/preload.cjs",
      additionalArguments: ["--motomart-version=1.2.3"],
    });
    expect(secureWebPreferences("/p").nodeIntegration).toBe(false);
  });

  it("opens on the dashboard at the remembered size, maximized if it was", () => {
    const { win } = openWindow({ width: 1500, height: 900, x: 40, y: 50, maximized: true });
    expect(win.loaded).toBe("app://motomart/dashboard");
    expect(win.options).toMatchObject({ width: 1500, height: 900, x: 40, y: 50, show: false });
    expect(win.options).not.toHaveProperty("maximized");
    win.emit("ready-to-show");
    expect(win.maximized).toBe(true);
    expect(win.shown).toBe(true);
  });

  it("keeps navigation inside the app and sends web links to the system browser", () => {
    const { win, shell } = openWindow();
    const contents = win.webContents;
    expect(contents.navigate("will-navigate", "app://motomart/dashboard/myproduct")).toBe(false);
    expect(contents.navigate("will-navigate", "https://example.com/phish")).toBe(true);
    expect(contents.navigate("will-redirect", "http://evil.test/")).toBe(true);
    expect(contents.navigate("will-navigate", "file:///etc/passwd")).toBe(true);
    expect(contents.navigate("will-navigate", "app://other-host/")).toBe(true);
    expect(contents.navigate("will-attach-webview", "app://motomart/")).toBe(true);
    expect(shell.opened).toEqual(["https://example.com/phish", "http://evil.test/"]);
  });

  it("never opens a new window: web links go to the system browser, anything else is dropped", () => {
    const contents = new FakeWebContents();
    const shell = fakeShell();
    guardNavigation(contents as never, shell);
    expect(contents.openHandler!({ url: "https://stripe.com/docs" })).toEqual({ action: "deny" });
    expect(contents.openHandler!({ url: "app://motomart/dashboard" })).toEqual({ action: "deny" });
    expect(contents.openHandler!({ url: "javascript:alert(1)" })).toEqual({ action: "deny" });
    expect(contents.openHandler!({ url: "file:///tmp/x" })).toEqual({ action: "deny" });
    expect(shell.opened).toEqual(["https://stripe.com/docs"]);
  });

  it("tells app URLs from others", () => {
    expect(isAppUrl("app://motomart/dashboard")).toBe(true);
    expect(isAppUrl("app://motomart.evil/dashboard")).toBe(false);
    expect(isAppUrl("https://motomart/")).toBe(false);
    expect(isAppUrl("not a url")).toBe(false);
  });

  it("denies every browser permission request", () => {
    const answers: boolean[] = [];
    let check: (() => boolean) | undefined;
    denyPermissions({
      setPermissionRequestHandler: (handler) => handler!({} as never, "media", (granted) => answers.push(granted), {} as never),
      setPermissionCheckHandler: (handler) => void (check = handler as () => boolean),
    });
    expect(answers).toEqual([false]);
    expect(check!()).toBe(false);
  });
});

describe("the Content-Security-Policy", () => {
  const directives = (csp: string) => Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

  it("allows scripts only from the app (and Stripe.js), no eval, no plugins, no framing", () => {
    const d = directives(contentSecurityPolicy());
    expect(d["default-src"]).toEqual(["'self'"]);
    expect(d["script-src"]).toEqual(["'self'", "https://js.stripe.com"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["base-uri"]).toEqual(["'none'"]);
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    expect(d["connect-src"]).toContain("https://identitytoolkit.googleapis.com");
    expect(d["connect-src"]).not.toContain("http://127.0.0.1:9099");
  });

  it("adds the local Auth emulator only when asked (development against npm start)", () => {
    expect(directives(contentSecurityPolicy({ authEmulatorOrigin: "http://127.0.0.1:9099" }))["connect-src"]).toContain(
      "http://127.0.0.1:9099",
    );
  });
});

describe("the app:// protocol handler", () => {
  const files: Record<string, string> = {
    "/ui/index.html": "<!doctype html><div id=root></div>",
    "/ui/assets/app.js": "console.log(1)",
    "/ui/images/bike.svg": "<svg/>",
  };
  const calls: { url: string; init: RequestInit }[] = [];
  const handler = createAppProtocolHandler({
    uiRoot: "/ui",
    apiOrigin: "https://api.example.test",
    csp: "default-src 'self'",
    readFile: async (path) => {
      if (!(path in files)) throw new Error("ENOENT");
      return new TextEncoder().encode(files[path]);
    },
    fetch: async (url, init) => {
      calls.push({ url, init });
      if (url.includes("down")) throw new TypeError("fetch failed");
      const auth = new Headers(init.headers).get("authorization");
      // As the Worker answers: a signed-in caller's answer is theirs alone (edge-api/src/middleware/personal-answers.ts).
      return Response.json({ ok: true, auth }, { headers: auth ? { "Cache-Control": "private, no-store" } : {} });
    },
  });
  const get = (path: string, init?: RequestInit) => handler(new Request(`app://motomart${path}`, init));

  it("serves the UI build with its type and the CSP header", async () => {
    const response = await get("/assets/app.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("console.log(1)");
  });

  it("answers app routes with index.html (single-page app), a missing asset with 404", async () => {
    const route = await get("/dashboard/myproduct");
    expect(route.status).toBe(200);
    expect(route.headers.get("content-type")).toMatch(/text\/html/);
    expect(route.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(await route.text()).toContain("id=root");
    expect((await get("/assets/missing.js")).status).toBe(404);
  });

  it("never serves a file outside the UI build", async () => {
    files["/etc/secret.txt"] = "secret";
    for (const path of ["/../etc/secret.txt", "/%2e%2e/etc/secret.txt", "/assets/..%2f..%2fetc/secret.txt"]) {
      const response = await get(path);
      expect(await response.text()).not.toBe("secret");
    }
    expect((await handler(new Request("app://other/assets/app.js"))).status).toBe(404);
  });

  it("proxies /api/* to the configured origin with the token and body, and nothing else", async () => {
    calls.length = 0;
    const response = await get("/api/bulk/bikes?x=1", {
      method: "POST",
      headers: { Authorization: "Bearer t0k", "Content-Type": "application/json", Cookie: "session=1" },
      body: JSON.stringify({ bikes: [] }),
    });
    expect(await response.json()).toEqual({ ok: true, auth: "Bearer t0k" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://api.example.test/api/bulk/bikes?x=1");
    expect(calls[0]!.init.method).toBe("POST");
    expect(new TextDecoder().decode(calls[0]!.init.body as ArrayBuffer)).toBe('{"bikes":[]}');
    expect(new Headers(calls[0]!.init.headers).get("cookie")).toBeNull();
  });

  it("keeps no answer of its own: each caller gets the server's answer to their token, with its Cache-Control (#34)", async () => {
    calls.length = 0;
    const seller = await get("/api/bikes/my?email=s@x", { headers: { Authorization: "Bearer seller" } });
    const other = await get("/api/bikes/my?email=s@x", { headers: { Authorization: "Bearer other" } });
    expect([(await seller.json()).auth, (await other.json()).auth]).toEqual(["Bearer seller", "Bearer other"]);
    expect(seller.headers.get("cache-control")).toBe("private, no-store");
    expect(calls).toHaveLength(2);
  });

  it("passes on a signed-in user's ask for a fresh answer, so the edge cache answers with the Worker's own (#34)", async () => {
    calls.length = 0;
    await get("/api/bikes?id=3", { headers: { "Cache-Control": "no-cache" } });
    await get("/api/bikes?id=3");
    expect(calls.map((call) => new Headers(call.init.headers).get("cache-control"))).toEqual(["no-cache", null]);
  });

  it("answers 503 in the API's error shape when the server cannot be reached", async () => {
    const response = await get("/api/down");
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("unavailable");
  });
});
