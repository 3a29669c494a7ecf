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
  shown = false;
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
