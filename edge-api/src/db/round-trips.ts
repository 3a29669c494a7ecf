import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The database round trips one request makes, counted where the driver's socket writes and reads
 * (coalescing-websocket.ts, tcp-websocket.ts): a write after a reply begins a round trip, writes
 * before the reply (pipelined) join it, and it lasts until its last reply. Deployed, each one is the
 * Worker-to-Neon distance (#34): `Server-Timing: db;dur=…;desc="N round trips"` reports them
 * (middleware/server-timing.ts), and the route table holds each route to its budget.
 */
export class RoundTrips {
  count = 0;
  /** Milliseconds from each round trip's first write to its last reply, summed. */
  ms = 0;
  #startedAt = 0;
  #lastReplyAt = 0;
  #state: "idle" | "waiting" | "replying" = "idle";
  #stopped = false;

  /** Bytes went to the database. */
  wrote(): void {
    if (this.#stopped || this.#state === "waiting") return;
    this.#settle();
    this.count += 1;
    this.#startedAt = performance.now();
    this.#state = "waiting";
  }

  /** Bytes came from the database. */
  read(): void {
    if (this.#stopped || this.#state === "idle") return;
    this.#lastReplyAt = performance.now();
    this.#state = "replying";
  }

  /** The request's answer is ready: what comes after (closing the connection) is not its cost. */
  stop(): void {
    if (this.#stopped) return;
    this.#settle();
    this.#stopped = true;
  }

  #settle(): void {
    if (this.#state === "replying") this.ms += this.#lastReplyAt - this.#startedAt;
    this.#state = "idle";
  }
}

/** The current request's counter, for the sockets the driver opens while serving it (middleware/database.ts). */
export const roundTripsOfRequest = new AsyncLocalStorage<RoundTrips>();
