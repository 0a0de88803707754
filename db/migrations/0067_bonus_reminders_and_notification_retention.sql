-- Daily bonus reminders (dailyBonus.notifications): one reminder per claim, before the streak ends.
alter table users add column bonus_reminded_at timestamptz;
create index users_bonus_reminder_idx on users (last_bonus_claim_at) where daily_streak > 0;

-- Notifications older than system.notifications.notificationRetention days are pruned by created_at.
create index notifications_created_idx on notifications (created_at);
