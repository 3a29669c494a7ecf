import { desktop } from "./desktop/commands";

/** Saves text as a CSV file: the native save dialog in the desktop app, a download on the website. */
export async function saveCsvText(name: string, text: string): Promise<boolean> {
  const bridge = desktop();
  if (bridge) return bridge.saveCsv(name, text);
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
