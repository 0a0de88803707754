-- A level-up notification in the transaction that raised the level, and its Telegram delivery queued
-- in the same transaction for a player the bot may write to (the same test as notify() in
-- domain/notifications/notify.ts; the job checks the notification switches when it sends). Level-ups
-- are rare, so the answer path rarely pays for it. A player who muted level-ups
-- (notification_preferences) gets none; one who turned Telegram off in their preferences gets it in
-- the app only.
--
-- Called by: the trigger users_level_up_notification, after an update that raises users.level: only
--   quiz_finish writes it (a quiz's last answer, a start over an abandoned quiz, the expiry job).
-- Calls: notification_allowed, notification_telegram_allowed (notification-allowed.sql),
--   graphile_worker.add_job (notifications__deliver_telegram).
-- Triggers: notifications_unread_insert (the player's unread count).

create or replace function notifications_level_up() returns trigger language plpgsql as $$
declare
  v_id bigint;
begin
  insert into notifications (user_id, type, title, message, data)
  select new.id, 'level_up', 'Level up!', format('You reached level %s. Keep playing to climb higher!', new.level),
    jsonb_build_object('level', new.level)
  where notification_allowed(new.id, 'level_up')
  returning id into v_id;
  if v_id is not null and new.telegram_id is not null and new.telegram_can_message and new.telegram_blocked_at is null
     and notification_telegram_allowed(new.id) then
    perform graphile_worker.add_job('notifications__deliver_telegram', json_build_object('notificationId', v_id),
      job_key => 'notification:' || v_id);
  end if;
  return null;
end $$;

create or replace trigger users_level_up_notification
  after update of level on users for each row when (new.level > old.level)
  execute function notifications_level_up();
