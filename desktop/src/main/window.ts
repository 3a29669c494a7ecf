import type {
  BrowserWindow as ElectronBrowserWindow,
  BrowserWindowConstructorOptions,
  Session,
  Shell,
  WebContents,
  WebPreferences,
} from "electron";
import { APP_HOST, APP_SCHEME } from "./config";
import type { WindowBounds } from "./window-state";

/** The renderer runs the website's code: no Node, isolated from the preload, sandboxed. */
export const secureWebPreferences = (preloadPath: string): WebPreferences => ({
  preload: preloadPath,
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  spellcheck: true,
});

/** A URL of the app itself (app://motomart/…). */
export function isAppUrl(raw: string): boolean {
  try {
    // Compared by parts: outside Electron a custom scheme's URL has the opaque origin "null".
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

/** A web page the system browser may open. */
function isExternalWebUrl(raw: string): boolean {
  try {
    const { protocol } = new URL(raw);
    return protocol === "https:" || protocol === "http:" || protocol === "mailto:";
  } catch {
    return false;
  }
}

type OpenExternal = Pick<Shell, "openExternal">;

/**
 * Navigation stays inside the app: a link elsewhere opens in the system browser (http, https,
 * mailto only), new windows are never created, and <webview> cannot be attached.
 */
export function guardNavigation(contents: WebContents, shell: OpenExternal): void {
  const leave = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    if (isExternalWebUrl(url)) void shell.openExternal(url);
  };
  contents.on("will-navigate", (event, url) => leave(event, url));
  contents.on("will-redirect", (event, url) => leave(event, url));
  contents.on("will-attach-webview", (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebUrl(url)) void shell.openExternal(url);
    return { action: "deny" };
  });
}

/** The renderer asks for no browser permissions (notifications go through IPC): deny them all. */
export function denyPermissions(session: Pick<Session, "setPermissionRequestHandler" | "setPermissionCheckHandler">): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

export interface MainWindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => ElectronBrowserWindow;
  shell: OpenExternal;
  preloadPath: string;
  bounds: WindowBounds;
  startUrl: string;
  /** Passed to the preload's process.argv (e.g. the app version). */
  additionalArguments?: string[];
}

/** The one app window at its remembered size and place, guarded, opened on the dashboard. */
export function createMainWindow(deps: MainWindowDeps): ElectronBrowserWindow {
  const { maximized, ...bounds } = deps.bounds;
  const win = new deps.BrowserWindow({
    ...bounds,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: "MotoMart",
    backgroundColor: "#ffffff",
    webPreferences: { ...secureWebPreferences(deps.preloadPath), additionalArguments: deps.additionalArguments ?? [] },
  });
  guardNavigation(win.webContents, deps.shell);
  win.once("ready-to-show", () => {
    if (maximized) win.maximize();
    win.show();
  });
  void win.loadURL(deps.startUrl);
  return win;
}
