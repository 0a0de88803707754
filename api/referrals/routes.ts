import { Elysia } from 'elysia';
import { readReferrals } from '../../domain/referrals/read-referrals.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import { publicUrlOf } from '../../config/env.ts';
import type { Deps } from '../http/deps.ts';

export function referralRoutes({ sql, auth, env }: Deps) {
  const link = { botUsername: env.TELEGRAM_BOT_USERNAME, publicUrl: publicUrlOf(env) };
  return new Elysia().get(
    '/api/referrals',
    async ({ request }) => {
      const { userId } = await auth.requireUser(request);
      await requireFeature(sql, 'referrals');
      return { data: await readReferrals(sql, userId, link) };
    },
    { detail: { summary: 'The player referral code, link, stats and invited friends' } },
  );
}
