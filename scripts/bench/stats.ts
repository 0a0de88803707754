/** What every scenario reports. Latencies are in milliseconds. */
export type Measurement = {
  ok: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  detail?: string;
};

/** Nearest-rank percentile of already sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** Collects per-operation latencies of successful operations. */
export class Recorder {
  private values = new Float64Array(1 << 16);
  private count = 0;
  errors = 0;

  record(ms: number): void {
    if (this.count === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.count++] = ms;
  }

  /** The latencies recorded so far, in the order they arrived. */
  latencies(): number[] {
    return Array.from(this.values.subarray(0, this.count));
  }

  summarise(seconds: number): Measurement {
    const sorted = this.values.slice(0, this.count).sort();
    return {
      ok: this.count,
      errors: this.errors,
      seconds,
      rps: this.count / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  }
}
