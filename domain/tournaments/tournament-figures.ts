import type { Db } from '../../db/connection.ts';
import { formatAmount } from '../money.ts';

/**
 * The dashboard's tournament figures: all tournaments, the open ones, their entries, and the prize
 * money (pools less the app fee, of every tournament not cancelled); and the five newest.
 */
export async function tournamentFigures(db: Db) {
  const [[totals], recent] = await Promise.all([
    db<{ total: number; active: number; participants: number; prizes: number }[]>`
      select count(*)::int as total, (count(*) filter (where status = 'active'))::int as active,
        coalesce(sum(current_participants), 0)::int as participants,
        coalesce(sum(entry_fees + house_prize - coalesce(app_fee, 0)) filter (where status <> 'cancelled'), 0)::int8 as prizes
      from tournaments`,
    db<{ id: string; name: string; participants: number; pool: number; status: string; starts_at: Date }[]>`
      select id, name, current_participants as participants, entry_fees + house_prize as pool, status, starts_at
      from tournaments order by created_at desc, id desc limit 5`,
  ]);
  return {
    overview: {
      totalTournaments: totals!.total,
      activeTournaments: totals!.active,
      totalParticipants: totals!.participants,
      totalPrizePool: formatAmount(totals!.prizes),
    },
    recent: recent.map((t) => ({
      id: t.id,
      name: t.name,
      participants: t.participants,
      prizePool: formatAmount(t.pool),
      status: t.status === 'active' && t.starts_at > new Date() ? 'upcoming' : t.status,
    })),
  };
}
