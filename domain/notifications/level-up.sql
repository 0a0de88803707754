-- A level-up notification in the transaction that raised the level (the quiz finish, inside the
-- answer statement). Shown in the app only: Telegram delivery is queued by notify() in TypeScript
-- (domain/notifications/notify.ts), which this SQL path does not go through. A player who muted
-- level-ups (notification_preferences) gets none.
create or replace function notifications_level_up() returns trigger language plpgsql as $$
begin
  insert into notifications (user_id, type, title, message, data)
  select new.id, 'level_up', 'Level up!', format('You reached level %s. Keep playing to climb higher!', new.level),
    jsonb_build_object('level', new.level)
  where notification_allowed(new.id, 'level_up');
  return null;
end $$;

create or replace trigger users_level_up_notification
  after update of level on users for each row when (new.level > old.level)
  execute function notifications_level_up();
