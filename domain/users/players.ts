import type { Db } from '../../db/connection.ts';

/** The condition that `u` (a users row) is a player, not an admin: admins stay out of player figures (decision 0051). */
export const notAdmin = (db: Db) =>
  db`not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')`;
