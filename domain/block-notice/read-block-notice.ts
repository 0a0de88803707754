import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { isLanguage } from '../identity/languages.ts';
import { readBalances } from '../ledger/accounts.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { supportContact } from '../settings/support-contact.ts';

type Row = {
  live: boolean;
  language: string | null;
  block: { reason: string; blocked_at: string; until: string | null } | null;
};

/**
 * `GET /api/users/block-notice`: what the blocked player's screen shows instead of the app (decision
 * 0066): the block in force (the admin's reason, since when, until when; `until` null is permanent),
 * the player's balances to read (nothing here moves money), the operator's support contact, and the
 * player's chosen language (the profile, where the app reads it, refuses a blocked player).
 * `block` is null once no block is in force. A blocked player may read it, like the standing, so the
 * session is checked here (`session_live`) rather than by requireUser, which refuses them.
 */
export async function readBlockNotice(db: Db, caller: { userId: string; accessSession: string }, now: Date) {
  const [[row], balances, settings] = await Promise.all([
    db<Row[]>`
      select session_live(u.id, ${caller.accessSession}) as live, u.language,
        (select json_build_object('reason', b.reason, 'blocked_at', b.blocked_at, 'until', b.until) from user_blocks b
         where b.user_id = u.id and b.lifted_at is null and u.status = 'blocked' and (b.until is null or b.until > ${now})
         order by b.blocked_at desc limit 1) as block
      from users u where u.id = ${caller.userId}`,
    readBalances(db, caller.userId),
    readSettings(db),
  ]);
  if (!row?.live) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  const iso = (at: string) => new Date(at).toISOString();
  return {
    block: row.block
      ? {
          reason: row.block.reason,
          blockedAt: iso(row.block.blocked_at),
          until: row.block.until === null ? null : iso(row.block.until),
        }
      : null,
    balances: {
      balance: formatAmount(balances.total),
      playableBalance: formatAmount(balances.playable),
      bonusBalance: formatAmount(balances.bonus),
    },
    support: supportContact(settings),
    language: isLanguage(row.language) ? row.language : null,
  };
}

export type BlockNotice = Awaited<ReturnType<typeof readBlockNotice>>;
