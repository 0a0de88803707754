-- The users screen's counters (total, Telegram, active, blocked) move in the same transaction as a
-- sign-up, a block or an unblock: the cards never count a million rows. Inserts and deletes count per
-- statement (one upsert per status for a bulk insert); a status or Telegram change per row, only when
-- one of those columns changes (the quiz's frequent updates of a player's counters never fire it).
-- They count players: an account leaves them when it is made an admin and comes back when it stops
-- being one (an admin is created as a user first, then given the role, in the same transaction).
--
-- Called by: the triggers users_counted_added, users_counted_removed, users_recounted,
--   user_roles_admin_added and user_roles_admin_removed.
-- Calls: nothing of ours.
-- Triggers: none (user_counters has none).

create or replace function users_count_added() returns trigger language plpgsql as $$
begin
  insert into user_counters as c (status, telegram, count)
  select status, telegram_id is not null, count(*) from added group by 1, 2
  on conflict (status, telegram) do update set count = c.count + excluded.count;
  return null;
end $$;

create or replace function users_count_removed() returns trigger language plpgsql as $$
begin
  update user_counters c set count = c.count - r.n
  from (select status, telegram_id is not null as telegram, count(*) as n from removed group by 1, 2) r
  where c.status = r.status and c.telegram = r.telegram;
  return null;
end $$;

create or replace function users_count_change() returns trigger language plpgsql as $$
begin
  if exists (select 1 from user_roles where user_id = new.id and role = 'admin') then
    return null;
  end if;
  update user_counters set count = count - 1 where status = old.status and telegram = (old.telegram_id is not null);
  insert into user_counters (status, telegram, count) values (new.status, new.telegram_id is not null, 1)
  on conflict (status, telegram) do update set count = user_counters.count + 1;
  return null;
end $$;

-- p_delta -1 when accounts become admins, +1 when they stop being admins.
create or replace function users_count_admins(p_user_ids uuid[], p_delta int) returns void language sql as $$
  insert into user_counters as c (status, telegram, count)
  select status, telegram_id is not null, p_delta * count(*) from users where id = any(p_user_ids) group by 1, 2
  on conflict (status, telegram) do update set count = c.count + excluded.count;
$$;

create or replace function user_roles_count_added() returns trigger language plpgsql as $$
begin
  perform users_count_admins(array(select user_id from added where role = 'admin'), -1);
  return null;
end $$;

create or replace function user_roles_count_removed() returns trigger language plpgsql as $$
begin
  perform users_count_admins(array(select user_id from removed where role = 'admin'), 1);
  return null;
end $$;

create or replace trigger users_counted_added after insert on users
  referencing new table as added for each statement execute function users_count_added();
create or replace trigger users_counted_removed after delete on users
  referencing old table as removed for each statement execute function users_count_removed();
create or replace trigger users_recounted after update of status, telegram_id on users
  for each row when (old.status is distinct from new.status or (old.telegram_id is null) <> (new.telegram_id is null))
  execute function users_count_change();
create or replace trigger user_roles_admin_added after insert on user_roles
  referencing new table as added for each statement execute function user_roles_count_added();
create or replace trigger user_roles_admin_removed after delete on user_roles
  referencing old table as removed for each statement execute function user_roles_count_removed();
