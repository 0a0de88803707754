-- Notifications keyed by their player (issue 34, decision 0080): a broadcast (an operator's
-- announcement, a new task: a notification without a player) moves to the reference table
-- `broadcasts`, and `notifications` holds only players' own rows, keyed (user_id, id), as a table
-- distributed by user_id and colocated with users needs (docs/scaling.md). A player's reads of a
-- broadcast (`broadcast_reads`, was notification_reads) and its Telegram deliveries to them
-- (`broadcast_telegram_deliveries`, was notification_telegram_deliveries) carry the player and point
-- at the broadcast, a reference row any shard holds. A broadcast keeps its id and new ones are drawn
-- from the notifications' sequence, so a notification id (in the API's replies and paths, and in a
-- delivery job) names one row of one of the two tables.
create table broadcasts (
  id bigint primary key default nextval('notifications_id_seq'),
  type text not null,
  title text not null,
  message text not null,
  data jsonb not null default '{}',
  wording jsonb,
  created_at timestamptz not null default now()
);
insert into broadcasts (id, type, title, message, data, wording, created_at)
  select id, type, title, message, data, wording, created_at from notifications where user_id is null;
-- The prune deletes by age.
create index broadcasts_created_idx on broadcasts (created_at);

alter table notification_reads drop constraint notification_reads_notification_id_fkey;
alter table notification_telegram_deliveries drop constraint notification_telegram_deliveries_notification_id_fkey;
alter table notification_reads rename to broadcast_reads;
alter table broadcast_reads rename column notification_id to broadcast_id;
alter table broadcast_reads rename constraint notification_reads_pkey to broadcast_reads_pkey;
alter table broadcast_reads rename constraint notification_reads_user_id_fkey to broadcast_reads_user_id_fkey;
alter table notification_telegram_deliveries rename to broadcast_telegram_deliveries;
alter table broadcast_telegram_deliveries rename column notification_id to broadcast_id;
alter table broadcast_telegram_deliveries
  rename constraint notification_telegram_deliveries_pkey to broadcast_telegram_deliveries_pkey;
alter table broadcast_telegram_deliveries
  rename constraint notification_telegram_deliveries_user_id_fkey to broadcast_telegram_deliveries_user_id_fkey;
-- Only broadcasts were ever read or delivered through these tables (a player's own row has read_at
-- and telegram_sent_at); anything else has nothing to point at.
delete from broadcast_reads r where not exists (select 1 from broadcasts b where b.id = r.broadcast_id);
delete from broadcast_telegram_deliveries d where not exists (select 1 from broadcasts b where b.id = d.broadcast_id);
alter table broadcast_reads add constraint broadcast_reads_broadcast_id_fkey
  foreign key (broadcast_id) references broadcasts (id) on delete cascade;
alter table broadcast_telegram_deliveries add constraint broadcast_telegram_deliveries_broadcast_id_fkey
  foreign key (broadcast_id) references broadcasts (id) on delete cascade;

delete from notifications where user_id is null;
drop index notifications_broadcast_idx;
alter table notifications alter column user_id set not null;
alter table notifications drop constraint notifications_pkey, add primary key (user_id, id);
-- (user_id, id desc) is the new primary key read backwards.
drop index notifications_user_idx;
