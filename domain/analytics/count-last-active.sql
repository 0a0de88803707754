-- Recounts analytics_last_active_counts from analytics_last_active: players per last-active day. A
-- full recount (one index-only pass over analytics_last_active_day_idx, about a second for a million
-- players on a loaded machine), never an increment, so a deleted player or an interrupted run leaves
-- nothing wrong behind.
--
-- Called by: analytics_refresh (domain/analytics/refresh-analytics.sql), every 5 minutes.
-- Calls: nothing of ours.
-- Triggers: none.

create or replace function analytics_count_last_active()
returns void language sql as $$
  delete from analytics_last_active_counts c
  where not exists (select 1 from analytics_last_active l where l.day = c.day);
  insert into analytics_last_active_counts (day, users)
  select day, count(*) from analytics_last_active group by day
  on conflict (day) do update set users = excluded.users
  where analytics_last_active_counts.users <> excluded.users;
$$;
