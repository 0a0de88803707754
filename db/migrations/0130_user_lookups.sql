-- The users' global unique values in lookup tables (issue 34, decision 0080 step 3): a Telegram id,
-- a referral code, a username (whatever its case) and an email address are unique across all
-- players, so a table distributed by player cannot enforce them (docs/scaling.md). Each moves to a
-- small lookup table keyed by the value that holds the player's id, written by the use case in the
-- transaction that writes the player's row (sign-up, Telegram sign-in and link, a username change,
-- closing an account): the lookup's primary key enforces the uniqueness the unique index did. A
-- reader finds the player by the lookup, then the player's row by id. The values stay on users and
-- email_identities, which show them; only their unique indexes go. No foreign key joins a lookup to
-- its player: the lookup is distributed by its value, on another shard.

-- No player or email is written between the copy below and the dropped unique indexes (old code
-- writes no lookup): the tables are locked first. Processes of the old code must be stopped first.
lock table users, email_identities in share mode;

create table telegram_ids (telegram_id bigint primary key, user_id uuid not null);
create table referral_codes (code text primary key, user_id uuid not null);
create table usernames (lower_username text primary key, user_id uuid not null);
create table email_addresses (email text primary key, user_id uuid not null);
insert into telegram_ids (telegram_id, user_id) select telegram_id, id from users where telegram_id is not null;
insert into referral_codes (code, user_id) select referral_code, id from users;
insert into usernames (lower_username, user_id) select lower(username), id from users where username is not null;
insert into email_addresses (email, user_id) select email, user_id from email_identities;

alter table users drop constraint users_telegram_id_key, drop constraint users_referral_code_key;
drop index users_username_lower_idx;
-- That index also gave the planner lower(username)'s statistics, which the admin name search's
-- prefix branch is planned by (without them it estimated 50x the rows, and the search scanned users).
create statistics users_username_lower_stats on (lower(username)) from users;
analyze users;
alter table email_identities drop constraint email_identities_email_key;
