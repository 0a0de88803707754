-- The users screen's counters (total, Telegram, active, blocked) move in the same transaction as a
-- sign-up, a block or an unblock, a closure, a Telegram link and an admin role given or taken: the
-- cards never count a million rows. They count players: an account leaves them when it is made an
-- admin and comes back when it stops being one (an admin is created as a user first, then given the
-- role, in the same transaction). The writers call these functions; no trigger does it for them
-- (issue 34, decision 0070).
--
-- Called by: createUser (create-user.ts), countAround (domain/count-around.ts: blockUser,
--   unblockUser, closeAccount, linkTelegram), user_roles_add and user_roles_remove
--   (domain/identity/user-roles.sql), the benches that insert players in bulk.
-- Calls: nothing of ours.
-- Triggers: none (user_counters has none).

-- Adds `p_change` for each listed account that is not an admin to the counter of its current status
-- and Telegram link: +1 after inserting accounts (one upsert per status for a bulk insert), -1 before
-- deleting them; -1 before and +1 after changing a status or a Telegram link, under the row's lock
-- (countAround). The rows are upserted in key order, so two writers lock them in the same order.
create or replace function users_count(p_user_ids uuid[], p_change int) returns void language sql as $$
  insert into user_counters as c (status, telegram, count)
  select status, telegram_id is not null, p_change * count(*) from users u
  where u.id = any(p_user_ids)
    and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')
  group by 1, 2 order by 1, 2
  on conflict (status, telegram) do update set count = c.count + excluded.count;
$$;
