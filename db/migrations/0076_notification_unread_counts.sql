-- The unread count of a player with many notifications without counting them (issue 17, decision
-- 0038): unread own notifications per player, kept by the statement-level triggers of
-- domain/notifications/unread-counts.sql. Broadcasts are still counted on read (a few hundred rows).
create table notification_unread_counts (
  user_id uuid primary key references users(id) on delete cascade,
  unread integer not null check (unread >= 0)
);

insert into notification_unread_counts (user_id, unread)
select user_id, count(*) from notifications where user_id is not null and read_at is null group by user_id;
