-- The unread count of a player with many notifications without counting them (issue 17, decision
-- 0038): unread own notifications per player, kept by the statement-level triggers of
-- domain/notifications/unread-counts.sql. Broadcasts are still counted on read (a few hundred rows).
create table notification_unread_counts (
  user_id uuid primary key references users(id) on delete cascade,
  unread integer not null check (unread >= 0)
);

insert into notification_unread_counts (user_id, unread)
select user_id, count(*) from notifications where user_id is not null and read_at is null group by user_id;

-- A broadcast sent to one player's Telegram chat (notifications__broadcast_telegram fans a broadcast
-- out as one delivery job per player): the row makes each player's message go out once.
create table notification_telegram_deliveries (
  notification_id bigint not null references notifications(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (notification_id, user_id)
);
