-- Back office user management, security and loss prevention (issue 18, decision 0029).

-- Every block is a record: who, why, from when, until when (null: permanent), and when it was lifted.
-- users.status/blocked_until stay the fast check on every quiz and money path; a block that ran out
-- ends by itself there (lockActiveUser, quiz_start_refusal), the record keeps its history.
create table user_blocks (
  id bigint generated always as identity primary key,
  user_id uuid not null references users(id),
  reason text not null check (length(reason) between 1 and 500),
  blocked_at timestamptz not null default now(),
  until timestamptz,
  blocked_by uuid references users(id),
  lifted_at timestamptz,
  lifted_by uuid references users(id)
);
create index user_blocks_user_idx on user_blocks (user_id, blocked_at desc);
create index user_blocks_open_idx on user_blocks (blocked_at desc, id desc) where lifted_at is null;

-- A closed account keeps its id and its ledger; its personal data is erased.
alter table users add column closed_at timestamptz;

-- The users list pages newest first by (join_date, id), filtered or not.
create index users_join_idx on users (join_date desc, id desc);
create index users_status_join_idx on users (status, join_date desc, id desc);

-- Counters of the users screen's cards, kept by the trigger of domain/users/user-counters.sql in
-- the same transaction as the change. One row per (status, is_telegram).
create table user_counters (
  status text not null,
  telegram boolean not null,
  count bigint not null,
  primary key (status, telegram)
);
insert into user_counters (status, telegram, count)
select status, telegram_id is not null, count(*) from users group by 1, 2;

-- Sign-in signals for multi-account detection: the device fingerprint and the client address,
-- hashed with the server's secret (personal data is not kept in the clear).
create table sign_in_signals (
  id bigint generated always as identity primary key,
  user_id uuid not null references users(id),
  at timestamptz not null default now(),
  device_hash text,
  address_hash text not null
);
create index sign_in_signals_user_idx on sign_in_signals (user_id, at desc);
create index sign_in_signals_device_idx on sign_in_signals (device_hash, user_id) where device_hash is not null;
create index sign_in_signals_address_idx on sign_in_signals (address_hash, user_id);

-- The fraud job's latest score per player, read by the loss-prevention screen through its index.
create table risk_scores (
  user_id uuid primary key references users(id),
  score smallint not null check (score between 0 and 100),
  level text not null check (level in ('low', 'medium', 'high')),
  reasons jsonb not null,
  scored_at timestamptz not null
);
create index risk_scores_score_idx on risk_scores (score desc, user_id);

-- Open flags newest first (security screen), and the audit log by actor and by action.
create index security_flags_open_idx on security_flags (created_at desc, id desc) where resolved_at is null;
create index audit_log_actor_idx on audit_log (actor_id, created_at desc, id desc);
create index audit_log_action_idx on audit_log (action, created_at desc, id desc);
-- High-value transactions of the loss-prevention screen (over 10 USDT, spec 002 section 9), newest first.
create index transactions_high_value_idx on transactions (created_at desc, id desc) where amount > 10000000;

