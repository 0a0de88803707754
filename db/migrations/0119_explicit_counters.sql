-- The users screen's counters, the admin count, the access-changed notifications, the dashboard's
-- quiz counters and the transaction counters, no longer kept or sent by triggers on users,
-- user_roles, refresh_tokens, two_factor_secrets, quiz_sessions and transactions (issue 34, decision
-- 0070): the writers call users_count (domain/users/user-counters.sql), user_roles_add and
-- user_roles_remove (domain/identity/user-roles.sql), access_changed_notify
-- (domain/identity/access-changed.sql), quiz_counters_add (domain/quiz/quiz-counters.sql) and
-- transactions_count (domain/wallet/transaction-counters.sql) in their own transaction.
drop trigger if exists users_counted_added on users;
drop trigger if exists users_counted_removed on users;
drop trigger if exists users_recounted on users;
drop trigger if exists user_roles_admin_added on user_roles;
drop trigger if exists user_roles_admin_removed on user_roles;
drop function if exists users_count_added();
drop function if exists users_count_removed();
drop function if exists users_count_change();
drop function if exists user_roles_count_added();
drop function if exists user_roles_count_removed();
drop function if exists users_count_admins(uuid[], int);
drop trigger if exists users_access_changed on users;
drop trigger if exists refresh_tokens_access_changed on refresh_tokens;
drop trigger if exists refresh_tokens_access_deleted on refresh_tokens;
drop trigger if exists user_roles_access_changed on user_roles;
drop trigger if exists two_factor_secrets_access_changed on two_factor_secrets;
drop function if exists access_changed();
drop trigger if exists quiz_sessions_counted on quiz_sessions;
drop trigger if exists quiz_sessions_recounted on quiz_sessions;
drop trigger if exists quiz_sessions_uncounted on quiz_sessions;
drop function if exists quiz_counters_record();
drop trigger if exists transactions_counters_insert on transactions;
drop trigger if exists transactions_counters_update on transactions;
drop trigger if exists transactions_counters_delete on transactions;
drop function if exists transaction_counters_record();
