import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { claim, release, usernameKey } from '../identity/user-lookups.ts';

export type ProfileChanges = { name?: string; username?: string | null; avatar?: string | null };

/** Changes profile fields only; balances, XP, level and role have no path through here. */
export async function updateProfile(tx: Tx, input: { userId: string; changes: ProfileChanges }): Promise<void> {
  const { name, username, avatar } = input.changes;
  if (username !== undefined) {
    // A username is unique whatever its case through its lookup (decision 0080): the new one is
    // claimed (of two players taking one at once, the second waits and finds it taken), the old one
    // given up, in the transaction that changes the player's row.
    const [me] = await tx<
      { username: string | null }[]
    >`select username from users where id = ${input.userId} for update`;
    const before = me?.username == null ? null : usernameKey(me.username);
    const after = username === null ? null : usernameKey(username);
    if (after !== null && after !== before && !(await claim(tx, 'username', after, input.userId)))
      throw new AppError('USERNAME_TAKEN', 'This username is already taken');
    if (before !== null && before !== after) await release(tx, 'username', before, input.userId);
  }
  await tx`
    update users set
      name = coalesce(${name ?? null}, name),
      username = case when ${username !== undefined} then ${username ?? null} else username end,
      avatar = case when ${avatar !== undefined} then ${avatar ?? null} else avatar end,
      last_seen = now()
    where id = ${input.userId}`;
}
