// Runs the queued mail__send jobs of a test database through graphile-worker itself, as the worker
// would, with the worker's mail environment (SMTP_URL, PUBLIC_URL) set for the run and put back after.
// The worker's pool must point at the test's database (createMailTestApi does it).
import { Logger, runOnce } from 'graphile-worker';
import { createTestApi, type TestApi } from './test-api.ts';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp.ts';
import { useWorkerDatabase } from '../worker/database.ts';
import { taskList } from '../worker/tasks.ts';

const quiet = new Logger(() => () => {});

export const testPublicUrl = 'https://play.example.test';

export async function runMailJobs(api: TestApi, smtpUrl: string | undefined) {
  const saved = { SMTP_URL: process.env.SMTP_URL, PUBLIC_URL: process.env.PUBLIC_URL };
  const set = (key: keyof typeof saved, value: string | undefined) => {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  };
  set('SMTP_URL', smtpUrl);
  set('PUBLIC_URL', testPublicUrl);
  try {
    await runOnce({ connectionString: api.db.url, taskList: { mail__send: taskList.mail__send! }, logger: quiet });
    // The worker records how a job ended just after it runs: wait until none is held.
    for (let i = 0; i < 100; i++) {
      const [row] = await api.sql<{ locked: number }[]>`
        select count(*)::int as locked from graphile_worker._private_jobs where locked_at is not null`;
      if (row!.locked === 0) return;
      await Bun.sleep(20);
    }
  } finally {
    set('SMTP_URL', saved.SMTP_URL);
    set('PUBLIC_URL', saved.PUBLIC_URL);
  }
}

/** An API whose SMTP_URL is a fresh local catcher, with the worker's pool on its database. */
export async function createMailTestApi(): Promise<{ api: TestApi; smtp: FakeSmtp; close(): Promise<void> }> {
  const smtp = await startFakeSmtp();
  const api = await createTestApi({ SMTP_URL: smtp.url });
  useWorkerDatabase(api.db.url);
  return {
    api,
    smtp,
    close: async () => {
      await smtp.stop();
      await api.close();
    },
  };
}
