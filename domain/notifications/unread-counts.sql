-- Keeps notification_unread_counts (decision 0038): a player's unread own notifications, moved by the
-- use cases that write, read and delete them, in the same statement or transaction, one row per
-- player touched (in player order, so two writers touching several players lock their rows in the
-- same order).
--
-- Called by: notify and notifyMany (notify.ts), notifications_level_up (level-up.sql), markRead and
--   markAllRead (mark-read.ts), pruneNotifications (prune-notifications.ts).
-- Calls: nothing of ours.
-- Triggers: none.

-- Adds `p_change` to the count of each player in `p_users` once per time they appear (a broadcast's
-- null player counts nowhere): +1 for a notification written (the player's row made on their first),
-- -1 for an unread one read or deleted (an update: a row's CHECK refuses a negative insert even when
-- it would conflict).
create or replace function notifications_count_unread(p_users uuid[], p_change int) returns void language sql as $$
  insert into notification_unread_counts as c (user_id, unread)
  select user_id, count(*) * p_change from unnest(p_users) as u(user_id)
  where user_id is not null and p_change > 0
  group by user_id order by user_id
  on conflict (user_id) do update set unread = c.unread + excluded.unread;
  update notification_unread_counts c set unread = c.unread + d.change
  from (
    select user_id, count(*) * p_change as change from unnest(p_users) as u(user_id)
    where user_id is not null and p_change < 0
    group by user_id order by user_id
  ) d
  where c.user_id = d.user_id;
$$;
