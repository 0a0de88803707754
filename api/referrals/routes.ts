import { Elysia } from 'elysia';
import { publicUrlOf, telegramOf } from '../../config/env.ts';
import { readReferrals } from '../../domain/referrals/read-referrals.ts';
import { shareInvite } from '../../domain/referrals/share-invite.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import type { Deps } from '../http/deps.ts';

export function referralRoutes({ sql, auth, env }: Deps) {
  const link = { botUsername: env.TELEGRAM_BOT_USERNAME, publicUrl: publicUrlOf(env) };
  const bot = telegramOf(env);
  return new Elysia()
    .get(
      '/api/referrals',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'referrals');
        return { data: await readReferrals(sql, userId, link) };
      },
      { detail: { summary: 'The player referral code, link, stats and invited friends' } },
    )
    .post(
      '/api/referrals/share',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'referrals');
        return { data: await shareInvite(sql, bot, { userId, link }) };
      },
      {
        detail: {
          summary: "A rich invite prepared in Telegram (savePreparedInlineMessage) for the Mini App's shareMessage",
        },
      },
    );
}
