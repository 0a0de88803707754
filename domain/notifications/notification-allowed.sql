-- The player's notification preferences (notification_preferences, issue 21): whether a notification
-- of `p_type` may be written for `p_user` (a broadcast, null user, always may), and whether it may
-- also go to their Telegram chat. No row means the defaults: nothing muted, Telegram on.
create or replace function notification_allowed(p_user uuid, p_type text) returns boolean
language sql stable as $$
  select p_user is null or not exists (
    select 1 from notification_preferences p where p.user_id = p_user and p_type = any (p.muted))
$$;

create or replace function notification_telegram_allowed(p_user uuid) returns boolean
language sql stable as $$
  select coalesce((select p.telegram from notification_preferences p where p.user_id = p_user), true)
$$;
