import { createServer } from "node:http";
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type RawData, type WebSocket } from "ws";

export interface PgRelay {
  port: number;
  close(): Promise<void>;
}

export interface PgRelayOptions {
  port: number;
  host?: string;
  /** Extra "host:port" targets besides loopback (e.g. the host of a DATABASE_URL). */
  allowTargets?: string[];
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/**
 * The WebSocket→TCP relay the Neon serverless driver expects (its `wsProxy`), so the Worker can
 * reach a plain local Postgres: ws://HOST:PORT/v1?address=db-host:db-port carries the raw Postgres
 * protocol in binary frames.
 */
export async function startPgRelay(options: PgRelayOptions): Promise<PgRelay> {
  const allowed = new Set(options.allowTargets ?? []);
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => {
    res.writeHead(426, { "content-type": "text/plain" }).end("WebSocket relay for Postgres\n");
  });
  const wss = new WebSocketServer({ noServer: true });

  server.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://relay");
    const target = parseTarget(url.searchParams.get("address"));
    // An open relay to arbitrary hosts would be an SSRF tool; only loopback and named targets.
    if (url.pathname !== "/v1" || !target || !(LOOPBACK.has(target.host) || allowed.has(`${target.host}:${target.port}`))) {
      socket.end("HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n");
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => pipe(ws, target, sockets));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const ws of wss.clients) ws.terminate();
      for (const socket of sockets) socket.destroy();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseTarget(address: string | null): { host: string; port: number } | undefined {
  const match = address?.match(/^(\[[^\]]+\]|[^:]+):(\d+)$/);
  if (!match?.[1] || !match[2]) return undefined;
  const port = Number(match[2]);
  return port > 0 && port < 65536 ? { host: match[1], port } : undefined;
}

/** The Postgres Terminate message: 'X' followed by an int32 length of 4. */
function isTerminate(data: Buffer): boolean {
  return data.length === 5 && data[0] === 0x58 && data.readInt32BE(1) === 4;
}

function pipe(ws: WebSocket, target: { host: string; port: number }, sockets: Set<Socket>): void {
  const tcp = connect({ host: target.host.replace(/^\[|\]$/g, ""), port: target.port });
  sockets.add(tcp);
  tcp.setNoDelay(true);

  const closeBoth = () => {
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
    tcp.end();
  };

  tcp.on("data", (chunk) => {
    if (ws.readyState === ws.OPEN) ws.send(chunk, { binary: true });
  });
  ws.on("message", (raw: RawData) => {
    const data = Buffer.isBuffer(raw) ? raw : Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw);
    tcp.write(data);
    // Measured: after Terminate neither side closes on its own in time — the driver waits for the
    // WebSocket to close, so client.end() hangs and connections leak. Close both once it is sent.
    if (isTerminate(data)) closeBoth();
  });

  tcp.on("close", () => {
    sockets.delete(tcp);
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
  });
  tcp.on("error", () => tcp.destroy());
  ws.on("close", () => tcp.end());
  ws.on("error", () => {
    ws.terminate();
    tcp.destroy();
  });
}
