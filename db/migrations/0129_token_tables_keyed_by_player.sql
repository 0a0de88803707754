-- The token tables keyed by their player (issue 34, decision 0080 step 2): email tokens, refresh
-- tokens and Telegram link codes are keyed (user_id, id) (a link code: (user_id, code_hash)), as a
-- table distributed by user_id needs (docs/scaling.md). The hash a request presents is unique across
-- all players, so it moves to a small lookup table keyed by the hash that holds the player's id (and
-- the token's id): the use case writes both in one transaction, and finds a token by reading the
-- lookup, then the token by its player and id. The token row keeps its hash (no longer unique) so
-- the pruning of expired tokens deletes their lookups without a join across shards. No foreign key
-- joins a lookup to its token or player: the lookup is distributed by the hash, on another shard.

-- No token is written between the copy below and the new keys (old code writes no lookup): the
-- tables are locked first. Processes of the old code must be stopped before this migration runs.
lock table email_tokens, refresh_tokens, telegram_link_codes in share mode;

create table email_token_hashes (token_hash text primary key, user_id uuid not null, token_id bigint not null);
create table refresh_token_hashes (token_hash text primary key, user_id uuid not null, token_id uuid not null);
create table telegram_link_code_hashes (code_hash text primary key, user_id uuid not null);
insert into email_token_hashes (token_hash, user_id, token_id) select token_hash, user_id, id from email_tokens;
insert into refresh_token_hashes (token_hash, user_id, token_id) select token_hash, user_id, id from refresh_tokens;
insert into telegram_link_code_hashes (code_hash, user_id) select code_hash, user_id from telegram_link_codes;

alter table email_tokens drop constraint email_tokens_token_hash_key,
  drop constraint email_tokens_pkey, add primary key (user_id, id);
alter table refresh_tokens drop constraint refresh_tokens_token_hash_key,
  drop constraint refresh_tokens_pkey, add primary key (user_id, id);
alter table telegram_link_codes drop constraint telegram_link_codes_pkey, add primary key (user_id, code_hash);
-- A family (a sign-in session) is revoked with its player's id, which every caller knows.
drop index refresh_tokens_family_idx;
create index refresh_tokens_family_idx on refresh_tokens (user_id, family_id);
