import { Elysia } from 'elysia';
import { adoptTimeZone, claimDailyBonus, readDailyBonus } from '../../domain/daily-bonus/daily-bonus.ts';
import { isTimeZone } from '../../domain/daily-bonus/daily-bonus-rules.ts';
import { loadUserView } from '../../domain/identity/user-view.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import type { Deps } from '../http/deps.ts';
import { runIdempotent } from '../http/idempotency.ts';

/** The client sends its IANA time zone in `X-Timezone`; unknown names are ignored (UTC by default). */
const timeZoneOf = (request: Request) => {
  const tz = request.headers.get('x-timezone');
  return tz && tz.length <= 64 && isTimeZone(tz) ? tz : null;
};

export function dailyBonusRoutes({ sql, auth, now, profiles }: Deps) {
  return new Elysia()
    .get(
      '/api/daily-bonus',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'dailyBonus');
        const tz = timeZoneOf(request);
        // The one read that writes: a new time zone moves the player's day, so their cached profile goes.
        if (tz && (await adoptTimeZone(sql, userId, tz, now()))) profiles.forget(userId);
        return { data: await readDailyBonus(sql, userId, now()) };
      },
      { detail: { summary: 'Daily bonus status in the player time zone' } },
    )
    .post(
      '/api/daily-bonus/claim',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'dailyBonus');
        const tz = timeZoneOf(request);
        return runIdempotent(sql, request, { userId, fingerprint: null }, async (tx) => {
          if (tz) await adoptTimeZone(tx, userId, tz, now());
          const result = await claimDailyBonus(tx, { userId, now: now() });
          return { status: 200, body: { data: { ...result, user: await loadUserView(tx, userId) } } };
        });
      },
      { detail: { summary: "Claim today's daily bonus (once per calendar day)" } },
    );
}
