/**
 * A TCP proxy that puts distance between its clients and a target (host:port): every chunk, and
 * each side's end of the stream, reaches the other side `oneWayMs` after it arrived (25 ms by
 * default, so a 50 ms round trip), in order; and a new connection's first bytes are read only one
 * round trip after it was accepted, the TCP handshake a far client pays before it can send. The
 * latency step puts it between the Worker and the pooler (deployed-latency.ts): a Worker not placed
 * next to the database runs where the visitor is, far from it. Node's timers fire a millisecond or
 * so late, so a round trip through it takes ~52 ms (measured against an echo server).
 */
import { createServer, connect, type AddressInfo, type Socket } from "node:net";

export interface DelayProxy {
  /** The address to connect to instead of the target's. */
  host: string;
  port: number;
  oneWayMs: number;
  close(): Promise<void>;
}

export const DEFAULT_ONE_WAY_MS = 25;

/**
 * One direction of a connection: what arrives leaves `delayMs` later, in arrival order (the delay
 * is the same for every chunk, so the queue is in order of departure). Writes wait until the
 * receiving socket is there (the upstream one is connected after the handshake's delay). Backpressure
 * is not passed on: what is in flight is held here, and the bench's answers are small.
 */
class DelayedLine {
  readonly #queue: Array<{ due: number; chunk: Buffer | null }> = [];
  #timer: NodeJS.Timeout | undefined;
  #to: Socket | undefined;
  /** Called once the sender's end has been passed on. */
  onEnded = () => {};

  constructor(readonly delayMs: number) {}

  /** `null` is the sender's end of the stream (FIN), passed on after the same delay. */
  push(chunk: Buffer | null): void {
    this.#queue.push({ due: performance.now() + this.delayMs, chunk });
    this.#schedule();
  }

  attach(to: Socket): void {
    this.#to = to;
    this.#schedule();
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#queue.length = 0;
  }

  #schedule(): void {
    const next = this.#queue[0];
    if (this.#timer || !this.#to || !next) return;
    this.#timer = setTimeout(() => this.#flush(), Math.max(0, next.due - performance.now()));
  }

  #flush(): void {
    this.#timer = undefined;
    const to = this.#to!;
    while (this.#queue[0] && this.#queue[0].due <= performance.now()) {
      const { chunk } = this.#queue.shift()!;
      if (chunk) to.write(chunk);
      else {
        to.end();
        this.onEnded();
      }
    }
    this.#schedule();
  }
}

/**
 * One client's connection: the upstream one is made a round trip after it was accepted, then bytes
 * go both ways through a DelayedLine each. Returns what tears both sockets down at once, which an
 * error or a reset on either side does too (nothing is left to deliver then); a connection whose
 * two ends have both been passed on is simply over.
 */
function relay(client: Socket, target: { host: string; port: number }, oneWayMs: number, over: () => void): () => void {
  const up = new DelayedLine(oneWayMs);
  const down = new DelayedLine(oneWayMs);
  let upstream: Socket | undefined;
  let ends = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(handshake);
    up.stop();
    down.stop();
    over();
  };
  const teardown = () => {
    finish();
    client.destroy();
    upstream?.destroy();
  };
  up.onEnded = down.onEnded = () => ++ends === 2 && finish();
  client.setNoDelay(true);
  client.on("error", teardown);
  client.on("close", (hadError) => hadError && teardown());
  down.attach(client);
  const handshake = setTimeout(() => {
    const socket = connect({ host: target.host, port: target.port, allowHalfOpen: true });
    upstream = socket;
    socket.setNoDelay(true);
    socket.once("connect", () => up.attach(socket));
    socket.on("data", (chunk: Buffer) => down.push(chunk));
    socket.on("end", () => down.push(null));
    socket.on("error", teardown);
    socket.on("close", (hadError) => hadError && teardown());
    client.on("data", (chunk: Buffer) => up.push(chunk));
    client.on("end", () => up.push(null));
    client.resume();
  }, 2 * oneWayMs);
  return teardown;
}

export async function startDelayProxy(target: { host: string; port: number }, oneWayMs = DEFAULT_ONE_WAY_MS): Promise<DelayProxy> {
  const open = new Set<() => void>();
  // Half-open allowed: each side's end is passed on after the delay, not answered at once by Node.
  const server = createServer({ allowHalfOpen: true, pauseOnConnect: true }, (client) => {
    const teardown = relay(client, target, oneWayMs, () => open.delete(teardown));
    open.add(teardown);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    host: "127.0.0.1",
    port: (server.address() as AddressInfo).port,
    oneWayMs,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const teardown of [...open]) teardown();
      await closed;
    },
  };
}
