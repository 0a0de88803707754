import type { Db } from '../../db/connection.ts';
import { readSettings } from '../settings/read-settings.ts';

export type TelegramConfig = { botToken: string; botUsername: string };

/**
 * The dashboard's Telegram card (decision 0039): whether the bot is configured, Mini App launches
 * today (UTC; every launch signs in through webapp-init and leaves a 'telegram' sign-in signal), and
 * whether the signed-in admin's own account is linked to a Telegram account.
 */
export async function readTelegramStatus(db: Db, input: { adminId: string; config: TelegramConfig; now: Date }) {
  const settings = await readSettings(db);
  const [[launches], [admin]] = await Promise.all([
    db<{ launches: number; players: number }[]>`
      select count(*)::int as launches, count(distinct user_id)::int as players
      from sign_in_signals
      where method = 'telegram' and at >= date_trunc('day', ${input.now}::timestamptz, 'UTC')`,
    db<{ telegram_id: string | null; telegram_username: string | null; telegram_full_name: string | null }[]>`
      select telegram_id::text, telegram_username, telegram_full_name from users where id = ${input.adminId}`,
  ]);
  const botUsername = (settings.referral.botUsername || input.config.botUsername).replace(/^@/, '');
  return {
    bot: {
      configured: input.config.botToken !== '',
      username: botUsername || null,
      miniAppUrl: botUsername ? `https://t.me/${botUsername}/${settings.referral.miniAppName}` : null,
      integrationEnabled: settings.system.features.enableTelegramIntegration,
    },
    launchesToday: launches!.launches,
    playersToday: launches!.players,
    admin: admin?.telegram_id
      ? {
          linked: true as const,
          telegramId: admin.telegram_id,
          username: admin.telegram_username,
          fullName: admin.telegram_full_name,
        }
      : { linked: false as const, telegramId: null, username: null, fullName: null },
  };
}
export type TelegramStatus = Awaited<ReturnType<typeof readTelegramStatus>>;

/** The admin's one-time link code, opened in the Mini App when the bot is known. */
export const telegramLinkJson = (code: { startParam: string; expiresAt: Date }, miniAppUrl: string | null) => ({
  startParam: code.startParam,
  url: miniAppUrl ? `${miniAppUrl}?startapp=${code.startParam}` : null,
  expiresAt: code.expiresAt.toISOString(),
});
export type TelegramLinkCode = ReturnType<typeof telegramLinkJson>;
