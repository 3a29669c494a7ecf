/**
 * The Worker isolate's garbage collections, as V8 itself records them: workerd runs with
 * `--trace-gc-nvp` (Miniflare passes MINIFLARE_WORKERD_V8_FLAGS to it) and prints one `GC: {…}`
 * line per collection, which reaches us among the Worker's console lines (worker.ts). A request
 * that meets a collection waits for it, so these pauses are what separates a case's p99 from its
 * p50 once Postgres and the plans are fast (docs/benchmarks.md, "Where the p99 tail comes from").
 *
 * `survivedShare` is the part of what the isolate allocated that was still reachable at a minor
 * collection: V8 copies it (the minor pause grows with it) and moves it to the old generation,
 * which a major collection (tens of ms) must then clear.
 */
import { timedRequests } from "./latency";
import { median } from "./stats";

/** One collection, from V8's name=value trace (`gc` is "s" for a minor collection, a scavenge). */
interface GcEvent {
  isolate: string;
  minor: boolean;
  pauseMs: number;
  allocated: number;
  survived: number;
}

export interface GcSummary {
  minor: number;
  minorPauseP50: number;
  minorPauseMax: number;
  major: number;
  majorPauseMax: number;
  survivedShare: number;
  allocatedMb: number;
}

export const GC_TRACE_FLAGS = "--trace-gc-nvp";

export class GcTrace {
  readonly #events: GcEvent[] = [];

  /** Takes a Worker console line when it is V8's trace of a collection; false for any other line. */
  take(message: string): boolean {
    const at = message.indexOf("GC: {");
    if (at < 0) return false;
    try {
      const nvp = JSON.parse(message.slice(at + 4)) as { gc: string; pause: number; allocated?: number; new_space_survived?: number };
      this.#events.push({
        isolate: message.slice(0, message.indexOf("]") + 1),
        minor: nvp.gc === "s",
        pauseMs: nvp.pause,
        allocated: nvp.allocated ?? 0,
        survived: nvp.new_space_survived ?? 0,
      });
    } catch {
      // A line cut short: not a figure.
    }
    return true;
  }

  /** Where a measured phase starts; `summary(mark)` covers the collections since. */
  mark(): number {
    return this.#events.length;
  }

  /** The Worker's own isolate is the one that allocated most (Miniflare's entry isolate only routes). */
  summary(since: number): GcSummary {
    const events = this.#events.slice(since);
    const allocatedBy = new Map<string, number>();
    for (const e of events) allocatedBy.set(e.isolate, (allocatedBy.get(e.isolate) ?? 0) + e.allocated);
    const worker = [...allocatedBy].sort((a, b) => b[1] - a[1])[0]?.[0];
    const own = events.filter((e) => e.isolate === worker);
    const minor = own.filter((e) => e.minor);
    const major = own.filter((e) => !e.minor);
    const allocated = minor.reduce((sum, e) => sum + e.allocated, 0);
    return {
      minor: minor.length,
      minorPauseP50: median(minor.map((e) => e.pauseMs)),
      minorPauseMax: Math.max(0, ...minor.map((e) => e.pauseMs)),
      major: major.length,
      majorPauseMax: Math.max(0, ...major.map((e) => e.pauseMs)),
      survivedShare: allocated ? minor.reduce((sum, e) => sum + e.survived, 0) / allocated : 0,
      allocatedMb: allocated / 1e6,
    };
  }
}

export interface GcPhase extends GcSummary {
  /** Requests the phase timed, warm-up and cursor walks included: all of them met these collections. */
  requests: number;
}

export const allocatedKbPerRequest = (g: GcPhase) => (g.allocatedMb * 1e3) / Math.max(1, g.requests);

/** One line for a phase: how often the Worker collected and how long requests waited for it. */
export function describeGc(g: GcPhase): string {
  const every = (count: number) => (count ? `1 per ${Math.round(g.requests / count).toLocaleString("en")} requests` : "none");
  return (
    `${g.minor} minor collections (${every(g.minor)}; pause p50 ${g.minorPauseP50.toFixed(1)} ms, max ${g.minorPauseMax.toFixed(1)} ms), ` +
    `${g.major} major (${every(g.major)}${g.major ? `; max ${g.majorPauseMax.toFixed(0)} ms` : ""}); ` +
    `${(g.survivedShare * 100).toFixed(0)} % of ${allocatedKbPerRequest(g).toFixed(0)} KB allocated per request survived a minor collection`
  );
}

/** Runs one measured phase and files the Worker's collections during it under `name`. */
export async function gcPhase<T>(
  trace: GcTrace,
  into: Record<string, GcPhase>,
  name: string,
  measure: () => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  const since = trace.mark();
  const sentBefore = timedRequests();
  const result = await measure();
  const phase = { ...trace.summary(since), requests: timedRequests() - sentBefore };
  into[name] = phase;
  log(`    ${name}: ${describeGc(phase)}`);
  return result;
}
