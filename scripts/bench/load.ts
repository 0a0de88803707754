import autocannon, { type Request, type Result } from 'autocannon';
import { Recorder, type Measurement } from './stats.ts';

export type HttpLoad = { url: string; connections: number; seconds: number; requests?: Request[] };

/** Drives HTTP load with autocannon; latencies come from its per-response event (sub-millisecond). */
export async function httpLoad({ url, connections, seconds, requests }: HttpLoad): Promise<Measurement> {
  const recorder = new Recorder();
  const started = performance.now();
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) recorder.record(ms);
      else recorder.errors += 1;
    });
  });
  recorder.errors += result.errors + result.timeouts;
  return recorder.summarise((performance.now() - started) / 1000);
}

export type WorkerLoad = { concurrency: number; seconds: number; op: (sequence: number) => Promise<unknown> };

/** `concurrency` loops each awaiting `op` back to back for `seconds`; times every operation. */
export async function workerLoad({ concurrency, seconds, op }: WorkerLoad): Promise<Measurement> {
  const recorder = new Recorder();
  const started = performance.now();
  const until = started + seconds * 1000;
  let sequence = 0;
  let firstError: unknown;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        await op(sequence++);
        recorder.record(performance.now() - t0);
      } catch (error) {
        recorder.errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  if (firstError) console.error('  first error:', firstError instanceof Error ? firstError.message : firstError);
  return recorder.summarise((performance.now() - started) / 1000);
}
