import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_ICONS,
  ACHIEVEMENT_METRICS,
  ACHIEVEMENT_RARITIES,
  ACHIEVEMENT_TYPES,
} from '../../domain/achievements/catalogue.ts';
import {
  createAchievement,
  deleteAchievement,
  listAdminAchievements,
  updateAchievement,
} from '../../domain/achievements/manage-achievements.ts';
import { parseAmount } from '../../domain/money.ts';
import type { Deps } from '../http/deps.ts';
import { translationsBody } from '../http/translations-body.ts';

const IdParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} is too long`),
  );
const rewardMessage = 'Reward must be at least 0, in steps of 0.1';
const AchievementBody = v.object({
  title: text('Title', 80),
  description: text('Description', 300),
  translations: translationsBody,
  type: v.picklist(ACHIEVEMENT_TYPES, `Type must be one of ${ACHIEVEMENT_TYPES.join(', ')}`),
  icon: v.picklist(ACHIEVEMENT_ICONS, `Icon must be one of ${ACHIEVEMENT_ICONS.join(', ')}`),
  rarity: v.picklist(ACHIEVEMENT_RARITIES, `Rarity must be one of ${ACHIEVEMENT_RARITIES.join(', ')}`),
  category: v.optional(
    v.picklist(ACHIEVEMENT_CATEGORIES, `Category must be one of ${ACHIEVEMENT_CATEGORIES.join(', ')}`),
    'general',
  ),
  reward: v.pipe(
    v.union([v.string(), v.number()], rewardMessage),
    v.transform((x) => parseAmount(x) ?? -1),
    v.check((micro) => micro >= 0 && micro % 100_000 === 0 && micro <= 1_000_000_000, rewardMessage),
  ),
  requirement: v.object(
    {
      metric: v.picklist(ACHIEVEMENT_METRICS, `Requirement metric must be one of ${ACHIEVEMENT_METRICS.join(', ')}`),
      target: v.pipe(
        v.number('Requirement target must be a whole number from 1'),
        v.integer('Requirement target must be a whole number from 1'),
        v.minValue(1, 'Requirement target must be a whole number from 1'),
        v.maxValue(1_000_000, 'Requirement target is too large'),
      ),
    },
    'A requirement { metric, target } is required',
  ),
  isActive: v.optional(v.boolean('isActive must be true or false'), true),
});
const ListQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  type: v.optional(v.picklist(ACHIEVEMENT_TYPES, 'Unknown type')),
});

/** Achievement management (issue 19). The admin role is checked for all of /api/admin in app.ts. */
export function adminAchievementRoutes({ sql, auth }: Deps) {
  const admin = (request: Request) => auth.requireAdmin(request);
  return new Elysia()
    .get(
      '/api/admin/achievements',
      async ({ query }) => listAdminAchievements(sql, { search: query.search || null, type: query.type ?? null }),
      { query: ListQuery, detail: { summary: 'Achievements with usersEarned, counters, search and type filter' } },
    )
    .post(
      '/api/admin/achievements',
      async ({ body, request, set }) => {
        const { userId } = await admin(request);
        set.status = 201;
        return { data: await transaction(sql, (tx) => createAchievement(tx, { actorId: userId, achievement: body })) };
      },
      { body: AchievementBody, detail: { summary: 'Create an achievement the server unlocks by its requirement' } },
    )
    .put(
      '/api/admin/achievements/:id',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) =>
            updateAchievement(tx, { actorId: userId, id: params.id, achievement: body }),
          ),
        };
      },
      { params: IdParams, body: AchievementBody, detail: { summary: 'Edit an achievement' } },
    )
    .delete(
      '/api/admin/achievements/:id',
      async ({ params, request }) => {
        const { userId } = await admin(request);
        return { data: await transaction(sql, (tx) => deleteAchievement(tx, { actorId: userId, id: params.id })) };
      },
      {
        params: IdParams,
        detail: { summary: 'Delete an achievement (one that players earned is deactivated instead)' },
      },
    );
}
