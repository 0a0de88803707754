// Shared by the e2e web server and the specs.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sql } from 'postgres';

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'admin-password-1';
export const PLAYER_PASSWORD = 'correct horse 1';
export const BOT_TOKEN = '123456:E2E-test-bot-token-for-signing';

/** Where the e2e web server leaves its database's URL, for specs that must break the database on purpose. */
export const dbUrlFile = (port: string) => join(tmpdir(), `crypto-quiz-e2e-${port}.dburl`);

/** Where the e2e web server's SMTP catcher appends each mail it receives, one JSON line each. */
export const mailFile = (port: string) => join(tmpdir(), `crypto-quiz-e2e-${port}.mails`);

/** Where the e2e web server leaves the URL on which specs script incoming USDT transfers of its fake TON Center. */
export const tonControlFile = (port: string) => join(tmpdir(), `crypto-quiz-e2e-${port}.ton`);

/** The USDT jetton master the e2e operator's TON address is verified against. */
export const E2E_TON_USDT = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

/**
 * Every browser of the suite is one client (127.0.0.1), and the per-client limits are sized for one
 * player: the suite signs in and signs up well over the 100 a quarter-hour one address may. The web
 * server stores these system settings (some are not on System Settings' screen), and a spec that
 * resets every setting puts them back.
 */
export async function allowOneClientForAll(sql: Sql): Promise<void> {
  const oneClientForAll = {
    system: {
      api: { apiRateLimit: 10_000, pageRateLimit: 10_000 },
      security: { rateLimitMax: 1_000 },
      notifications: { mailsPerHour: 20 },
    },
  };
  await sql`
    insert into app_settings (id, document) values ('appSettings', ${sql.json(oneClientForAll)})
    on conflict (id) do update set document = app_settings.document || excluded.document`;
}
