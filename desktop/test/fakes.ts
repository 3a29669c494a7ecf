/** Small stand-ins for the electron API, recording what the modules under test do with it. */
import { EventEmitter } from "node:events";

export class FakeWebContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: string }) | undefined;
  sent: unknown[][] = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
  send(...args: unknown[]) {
    this.sent.push(args);
  }
  /** Emits like Chromium would and says whether a listener prevented it. */
  navigate(event: "will-navigate" | "will-redirect" | "will-attach-webview", url: string): boolean {
    let prevented = false;
    this.emit(event, { preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  webContents = new FakeWebContents();
  loaded: string | undefined;
  maximized = false;
  minimized = false;
  shown = false;
  focused = false;
  destroyed = false;
  bounds = { x: 10, y: 20, width: 1000, height: 700 };
  constructor(readonly options: Record<string, any>) {
    super();
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string) {
    this.loaded = url;
    return Promise.resolve();
  }
  maximize() {
    this.maximized = true;
  }
  show() {
    this.shown = true;
  }
  hide() {
    this.shown = false;
    this.focused = false;
  }
  focus() {
    this.focused = true;
  }
  restore() {
    this.minimized = false;
  }
  isMinimized() {
    return this.minimized;
  }
  /** The user clicks the window's close button: closes unless a listener prevents it. */
  close() {
    let prevented = false;
    this.emit("close", { preventDefault: () => (prevented = true) });
    if (!prevented) {
      this.destroyed = true;
      this.shown = false;
    }
  }
  isMaximized() {
    return this.maximized;
  }
  getNormalBounds() {
    return this.bounds;
  }
}

export const fakeShell = () => {
  const opened: string[] = [];
  return { opened, openExternal: async (url: string) => void opened.push(url) };
};

/** `app`: quit() emits before-quit and then closes the windows, as Electron does. */
export class FakeApp extends EventEmitter {
  quitCalls = 0;
  constructor(readonly windows: FakeBrowserWindow[] = []) {
    super();
  }
  quit() {
    this.quitCalls += 1;
    this.emit("before-quit");
    for (const win of this.windows) win.close();
  }
}

/** `new Tray(image)`: keeps its tooltip and menu (the template itself, see buildMenu in tests). */
export class FakeTray extends EventEmitter {
  toolTip = "";
  menu: any[] = [];
  setToolTip(text: string) {
    this.toolTip = text;
  }
  setContextMenu(menu: any[]) {
    this.menu = menu;
  }
  /** Clicks the menu item with this label. */
  choose(label: string) {
    const item = this.menu.find((entry) => entry.label === label);
    if (!item) throw new Error(`No tray menu item "${label}" in ${JSON.stringify(this.menu.map((entry) => entry.label))}`);
    item.click();
  }
}
