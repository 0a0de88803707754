// Playwright's web server: a fresh migrated+seeded database, a fresh web build, then the real
// entry point `bun api/main.ts` with an admin account from ADMIN_EMAIL/ADMIN_PASSWORD, and
// SMTP_URL pointing at a local SMTP catcher whose mails the specs read from mailFile(port).
// The database is dropped when Playwright stops this process. Its URL is left in dbUrlFile(port)
// for the specs that break the database on purpose. The TON address is verified with a local fake
// TON Center; specs script its incoming transfers through the URL in tonControlFile(port) and run
// wallet__watch_ton_deposits by queueing it; a pasted TON hash is checked by wallet__verify_deposit and
// an approved TON payout by wallet__verify_payout.
import { appendFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { run } from 'graphile-worker';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { questions__generate } from '../../worker/tasks/questions__generate.ts';
import { mail__send } from '../../worker/tasks/mail__send.ts';
import { startFakeSmtp } from '../../testing/fake-smtp.ts';
import { buildWeb } from '../build.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BOT_TOKEN,
  dbUrlFile,
  E2E_TON_USDT,
  mailFile,
  allowOneClientForAll,
  tonControlFile,
} from './env.ts';
import { startFakeTonCenter } from '../../testing/fake-toncenter.ts';
import { wallet__verify_deposit } from '../../worker/tasks/wallet__verify_deposit.ts';
import { wallet__verify_payout } from '../../worker/tasks/wallet__verify_payout.ts';
import { wallet__watch_ton_deposits } from '../../worker/tasks/wallet__watch_ton_deposits.ts';
import { startE2eAi } from './fake-ai.ts';

const port = process.env.E2E_PORT ?? '3100';
const db = await createTestDatabase();
// The operator's deposit addresses (a fresh install has none): the wallet specs deposit and withdraw.
await addDepositAddresses(db.sql);
const ton = startFakeTonCenter();
const tonVerification = {
  provider: 'toncenter',
  url: ton.url,
  apiKey: null,
  tokenContract: E2E_TON_USDT,
  tokenDecimals: 6,
  confirmations: 1,
};
await db.sql`update deposit_addresses set verification = ${db.sql.json(tonVerification)} where network = 'TON'`;
await allowOneClientForAll(db.sql);
await db.sql.end({ timeout: 2 });
await writeFile(dbUrlFile(port), db.url, { mode: 0o600 });
await buildWeb();

// AI generation and account mail: local fakes of the AI service and of the SMTP relay, and a worker
// for the generation and mail jobs and the TON checks only.
const ai = startE2eAi();
await writeFile(mailFile(port), '', { mode: 0o600 });
// `POST {destination, amount (micro-USDT), comment, hash?, source?}`: an incoming USDT transfer on the
// fake TON Center (its hash chosen by the spec when a player pasted it before it arrives).
const tonControl = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  async fetch(request) {
    const t = (await request.json()) as {
      destination: string;
      amount: string;
      comment: string;
      hash?: string;
      source?: string;
    };
    const hash = ton.receive({
      destination: t.destination,
      jettonMaster: E2E_TON_USDT,
      amount: BigInt(t.amount),
      comment: t.comment,
      hash: t.hash,
      source: t.source,
    });
    return Response.json({ hash });
  },
});
await writeFile(tonControlFile(port), `http://127.0.0.1:${tonControl.port}`, { mode: 0o600 });
const smtp = await startFakeSmtp({ onMail: (mail) => appendFileSync(mailFile(port), `${JSON.stringify(mail)}\n`) });
const outsideEnv = {
  OPENAI_API_KEY: ai.apiKey,
  OPENAI_BASE_URL: ai.url,
  OPENAI_MODEL: 'e2e-model',
  SMTP_URL: smtp.url,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};
const jwtSecret = 'e2e-secret-e2e-secret-e2e-secret-e2e!';
Object.assign(process.env, outsideEnv, { JWT_SECRET: jwtSecret }); // the jobs read the env module like the worker does
useWorkerDatabase(db.url);
const worker = await run({
  connectionString: db.url,
  taskList: {
    questions__generate,
    mail__send,
    wallet__watch_ton_deposits,
    wallet__verify_deposit,
    wallet__verify_payout,
  },
  concurrency: 2, // a mail is not held up behind a generation
  pollInterval: 300,
  noHandleSignals: true,
});

const child = Bun.spawn([process.execPath, 'api/main.ts'], {
  cwd: new URL('../..', import.meta.url).pathname,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    DATABASE_URL: db.url,
    JWT_SECRET: jwtSecret,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    ...outsideEnv,
  },
  stdout: 'inherit',
  stderr: 'inherit',
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  child.kill();
  await child.exited.catch(() => {});
  await worker.stop().catch(() => {});
  ai.stop();
  ton.stop();
  tonControl.stop(true);
  await rm(tonControlFile(port), { force: true });
  await smtp.stop();
  await rm(mailFile(port), { force: true });
  await db.drop().catch(() => {});
  await rm(dbUrlFile(port), { force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
const exitCode = await child.exited;
if (!stopping) await stop(exitCode || 1);
