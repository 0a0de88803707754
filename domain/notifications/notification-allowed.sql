-- The player's notification preferences (notification_preferences): whether a notification of
-- `p_type` may be written for `p_user` (a broadcast, in `broadcasts`, is no one's and asks nobody),
-- and whether it may also go to their Telegram chat. No row means the defaults: nothing muted,
-- Telegram on. A self-excluded player gets no marketing: no play reminders, and no broadcast in their
-- Telegram chat.
--
-- Called by: notify and notifyMany (domain/notifications/notify.ts), notifications_level_up
--   (level-up.sql); notification_telegram_allowed also by deliver-telegram.ts and broadcast-telegram.ts;
--   notification_broadcasts_from by list-notifications.ts and mark-read.ts.
-- Calls: play_self_excluded (domain/responsible-play/play-limits.sql).
-- Triggers: none (read only).

-- A self-excluded player (play_self_excluded) gets no nudge to play: the daily bonus reminders and new tasks.
create or replace function notification_allowed(p_user uuid, p_type text) returns boolean
language sql stable as $$
  select not exists (
    select 1 from notification_preferences p where p.user_id = p_user and p_type = any (p.muted))
    and not (p_type in ('daily_bonus_ready', 'daily_bonus_streak', 'task_activated') and play_self_excluded(p_user))
$$;

create or replace function notification_telegram_allowed(p_user uuid) returns boolean
language sql stable as $$
  select coalesce((select p.telegram from notification_preferences p where p.user_id = p_user), true)
$$;

-- Where the broadcasts (operators' announcements, new tasks) a player sees in the app begin: when they
-- joined. A self-excluded player sees none while excluded, as none reaches their Telegram chat.
create or replace function notification_broadcasts_from(p_user uuid) returns timestamptz
language sql stable as $$
  select case when play_self_excluded(p_user) then 'infinity'::timestamptz
    else (select join_date from users where id = p_user) end
$$;
