/**
 * The desktop app's main-process side as the renderer meets it, without Electron (whose binary
 * cannot be had here; README "Desktop app"): its own app:// handler
 * (desktop/src/main/protocol.ts), serving the UI build and proxying /api to the Worker, put behind
 * a local HTTP server so Chromium can load it. What differs from the app is only the transport.
 */
import { readFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { APP_ORIGIN } from "../../../desktop/src/main/config";
import { contentSecurityPolicy } from "../../../desktop/src/main/csp";
import { createAppProtocolHandler } from "../../../desktop/src/main/protocol";

/** Node's fetch has already decoded the body the Worker compressed, as Electron's net.fetch has. */
const DECODED_AWAY = new Set(["content-encoding", "content-length", "transfer-encoding"]);

const requestHeaders = (headers: IncomingHttpHeaders) =>
  Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((one) => [name, one] as [string, string]),
  );

/** Serves the desktop app's handler on a free local port until `close`. */
export async function startDesktopShell(options: { apiOrigin: string; uiRoot: string; authEmulatorOrigin: string }) {
  const handler = createAppProtocolHandler({
    uiRoot: options.uiRoot,
    apiOrigin: options.apiOrigin,
    csp: contentSecurityPolicy({ authEmulatorOrigin: options.authEmulatorOrigin }),
    readFile: (path) => readFile(path),
    fetch: (url, init) => fetch(url, init),
  });
  const server = createServer((incoming, outgoing) => {
    const method = incoming.method ?? "GET";
    const body = method === "GET" || method === "HEAD" ? undefined : (Readable.toWeb(incoming) as ReadableStream);
    const request = new Request(APP_ORIGIN + (incoming.url ?? "/"), {
      method,
      headers: requestHeaders(incoming.headers),
      body,
      duplex: "half",
    } as RequestInit);
    void handler(request).then(
      (response) => {
        const headers = [...response.headers].filter(([name]) => !DECODED_AWAY.has(name));
        outgoing.writeHead(response.status, Object.fromEntries(headers));
        if (response.body) Readable.fromWeb(response.body as WebReadableStream).pipe(outgoing);
        else outgoing.end();
      },
      (error: unknown) => outgoing.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
