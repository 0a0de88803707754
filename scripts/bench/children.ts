import { join } from 'node:path';

export type Child = { name: string; pid: number; url: string; stop: () => Promise<void> };

/** Starts `bun scripts/bench/<file>` in its own process and waits for its "listening <port>" line. */
export async function startChild(file: string, env: Record<string, string> = {}): Promise<Child> {
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, file)], {
    env: { ...process.env, ...env },
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  const deadline = setTimeout(() => proc.kill(), 30_000);
  try {
    while (true) {
      const match = /listening (\d+)/.exec(seen);
      if (match) {
        // Keep draining stdout so the child never blocks on a full pipe.
        void (async () => {
          while (!(await reader.read()).done);
        })().catch(() => {});
        return {
          name: file,
          pid: proc.pid,
          url: `http://127.0.0.1:${match[1]}`,
          stop: async () => {
            proc.kill('SIGTERM');
            const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
            await proc.exited;
            clearTimeout(timer);
          },
        };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error(`${file} exited before listening (code ${await proc.exited}): ${seen}`);
      seen += decoder.decode(value);
    }
  } finally {
    clearTimeout(deadline);
  }
}
