import type { Db, Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { checkAvatarImage } from './avatar-image.ts';

/** Where an uploaded avatar is served; the version changes with each upload so caches never show an old one. */
export const avatarPath = (userId: string, version: number) => `/api/users/${userId}/avatar?v=${version}`;

/** Stores the player's uploaded avatar (checked by its bytes) and points their profile at it. */
export async function saveAvatar(tx: Tx, userId: string, bytes: Uint8Array): Promise<void> {
  const image = checkAvatarImage(bytes);
  const [row] = await tx<{ version: number }[]>`
    insert into user_avatars (user_id, content_type, width, height, bytes, updated_at)
    values (${userId}, ${image.contentType}, ${image.width}, ${image.height}, ${bytes}, clock_timestamp())
    on conflict (user_id) do update set content_type = excluded.content_type, width = excluded.width,
      height = excluded.height, bytes = excluded.bytes, updated_at = excluded.updated_at
    returning (extract(epoch from updated_at) * 1000)::int8 as version`;
  await tx`update users set avatar = ${avatarPath(userId, row!.version)}, last_seen = now() where id = ${userId}`;
}

/** Removes the uploaded avatar: the profile shows the Telegram photo again, or the default icon. */
export async function removeAvatar(tx: Tx, userId: string): Promise<void> {
  await tx`delete from user_avatars where user_id = ${userId}`;
  await tx`update users set avatar = null, last_seen = now() where id = ${userId}`;
}

export async function readAvatar(db: Db, userId: string): Promise<{ contentType: string; bytes: Uint8Array }> {
  const [row] = await db<{ content_type: string; bytes: Uint8Array }[]>`
    select content_type, bytes from user_avatars where user_id = ${userId}`;
  if (!row) throw new AppError('NOT_FOUND', 'No avatar');
  return { contentType: row.content_type, bytes: row.bytes };
}
