-- A level-up notification, written by the use case that raised the level in its own transaction and
-- counted unread, and its Telegram delivery queued in the same transaction for a player the bot may write to (the same
-- test as notify() in domain/notifications/notify.ts; the job checks the notification switches when
-- it sends). Level-ups are rare, so the answer path rarely pays for it. A player who muted level-ups
-- (notification_preferences) gets none; one who turned Telegram off in their preferences gets it in
-- the app only.
--
-- Called by: the writers of users.level, when they raise it: quiz_finish (domain/quiz/finish-quiz.sql:
--   a quiz's last answer, a start over an abandoned quiz, the expiry job) and resettleAnswer
--   (domain/disputes/resettle-answer.ts: XP for an answer a corrected key makes right).
-- Calls: notification_allowed, notification_telegram_allowed (notification-allowed.sql),
--   notifications_count_unread (unread-counts.sql), graphile_worker.add_job
--   (notifications__deliver_telegram).
-- Triggers: none.

-- `p_level` is the level the player has just reached.
create or replace function notifications_level_up(p_user_id uuid, p_level int) returns void language plpgsql as $$
declare
  v_id bigint;
begin
  insert into notifications (user_id, type, title, message, wording, data)
  select p_user_id, 'level_up', 'Level up!', format('You reached level %s. Keep playing to climb higher!', p_level),
    jsonb_build_object('key', 'level_up', 'values', jsonb_build_object('level', p_level)), jsonb_build_object('level', p_level)
  where notification_allowed(p_user_id, 'level_up')
  returning id into v_id;
  if v_id is null then
    return;
  end if;
  perform notifications_count_unread(array[p_user_id], 1);
  if exists (
    select 1 from users where id = p_user_id
      and telegram_id is not null and telegram_can_message and telegram_blocked_at is null)
     and notification_telegram_allowed(p_user_id) then
    perform graphile_worker.add_job('notifications__deliver_telegram',
      json_build_object('notificationId', v_id, 'userId', p_user_id), job_key => 'notification:' || v_id);
  end if;
end $$;
