-- The admin dashboard's Telegram card counts Mini App launches (issue 18, decision 0039): every launch
-- signs in through /api/telegram-webapp/webapp-init, so a launch is a sign-in signal with method
-- 'telegram'. Rows from before this migration carry no method (null) and are not counted.
alter table sign_in_signals add column method text check (method in ('password', 'telegram'));
-- Today's launches: an index range over the day, never a scan of every sign-in.
create index sign_in_signals_telegram_at_idx on sign_in_signals (at) where method = 'telegram';
-- Overdue settlements (the dashboard's Tournament Approvals): open tournaments by their end.
create index tournaments_active_ends_idx on tournaments (ends_at) where status = 'active';
