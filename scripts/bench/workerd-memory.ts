/**
 * The resident memory of a Miniflare instance's workerd: Miniflare runs workerd as a child
 * process of this one (node_modules/miniflare, Runtime.updateConfig), so the process to watch is
 * the workerd child that appears when the instance starts. Linux only (/proc).
 */
import { readdirSync, readFileSync } from "node:fs";
import { median } from "./stats";
import type { HeapReader } from "./worker-heap";

/** Pids of this process's workerd children. */
function workerdChildren(): Set<number> {
  const found = new Set<number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after its ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === process.pid && comm === "workerd") found.add(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** The one workerd child `start` adds (fails when it adds none or several). */
export async function startedWorkerd<T>(start: () => Promise<T>): Promise<{ value: T; pid: number }> {
  const before = workerdChildren();
  const value = await start();
  const added = [...workerdChildren()].filter((pid) => !before.has(pid));
  if (added.length !== 1) throw new Error(`expected one new workerd process, found ${added.length}`);
  return { value, pid: added[0]! };
}

/** VmRSS of `pid` in MB. */
function rssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb) / 1024;
}

/** Open file descriptors of `pid` (sockets included): a leaked connection shows here first. */
function openFds(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

export interface MemorySample {
  /** Seconds since the sampler started. */
  t: number;
  rssMb: number;
  /** The Worker isolate's used JS heap (worker-heap.ts). */
  heapMb: number;
  fds: number;
}

/** Samples `pid` and the Worker's heap every `everyMs` until stopped; the first sample is taken at once. */
export function sampleMemory(pid: number, heap: HeapReader, everyMs: number): { stop(): Promise<MemorySample[]> } {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const take = async () => {
    const t = (performance.now() - started) / 1000;
    const rss = rssMb(pid);
    const fds = openFds(pid);
    samples.push({ t, rssMb: rss, heapMb: await heap.usedMb(), fds });
  };
  let chain = take();
  const timer = setInterval(() => (chain = chain.then(take)), everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await chain.then(take);
      return samples;
    },
  };
}

export const MEMORY_RULE =
  "Memory is stable when what the Worker holds does not grow: the JS heap's floor (its lowest sample in each third of the run, i.e. what survives collections) rises by at most 20 % or 10 MB from the first third to the last, and the open file descriptors (median of each third) do not climb by more than 5 % a third. workerd's RSS is reported beside them but not judged: it also grows under a Worker that keeps nothing (a hello-world Worker's workerd went 379 → 521 MB in 60 s of 50 clients), and it levels off (a 300 s run here: 336 → 826 MB by 200 s, then flat)";

interface SeriesVerdict {
  start: number;
  peak: number;
  end: number;
  /** Median of the first, middle and last third of the samples. */
  thirds: [number, number, number];
  /** Lowest sample of each third. */
  floors: [number, number, number];
}

function thirdsOf<T>(values: readonly T[]): [T[], T[], T[]] {
  const third = Math.max(1, Math.floor(values.length / 3));
  const parts = [values.slice(0, third), values.slice(third, values.length - third), values.slice(values.length - third)];
  return parts.map((part) => (part.length ? part : [...values])) as [T[], T[], T[]];
}

function series(values: readonly number[]): SeriesVerdict {
  const parts = thirdsOf(values);
  return {
    start: values[0]!,
    peak: Math.max(...values),
    end: values.at(-1)!,
    thirds: parts.map((part) => median(part)) as [number, number, number],
    floors: parts.map((part) => Math.min(...part)) as [number, number, number],
  };
}

export interface MemoryVerdict {
  rss: SeriesVerdict;
  heap: SeriesVerdict & { stable: boolean };
  fds: SeriesVerdict & { stable: boolean };
  /** RSS growth over the last third of the run, MB per minute. */
  rssLastThirdMbPerMin: number;
  stable: boolean;
  samples: MemorySample[];
}

export function memoryVerdict(samples: MemorySample[]): MemoryVerdict {
  const rss = series(samples.map((s) => s.rssMb));
  const heapSeries = series(samples.map((s) => s.heapMb));
  const fdSeries = series(samples.map((s) => s.fds));
  const heap = { ...heapSeries, stable: heapSeries.floors[2] <= Math.max(heapSeries.floors[0] * 1.2, heapSeries.floors[0] + 10) };
  const [a, b, c] = fdSeries.thirds;
  const fds = { ...fdSeries, stable: !(b > a * 1.05 && c > b * 1.05) && c <= a * 1.2 };
  const last = thirdsOf(samples)[2];
  const minutes = (last.at(-1)!.t - last[0]!.t) / 60;
  const rssLastThirdMbPerMin = minutes > 0 ? (last.at(-1)!.rssMb - last[0]!.rssMb) / minutes : 0;
  return { rss, heap, fds, rssLastThirdMbPerMin, stable: heap.stable && fds.stable, samples };
}
