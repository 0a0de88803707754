import type { Db, Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { formatAmount, type Micro } from '../money.ts';
import { checkTranslations } from '../identity/translations.ts';
import type { AchievementMetric, AchievementTranslations } from './catalogue.ts';

export type AchievementInput = {
  title: string;
  description: string;
  /** The title and description per player language (decision 0072); left out, an edit keeps the saved ones. */
  translations?: unknown;
  type: string;
  icon: string;
  rarity: string;
  category: string;
  reward: Micro;
  requirement: { metric: AchievementMetric; target: number };
  isActive: boolean;
};

type AchievementRow = {
  id: string;
  title: string;
  description: string;
  translations: AchievementTranslations;
  type: string;
  icon: string;
  rarity: string;
  category: string;
  reward: number;
  metric: AchievementMetric;
  target: number;
  is_active: boolean;
  created_at: Date;
  users_earned: number;
};

const achievementJson = (r: AchievementRow) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  translations: r.translations,
  type: r.type,
  icon: r.icon,
  rarity: r.rarity,
  category: r.category,
  reward: formatAmount(r.reward),
  requirement: { metric: r.metric, target: r.target },
  isActive: r.is_active,
  status: r.is_active ? 'active' : 'inactive',
  usersEarned: r.users_earned,
  createdAt: r.created_at.toISOString(),
});

const selectWithEarned = (db: Db) => db`
  select a.*, (select count(*)::int from user_achievements u where u.achievement_id = a.id) as users_earned
  from achievements a`;

async function readOne(db: Db, id: string) {
  const [row] = await db<AchievementRow[]>`${selectWithEarned(db)} where a.id = ${id}`;
  if (!row) throw new AppError('NOT_FOUND', 'Achievement not found');
  return achievementJson(row);
}

/** The admin catalogue: counters, then the cards matching the search and type (the catalogue is small). */
export async function listAdminAchievements(db: Db, input: { search: string | null; type: string | null }) {
  const like = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db<AchievementRow[]>`
    ${selectWithEarned(db)}
    where (${input.type}::text is null or a.type = ${input.type})
      and (${like}::text is null or a.title ilike ${like} or a.description ilike ${like})
    order by a.sort_order, a.created_at limit 500`;
  const [counts] = await db<{ total: number; active: number; unlocks: number }[]>`
    select count(*)::int as total, count(*) filter (where is_active)::int as active,
      (select count(*)::int from user_achievements) as unlocks
    from achievements`;
  return {
    data: rows.map(achievementJson),
    counts: {
      total: counts!.total,
      active: counts!.active,
      inactive: counts!.total - counts!.active,
      unlocks: counts!.unlocks,
    },
  };
}
export type AchievementList = Awaited<ReturnType<typeof listAdminAchievements>>;
export type AdminAchievement = AchievementList['data'][number];

const checkWordings = (input: unknown) =>
  checkTranslations<'title' | 'description'>(input, {
    title: { label: 'Title', max: 80 },
    description: { label: 'Description', max: 300 },
  });

/** Adds an achievement; the server unlocks it like the seeded ones, after the next event that moves its metric. */
export async function createAchievement(tx: Tx, input: { actorId: string; achievement: AchievementInput }) {
  const a = input.achievement;
  const translations = checkWordings(a.translations ?? {});
  const [row] = await tx<{ id: string }[]>`
    insert into achievements (id, title, description, translations, type, icon, rarity, category, reward, metric, target, is_active, sort_order, created_by)
    values (gen_random_uuid()::text, ${a.title}, ${a.description}, ${tx.json(translations as never)}, ${a.type}, ${a.icon}, ${a.rarity}, ${a.category}, ${a.reward},
            ${a.requirement.metric}, ${a.requirement.target}, ${a.isActive},
            (select coalesce(max(sort_order), 0) + 1 from achievements), ${input.actorId})
    returning id`;
  const saved = await readOne(tx, row!.id);
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'achievement.create',
    targetType: 'achievement',
    targetId: saved.id,
    after: saved,
  });
  return saved;
}

/**
 * Edits an achievement. Players who unlocked it keep it (and its reward); a changed requirement
 * applies to those who have not.
 */
export async function updateAchievement(tx: Tx, input: { actorId: string; id: string; achievement: AchievementInput }) {
  const a = input.achievement;
  const [locked] = await tx`select 1 from achievements where id = ${input.id} for update`;
  if (!locked) throw new AppError('NOT_FOUND', 'Achievement not found');
  const before = await readOne(tx, input.id);
  const translations = checkWordings(a.translations ?? before.translations);
  await tx`
    update achievements set title = ${a.title}, description = ${a.description},
      translations = ${tx.json(translations as never)}, type = ${a.type}, icon = ${a.icon},
      rarity = ${a.rarity}, category = ${a.category}, reward = ${a.reward}, metric = ${a.requirement.metric},
      target = ${a.requirement.target}, is_active = ${a.isActive}, updated_at = now()
    where id = ${input.id}`;
  const saved = await readOne(tx, input.id);
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'achievement.update',
    targetType: 'achievement',
    targetId: input.id,
    before,
    after: saved,
  });
  return saved;
}

/** Deletes an achievement nobody earned; one that players earned is deactivated instead, so their record stays. */
export async function deleteAchievement(tx: Tx, input: { actorId: string; id: string }) {
  const [locked] = await tx`select 1 from achievements where id = ${input.id} for update`;
  if (!locked) throw new AppError('NOT_FOUND', 'Achievement not found');
  const before = await readOne(tx, input.id);
  const deactivated = before.usersEarned > 0;
  if (deactivated) await tx`update achievements set is_active = false, updated_at = now() where id = ${input.id}`;
  else await tx`delete from achievements where id = ${input.id}`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: deactivated ? 'achievement.deactivate' : 'achievement.delete',
    targetType: 'achievement',
    targetId: input.id,
    before,
  });
  return { deleted: !deactivated, deactivated };
}
