-- The users screen's counters and the admin count, no longer kept by triggers on users and
-- user_roles (issue 34, decision 0070): the writers call users_count, user_roles_add and
-- user_roles_remove (domain/users/user-counters.sql) in their own transaction.
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
