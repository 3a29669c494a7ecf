import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { serialize, type DatabaseError } from "pg-protocol";
import type { BackendKeyDataMessage, ParameterStatusMessage } from "pg-protocol/dist/messages";
import { Parser } from "pg-protocol/dist/parser";

/**
 * A session pooler in front of the local Postgres, as Neon's pooled endpoint is in production:
 * the Worker opens a connection per request, and a new Postgres backend costs ~20 ms of CPU on
 * this machine (fork, start-up, authentication), more than most requests' queries. A session here
 * gets a backend another session left, reset with DISCARD ALL, and keeps it until it ends.
 *
 * It answers the client's start-up itself (the password, then the backend's own parameters) and
 * from then on pipes bytes both ways, following message boundaries only to know when a session
 * ends and whether its backend is idle. Why not PgBouncer (the bench's) or an npm package:
 * docs/decisions/0005-local-session-pooler.md.
 */
export interface PgPooler {
  /** The pooled URL for a database URL of the upstream server (same credentials and database, the pooler's host and port). */
  pooledUrl(databaseUrl: string): string;
  port: number;
  /** Backends started so far, and sessions served: the pool's use, for tests and logs. */
  stats(): { backendsStarted: number; sessions: number; idle: number };
  close(): Promise<void>;
}

export interface PgPoolerOptions {
  /** The server's URL: its host, port, user and password are what sessions are checked against and connect with. */
  upstreamUrl: string;
  port?: number;
  /** Idle backends kept per database; more are closed when their session ends. */
  maxIdlePerDatabase?: number;
  /** An idle backend is closed after this long unused. */
  idleTimeoutMs?: number;
}

/** A started backend: its socket, and where its reply stream is (a message boundary, the last ReadyForQuery's status). */
interface Backend {
  socket: Socket;
  database: string;
  /** What the backend said after authenticating it (ParameterStatus…, BackendKeyData): each session it serves is told the same. */
  greeting: Buffer;
  frames: FrameTracker;
  idleTimer?: NodeJS.Timeout;
}

const READY_FOR_QUERY = 0x5a;

/**
 * Follows a backend's replies message by message (a type byte and an int32 length, split across
 * chunks as TCP delivers them) without decoding them, to know whether the last one was
 * ReadyForQuery and with which transaction status: only an idle backend ('I') goes back to the pool.
 */
class FrameTracker {
  /** Body bytes of the current message still to come; 0 between messages. */
  private remaining = 0;
  private header = Buffer.alloc(5);
  private headerBytes = 0;
  private type = 0;
  /** The transaction status of the last message when it was a ReadyForQuery, else undefined. */
  status: string | undefined = "I";
  /** Called after each ReadyForQuery. */
  onReady?: (status: string) => void;

  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.remaining === 0) {
        this.header[this.headerBytes++] = chunk[at++]!;
        if (this.headerBytes < 5) continue;
        this.headerBytes = 0;
        this.type = this.header[0]!;
        this.remaining = this.header.readInt32BE(1) - 4;
        this.status = undefined;
        continue;
      }
      const take = Math.min(this.remaining, chunk.length - at);
      // ReadyForQuery's body is one byte: 'I' idle, 'T' in a transaction, 'E' in a failed one.
      if (this.type === READY_FOR_QUERY) this.status = String.fromCharCode(chunk[at]!);
      this.remaining -= take;
      at += take;
      if (this.remaining === 0 && this.status) this.onReady?.(this.status);
    }
  }

  /** Whether the replies rest between messages after a ReadyForQuery 'I'. */
  get idle(): boolean {
    return this.remaining === 0 && this.headerBytes === 0 && this.status === "I";
  }
}

const cstring = (text: string) => Buffer.from(`${text}\0`);
const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};
/** A message as the server sends it: its type, its length (itself included), its body. */
const backendMessage = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  return Buffer.concat([Buffer.from(type), int32(content.length + 4), content]);
};
const AUTHENTICATION_CLEARTEXT_PASSWORD = backendMessage("R", int32(3));
const AUTHENTICATION_OK = backendMessage("R", int32(0));
const READY_IDLE = backendMessage("Z", Buffer.from("I"));
const errorMessage = (code: string, message: string) =>
  backendMessage("E", cstring("SFATAL"), cstring("VFATAL"), cstring(`C${code}`), cstring(`M${message}`), Buffer.from([0]));

/** Start-up request codes: the protocol version 3.0, and the requests that come instead of a start-up. */
const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSS_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;

/**
 * Splits what a client sends into whole messages: the first ones (start-up, SSL request) have no
 * type byte, later ones a type byte and then, like them, an int32 length that counts itself.
 */
class MessageReader {
  /** Bytes received and not yet split off: whole chunks, joined only when a message is complete (no copying per chunk). */
  private chunks: Buffer[] = [];
  private length = 0;
  typed = false;

  *push(chunk: Buffer): Generator<Buffer> {
    this.chunks.push(chunk);
    this.length += chunk.length;
    for (;;) {
      const start = this.typed ? 1 : 0;
      if (this.length < start + 4) return;
      if (this.chunks[0]!.length < start + 4) this.chunks = [Buffer.concat(this.chunks)];
      const end = start + this.chunks[0]!.readInt32BE(start);
      if (this.length < end) return;
      if (this.chunks[0]!.length < end) this.chunks = [Buffer.concat(this.chunks)];
      const first = this.chunks[0]!;
      const message = first.subarray(0, end);
      if (first.length === end) this.chunks.shift();
      else this.chunks[0] = first.subarray(end);
      this.length -= end;
      yield message;
    }
  }
}

/** The start-up message's parameters (user, database, …): pairs of C strings after the version. */
function startupParameters(message: Buffer): Map<string, string> {
  const parts = message.toString("utf8", 8).split("\0");
  const parameters = new Map<string, string>();
  for (let at = 0; at + 1 < parts.length && parts[at]; at += 2) parameters.set(parts[at]!, parts[at + 1]!);
  return parameters;
}

/** A failure to start a backend, with the SQLSTATE the client is told (08006, connection failure, when the server is gone). */
class UpstreamError extends Error {
  constructor(
    message: string,
    readonly code = "08006",
  ) {
    super(message);
  }
}

/** A new backend for `database`: connected, authenticated and ready for a query (pg-protocol reads its start-up replies). */
function startBackend(target: { host: string; port: number; user: string; password: string }, database: string): Promise<Backend> {
  return new Promise<Backend>((resolve, reject) => {
    const socket = connect({ host: target.host, port: target.port });
    socket.setNoDelay(true);
    const parser = new Parser();
    const greeting: Buffer[] = [];
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    const onData = (chunk: Buffer) =>
      parser.parse(chunk, (message) => {
        if (message.name === "authenticationCleartextPassword") socket.write(serialize.password(target.password));
        else if (message.name === "parameterStatus") {
          const { parameterName, parameterValue } = message as ParameterStatusMessage;
          greeting.push(backendMessage("S", cstring(parameterName), cstring(parameterValue)));
        } else if (message.name === "backendKeyData") {
          const { processID, secretKey } = message as BackendKeyDataMessage;
          greeting.push(backendMessage("K", int32(processID), int32(secretKey)));
        } else if (message.name === "error") {
          const error = message as DatabaseError;
          fail(new UpstreamError(error.message, error.code));
        } else if (message.name === "readyForQuery") {
          socket.off("data", onData);
          socket.off("error", fail);
          socket.off("close", onClose);
          resolve({ socket, database, greeting: Buffer.concat(greeting), frames: new FrameTracker() });
        }
      });
    const onClose = () => fail(new UpstreamError("the database closed the connection"));
    socket.on("data", onData);
    socket.on("error", fail);
    socket.on("close", onClose);
    socket.once("connect", () => socket.write(serialize.startup({ user: target.user, database, client_encoding: "UTF8" })));
  });
}

export async function startPgPooler(options: PgPoolerOptions): Promise<PgPooler> {
  const upstream = new URL(options.upstreamUrl);
  const target = {
    host: upstream.hostname,
    port: Number(upstream.port || 5432),
    user: decodeURIComponent(upstream.username),
    password: decodeURIComponent(upstream.password),
  };
  const maxIdle = options.maxIdlePerDatabase ?? 32;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const idle = new Map<string, Backend[]>();
  const open = new Set<Socket>();
  let backendsStarted = 0;
  let sessions = 0;

  const take = async (database: string): Promise<Backend> => {
    const list = idle.get(database);
    while (list?.length) {
      const backend = list.pop()!;
      clearTimeout(backend.idleTimer);
      backend.socket.removeAllListeners("data");
      backend.socket.removeAllListeners("close");
      if (!backend.socket.destroyed) return backend;
    }
    backendsStarted += 1;
    const backend = await startBackend(target, database);
    // Errors end in 'close', which a session or the pool listens for; an unheard 'error' would throw.
    backend.socket.on("error", () => backend.socket.destroy());
    return backend;
  };

  /** Resets the backend (DISCARD ALL) and keeps it for the next session, or closes it when it is busy, broken or not needed. */
  const giveBack = (backend: Backend) => {
    const { socket, frames } = backend;
    const list = idle.get(backend.database) ?? [];
    socket.removeAllListeners("data");
    if (!frames.idle || socket.destroyed || list.length >= maxIdle) return void socket.destroy();
    frames.onReady = (status) => {
      frames.onReady = undefined;
      socket.removeAllListeners("data");
      if (status !== "I" || socket.destroyed) return void socket.destroy();
      // Anything an idle backend says (a shutdown's FATAL) means it is going away.
      socket.on("data", () => socket.destroy());
      socket.once("close", () => {
        const at = list.indexOf(backend);
        if (at >= 0) list.splice(at, 1);
      });
      backend.idleTimer = setTimeout(() => socket.destroy(), idleTimeoutMs).unref();
      list.push(backend);
      idle.set(backend.database, list);
    };
    socket.on("data", (chunk: Buffer) => frames.push(chunk));
    socket.write(serialize.query("DISCARD ALL"));
  };

  /** A cancel request goes to the server as it is: the key in it is the backend's own. */
  const forwardCancel = (request: Buffer) => {
    const socket = connect({ host: target.host, port: target.port }, () => socket.end(request));
    socket.on("error", () => socket.destroy());
  };

  const serve = (client: Socket) => {
    open.add(client);
    client.setNoDelay(true);
    const reader = new MessageReader();
    let backend: Backend | undefined;
    let ended = false;
    let parameters: Map<string, string> | undefined;
    /** Client messages that arrived while its backend was being found. */
    const waiting: Buffer[] = [];
    /** Queries and Syncs sent whose ReadyForQuery has not come back, and whether extended-protocol messages wait for a Sync. */
    let pending = 0;
    let unsynced = false;

    /** Ends the session: the client's socket closed (or `farewell` sent to it first), the backend reset for the next session or closed. */
    const end = (farewell?: Buffer) => {
      if (ended) return;
      ended = true;
      open.delete(client);
      if (farewell) client.end(farewell);
      else client.destroy();
      if (!backend) return;
      backend.socket.off("close", onBackendClose);
      if (pending > 0 || unsynced) backend.socket.destroy();
      else giveBack(backend);
    };
    const onBackendClose = () => end();
    const refuse = (code: string, message: string) => end(errorMessage(code, message));

    const attach = async (database: string) => {
      let found: Backend;
      try {
        found = await take(database);
      } catch (error) {
        return refuse(error instanceof UpstreamError ? error.code : "08006", error instanceof Error ? error.message : String(error));
      }
      if (ended) return giveBack(found);
      backend = found;
      sessions += 1;
      const { socket, frames } = backend;
      frames.onReady = () => (pending = Math.max(0, pending - 1));
      socket.on("data", (chunk: Buffer) => {
        frames.push(chunk);
        client.write(chunk);
      });
      socket.once("close", onBackendClose);
      client.write(Buffer.concat([AUTHENTICATION_OK, backend.greeting, READY_IDLE]));
      for (const message of waiting.splice(0)) socket.write(message);
    };

    /** Handles a client message; returns it when it goes on to the backend. */
    const onMessage = (message: Buffer): Buffer | undefined => {
      if (!reader.typed) {
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          client.write("N");
          return;
        }
        if (code === CANCEL_REQUEST) {
          forwardCancel(message);
          return void end();
        }
        if (code !== PROTOCOL_3) return void refuse("08P01", `unsupported frontend protocol ${code >> 16}.${code & 0xffff}`);
        reader.typed = true;
        parameters = startupParameters(message);
        client.write(AUTHENTICATION_CLEARTEXT_PASSWORD);
        return;
      }
      const type = message[0];
      if (parameters) {
        // The password message ('p'): its C string after the header.
        const user = parameters.get("user") ?? "";
        const password = message.toString("utf8", 5, message.length - 1);
        if (type !== 0x70 || user !== target.user || password !== target.password)
          return void refuse("28P01", `password authentication failed for user "${user}"`);
        const database = parameters.get("database") ?? user;
        parameters = undefined;
        return void attach(database);
      }
      // Terminate: the session is over; the backend is not told, it goes back to the pool.
      if (type === 0x58) return void end();
      // Query ('Q') and Sync ('S') each end in a ReadyForQuery; Parse, Bind, Execute… wait for a Sync.
      if (type === 0x51 || type === 0x53) {
        pending += 1;
        unsynced = false;
      } else unsynced = true;
      return message;
    };

    client.on("data", (chunk: Buffer) => {
      // What one chunk brings (Parse, Bind, Describe, Execute, Sync) goes on in one write.
      const forward: Buffer[] = [];
      for (const message of reader.push(chunk)) {
        if (ended) return;
        const passed = onMessage(message);
        if (passed) forward.push(passed);
      }
      if (!forward.length) return;
      if (backend) backend.socket.write(forward.length === 1 ? forward[0]! : Buffer.concat(forward));
      else waiting.push(...forward);
    });
    client.on("close", () => end());
    client.on("error", () => end());
  };

  const server: Server = createServer(serve);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    pooledUrl(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    stats: () => ({ backendsStarted, sessions, idle: [...idle.values()].reduce((n, list) => n + list.length, 0) }),
    async close() {
      for (const client of open) client.destroy();
      for (const list of idle.values()) for (const backend of list.splice(0)) backend.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
