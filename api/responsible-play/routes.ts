import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { parseAmount } from '../../domain/money.ts';
import { depositPeriods, playLimitBounds, readPlayLimits } from '../../domain/responsible-play/play-limits.ts';
import { setPlayLimits } from '../../domain/responsible-play/set-play-limits.ts';
import type { Deps } from '../http/deps.ts';

const amountMessage = 'A limit must be an amount above 0 with at most 6 decimals';
const LimitAmount = v.pipe(
  v.union([v.pipe(v.string(), v.maxLength(32, amountMessage)), v.number()], amountMessage),
  v.transform((input: string | number) => parseAmount(input)),
  v.number(amountMessage),
  v.minValue(1, amountMessage),
  v.maxValue(playLimitBounds.maxAmount, amountMessage),
);

const wholeNumber = (label: string, { min, max }: { min: number; max: number }) => {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
};

const LimitsBody = v.pipe(
  v.strictObject({
    dailyStakeLimit: v.optional(v.nullable(LimitAmount)),
    dailyLossLimit: v.optional(v.nullable(LimitAmount)),
    depositLimit: v.optional(
      v.nullable(
        v.strictObject({
          amount: LimitAmount,
          period: v.picklist(depositPeriods, 'The deposit limit period must be day, week or month'),
        }),
      ),
    ),
    sessionReminderMinutes: v.optional(
      v.nullable(wholeNumber('sessionReminderMinutes', playLimitBounds.reminderMinutes)),
    ),
    coolOffHours: v.optional(wholeNumber('coolOffHours', playLimitBounds.coolOffHours)),
    selfExcludeDays: v.optional(wholeNumber('selfExcludeDays', playLimitBounds.selfExcludeDays)),
  }),
  v.check((changes) => Object.keys(changes).length > 0, 'Nothing to update'),
);

/** The player's own responsible-play limits and breaks (decision 0059). */
export function responsiblePlayRoutes({ sql, auth, now }: Deps) {
  return new Elysia()
    .get(
      '/api/users/limits',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        return { data: await readPlayLimits(sql, userId, now()) };
      },
      { detail: { summary: 'Responsible-play limits in force, their use and resets, pending raises, any break' } },
    )
    .put(
      '/api/users/limits',
      async ({ request, body }) => {
        const { userId } = await auth.requireUser(request);
        return { data: await transaction(sql, (tx) => setPlayLimits(tx, { userId, changes: body, now: now() })) };
      },
      {
        body: LimitsBody,
        detail: {
          summary:
            'Set limits (stricter ones, reminders, cool-off and self-exclusion apply at once; raises and removals after 24 h)',
        },
      },
    );
}
