-- Hardening after review: time-zone changes are rate limited, usernames are unique regardless of
-- case, and one on-chain reference can back only one live deposit per network.
alter table users add column timezone_changed_at timestamptz;

alter table users drop constraint users_username_key;
create unique index users_username_lower_idx on users (lower(username));

create unique index transactions_deposit_reference_idx on transactions (network, lower(details->>'reference'))
  where type = 'deposit' and status in ('pending', 'processing', 'completed');

-- Question picking reads the player's own answers per question.
create index quiz_sessions_user_id_idx on quiz_sessions (user_id, id);
