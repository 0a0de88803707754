import type { Db } from '../../db/connection.ts';

/** The condition that the user in `column` is a player, not an admin: admins stay out of player figures (decision 0051). */
export const notAdmin = (db: Db, column: 'u.id' | 'u.user_id') =>
  db`not exists (select 1 from user_roles r where r.user_id = ${db.unsafe(column)} and r.role = 'admin')`;
