-- The triggers that did product work on player tables, ended (issue 34, decision 0070): each use case
-- now does that work in an explicit statement of its own transaction (docs/architecture.md, "Money
-- and side effects"). post_journal checks that a journal's postings sum to zero before it writes; the
-- ledger's writers add reward journals to the leaderboard; the writers of users.level notify a level
-- reached; a first completed quiz and a first credited deposit queue the referral job; the writers,
-- readers and pruner of notifications move the unread counts.
drop trigger if exists postings_balanced on postings;
drop function if exists ledger_check_balanced();
drop trigger if exists postings_leaderboard on postings;
drop function if exists leaderboard_record_earnings();
drop trigger if exists users_level_up_notification on users;
drop function if exists notifications_level_up();
drop trigger if exists users_referral_qualifying on users;
drop function if exists referrals_queue_on_qualifying();
drop trigger if exists notifications_unread_insert on notifications;
drop trigger if exists notifications_unread_update on notifications;
drop trigger if exists notifications_unread_delete on notifications;
drop function if exists notifications_count_unread();
