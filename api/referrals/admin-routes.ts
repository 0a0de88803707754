import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { writeAudit } from '../../domain/audit.ts';
import { formatAmount, parseAmount, usdt } from '../../domain/money.ts';
import { readAdminReferrals } from '../../domain/referrals/admin-referrals.ts';
import { processPendingReferrals } from '../../domain/referrals/process-referrals.ts';
import type { Settings } from '../../domain/settings/defaults.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import { updateSettings } from '../../domain/settings/update-settings.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

const ListQuery = v.object({
  ...listQuery(20).entries,
  status: v.optional(v.picklist(['pending', 'completed', 'cancelled'], 'Unknown status')),
});
const reward = (field: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${field} must be an amount`),
    v.transform((x) => parseAmount(x)),
    v.check((x) => x !== null && x <= usdt(1000), `${field} must be an amount from 0 to 1000 with at most 6 decimals`),
    v.transform((x) => formatAmount(x!)),
  );
const SettingsBody = v.strictObject({
  referralReward: reward('Referral reward'),
  referredReward: reward('Referred reward'),
  maxReferralsPerUser: v.pipe(
    v.number('Max referrals per user must be a number'),
    v.integer('Max referrals per user must be a whole number'),
    v.minValue(1, 'Max referrals per user must be between 1 and 1000'),
    v.maxValue(1000, 'Max referrals per user must be between 1 and 1000'),
  ),
  botUsername: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^@?([A-Za-z0-9_]{5,32})?$/, 'Bot username must be 5 to 32 letters, digits or _'),
    ),
    '',
  ),
  qualifyingAction: v.picklist(['quiz', 'deposit'], 'Qualifying action must be quiz or deposit'),
});

/** What the back office's referral settings form sends. */
export type ReferralSettingsBody = v.InferInput<typeof SettingsBody>;

/** The referral settings as the PUT takes them, so a client can send back what it read. */
const settingsView = ({ referral: r }: Settings) => ({
  referralReward: r.referralReward,
  referredReward: r.referredReward,
  maxReferralsPerUser: r.maxReferralsPerUser,
  botUsername: r.botUsername,
  qualifyingAction: r.qualifyingAction,
});

/** The admin Referrals screen. The admin role is checked for every /api/admin request in app.ts. */
export function adminReferralRoutes({ sql, auth, now }: Deps) {
  return new Elysia()
    .get(
      '/api/admin/referrals',
      async ({ query }) => ({
        data: await readAdminReferrals(sql, {
          status: query.status ?? null,
          limit: query.limit,
          cursor: query.cursor ?? null,
        }),
      }),
      { query: ListQuery, detail: { summary: 'Referral stats, top referrers and a page of referrals' } },
    )
    .get('/api/admin/referral-settings', async () => ({ data: settingsView(await readSettings(sql)) }), {
      detail: { summary: 'The referral settings, as the PUT takes them' },
    })
    .put(
      '/api/admin/referral-settings',
      async ({ body, request }) => {
        const { userId } = await auth.requireAdmin(request);
        const changes = { referral: { ...body, botUsername: body.botUsername.replace(/^@/, '') } };
        const settings = await transaction(sql, (tx) => updateSettings(tx, { actorId: userId, changes }));
        return { data: settingsView(settings) };
      },
      {
        body: SettingsBody,
        detail: { summary: 'Change the referral rewards, maximum, bot username and qualifying action' },
      },
    )
    .post(
      '/api/admin/referrals/process-pending',
      async ({ request }) => {
        const { userId } = await auth.requireAdmin(request);
        await requireFeature(sql, 'referrals');
        const result = await processPendingReferrals(sql, { now: now() });
        await writeAudit(sql, {
          actorId: userId,
          action: 'referrals.process_pending',
          targetType: 'referrals',
          after: result,
        });
        return { data: result };
      },
      { detail: { summary: 'Settle every qualified pending referral now; returns how many were processed' } },
    );
}
