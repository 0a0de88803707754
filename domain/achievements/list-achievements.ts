import type { Db } from '../../db/connection.ts';
import { formatAmount } from '../money.ts';
import type { AchievementTranslations } from './catalogue.ts';

/** The catalogue with the player's unlocked ones marked, unlocked first (newest first). */
export async function listAchievements(db: Db, userId: string) {
  const rows = await db<
    {
      id: string;
      title: string;
      description: string;
      translations: AchievementTranslations;
      type: string;
      icon: string;
      rarity: string;
      reward: number;
      unlocked_at: Date | null;
    }[]
  >`
    select a.id, a.title, a.description, a.translations, a.type, a.icon, a.rarity, a.reward, u.unlocked_at
    from achievements a left join user_achievements u on u.achievement_id = a.id and u.user_id = ${userId}
    where a.is_active or u.unlocked_at is not null
    order by u.unlocked_at desc nulls last, a.sort_order`;
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    translations: r.translations,
    type: r.type,
    icon: r.icon,
    rarity: r.rarity,
    reward: formatAmount(r.reward),
    unlocked: r.unlocked_at !== null,
    unlockedAt: r.unlocked_at?.toISOString() ?? null,
  }));
}
export type Achievement = Awaited<ReturnType<typeof listAchievements>>[number];
