-- Keeps notification_unread_counts (decision 0038): a player's unread own notifications, changed by the
-- statement that inserts, reads or deletes them, one row per player the statement touched (in player
-- order, so two statements touching several players lock their rows in the same order).
--
-- Called by: the triggers notifications_unread_insert, notifications_unread_update and
--   notifications_unread_delete (notify.ts, notifications_level_up, mark-read.ts,
--   deliver-telegram.ts, prune-notifications.ts write notifications).
-- Calls: nothing of ours.
-- Triggers: none.

create or replace function notifications_count_unread() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into notification_unread_counts as c (user_id, unread)
    select user_id, count(*) from added where user_id is not null and read_at is null
    group by user_id order by user_id
    on conflict (user_id) do update set unread = c.unread + excluded.unread;
  elsif tg_op = 'UPDATE' then
    update notification_unread_counts c set unread = c.unread + d.change
    from (
      select n.user_id, sum(case when o.read_at is null then -1 else 1 end) as change
      from added n join removed o on o.id = n.id
      where n.user_id is not null and (o.read_at is null) <> (n.read_at is null)
      group by n.user_id order by n.user_id
    ) d
    where c.user_id = d.user_id;
  else
    update notification_unread_counts c set unread = c.unread - d.gone
    from (
      select user_id, count(*) as gone from removed where user_id is not null and read_at is null
      group by user_id order by user_id
    ) d
    where c.user_id = d.user_id;
  end if;
  return null;
end $$;

create or replace trigger notifications_unread_insert after insert on notifications
  referencing new table as added for each statement execute function notifications_count_unread();
create or replace trigger notifications_unread_update after update on notifications
  referencing old table as removed new table as added for each statement execute function notifications_count_unread();
create or replace trigger notifications_unread_delete after delete on notifications
  referencing old table as removed for each statement execute function notifications_count_unread();
