import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';

export type ProfileChanges = { name?: string; username?: string | null; avatar?: string | null };

/** Changes profile fields only; balances, XP, level and role have no path through here. */
export async function updateProfile(tx: Tx, input: { userId: string; changes: ProfileChanges }): Promise<void> {
  const { name, username, avatar } = input.changes;
  if (username) {
    const [taken] = await tx`select 1 from users where lower(username) = lower(${username}) and id <> ${input.userId}`;
    if (taken) throw new AppError('USERNAME_TAKEN', 'This username is already taken');
  }
  await tx`
    update users set
      name = coalesce(${name ?? null}, name),
      username = case when ${username !== undefined} then ${username ?? null} else username end,
      avatar = case when ${avatar !== undefined} then ${avatar ?? null} else avatar end,
      last_seen = now()
    where id = ${input.userId}`;
}
