/** Nearest-rank percentile of unsorted samples (p in 0–100). */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export const ms = (value: number, digits = 1) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : "–");
