/**
 * The preload contract: the only things the desktop app's renderer can ask of the Electron main
 * process. The preload script (desktop/src/preload) implements it on `window.motomartDesktop`;
 * on the website the property is absent and every desktop feature degrades to nothing (or to a
 * plain file input / download link for CSV).
 */

/** What the native menu asks the renderer to do. */
export type DesktopCommand = { type: "navigate"; path: string } | { type: "import-csv" } | { type: "export-csv" } | { type: "select-all" };

export interface DesktopCsvFile {
  name: string;
  text: string;
}

export interface DesktopNotification {
  title: string;
  body: string;
  /** Where a click on the notification takes the user (an app path such as /dashboard/myproduct). */
  path?: string;
}

/** The Google credential the website's /desktop-sign-in page hands back to the app. */
export interface DesktopGoogleCredential {
  idToken: string;
  accessToken?: string;
}

export type DesktopRole = "admin" | "seller" | "buyer" | null;

export interface MotomartDesktop {
  readonly platform: string;
  readonly version: string;
  /** Native open dialog for a .csv file; null when the user cancels. */
  openCsv(): Promise<DesktopCsvFile | null>;
  /** Native save dialog, then writes the text; false when the user cancels. */
  saveCsv(suggestedName: string, text: string): Promise<boolean>;
  /** A native notification. */
  notify(notification: DesktopNotification): Promise<void>;
  /** Tells the main process the signed-in role so the menu offers that role's pages. */
  setRole(role: DesktopRole): Promise<void>;
  /**
   * Google sign-in through the system browser: opens the website's /desktop-sign-in page and
   * resolves with the Google credential it hands back (null when cancelled).
   */
  signInWithGoogle(): Promise<DesktopGoogleCredential | null>;
  /** Stops waiting for the browser. */
  cancelGoogleSignIn(): Promise<void>;
  /** Menu commands; returns the unsubscribe function. */
  onCommand(listener: (command: DesktopCommand) => void): () => void;
}

/** The IPC channel names the preload uses and the main process handles — nothing else. */
export type DesktopChannel = "csv:open" | "csv:save" | "notify" | "session:role" | "auth:google" | "auth:google-cancel";

declare global {
  interface Window {
    motomartDesktop?: MotomartDesktop;
  }
}
