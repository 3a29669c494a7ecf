/**
 * The resident memory of a Miniflare instance's workerd: Miniflare runs workerd as a child
 * process of this one (node_modules/miniflare, Runtime.updateConfig), so the process to watch is
 * the workerd child that appears when the instance starts. Linux only (/proc).
 */
import { readdirSync, readFileSync } from "node:fs";
import { median } from "./stats";

/** Pids of this process's workerd children. */
export function workerdChildren(): Set<number> {
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
export function rssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb) / 1024;
}

export interface RssSample {
  /** Seconds since the sampler started. */
  t: number;
  mb: number;
}

/** Samples `pid`'s RSS every `everyMs` until stopped; the first sample is taken at once. */
export function sampleRss(pid: number, everyMs: number): { samples: RssSample[]; stop(): RssSample[] } {
  const started = performance.now();
  const samples: RssSample[] = [];
  const take = () => samples.push({ t: (performance.now() - started) / 1000, mb: rssMb(pid) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

export const MEMORY_RULE =
  "stable when the last sample is within 20 % of the first (taken after the warm-up) and the medians of the run's three thirds do not rise one after another by more than 5 % each (a steady climb)";

export interface MemoryVerdict {
  startMb: number;
  peakMb: number;
  endMb: number;
  /** Median RSS of the first, middle and last third of the samples. */
  thirdsMb: [number, number, number];
  stable: boolean;
}

export function memoryVerdict(samples: readonly RssSample[]): MemoryVerdict {
  const mb = samples.map((s) => s.mb);
  const third = Math.max(1, Math.floor(mb.length / 3));
  const thirdsMb = [mb.slice(0, third), mb.slice(third, mb.length - third), mb.slice(mb.length - third)].map((part) =>
    median(part.length ? part : mb),
  ) as [number, number, number];
  const startMb = mb[0]!;
  const endMb = mb.at(-1)!;
  const climbing = thirdsMb[1] > thirdsMb[0] * 1.05 && thirdsMb[2] > thirdsMb[1] * 1.05;
  return { startMb, peakMb: Math.max(...mb), endMb, thirdsMb, stable: Math.abs(endMb - startMb) <= 0.2 * startMb && !climbing };
}
