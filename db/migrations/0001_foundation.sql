-- Foundation: identity, settings, wallet networks, ledger, idempotency, audit, rate limits.

create table users (
  id uuid primary key default gen_random_uuid(),
  name text not null default '',
  username text unique,
  avatar text,
  status text not null default 'active' check (status in ('active', 'pending', 'blocked')),
  blocked_until timestamptz,
  timezone text not null default 'UTC',
  level integer not null default 1 check (level >= 1),
  total_xp bigint not null default 0 check (total_xp >= 0),
  tournaments_won integer not null default 0,
  total_tournaments integer not null default 0,
  questions_answered integer not null default 0,
  quizzes_completed integer not null default 0,
  correct_answers integer not null default 0,
  total_score bigint not null default 0,
  quiz_streak integer not null default 0,
  daily_streak integer not null default 0,
  last_bonus_claim_date date,
  last_bonus_claim_at timestamptz,
  rank text not null default 'Bronze',
  total_earned bigint not null default 0,
  total_deposited bigint not null default 0,
  total_withdrawn bigint not null default 0,
  referral_earnings bigint not null default 0,
  tasks_completed integer not null default 0,
  has_deposited boolean not null default false,
  withdrawal_enabled boolean not null default true,
  is_verified boolean not null default false,
  telegram_id bigint unique,
  telegram_username text,
  telegram_full_name text,
  telegram_photo_url text,
  referral_code text not null unique,
  referrer_id uuid references users(id),
  join_date timestamptz not null default now(),
  last_seen timestamptz not null default now()
);
create index users_referrer_idx on users(referrer_id);

create table user_roles (
  user_id uuid not null references users(id) on delete cascade,
  role text not null check (role in ('player', 'admin')),
  granted_at timestamptz not null default now(),
  primary key (user_id, role)
);

create table email_identities (
  user_id uuid primary key references users(id) on delete cascade,
  email text not null unique,
  password_hash text not null,
  created_at timestamptz not null default now()
);

create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_family_idx on refresh_tokens(family_id);

-- One settings document; its defaults live in domain/settings/defaults.ts and are merged on read.
create table app_settings (
  id text primary key check (id = 'appSettings'),
  document jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now(),
  updated_by uuid references users(id)
);

create table networks (
  code text primary key,
  name text not null,
  address_format text not null,
  fee_range text not null,
  speed text not null,
  sort_order integer not null default 0
);

create table deposit_addresses (
  id uuid primary key default gen_random_uuid(),
  network text not null references networks(code),
  address text not null,
  label text not null,
  min_deposit bigint not null default 1000000 check (min_deposit > 0),
  max_deposit bigint not null default 10000000000 check (max_deposit >= min_deposit),
  processing_time text not null default '5-10 minutes',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index deposit_addresses_network_address_idx on deposit_addresses(network, address);

-- Ledger. Amounts are integer micro-USDT. User accounts keep a cached balance that never goes
-- negative; system accounts carry no cached balance (derived from postings) so they are never a
-- hot row that every player's transaction must lock.
create table accounts (
  id bigint generated always as identity primary key,
  user_id uuid references users(id),
  kind text not null,
  code text unique,
  balance bigint,
  constraint accounts_owner check (
    (user_id is not null and code is null and kind in ('playable', 'bonus') and balance is not null and balance >= 0)
    or (user_id is null and code is not null and balance is null)
  )
);
create unique index accounts_user_kind_idx on accounts(user_id, kind) where user_id is not null;

create table journals (
  id bigint generated always as identity primary key,
  type text not null check (type in (
    'deposit', 'withdrawal', 'withdrawal_fee', 'quiz_reward', 'streak_bonus', 'quiz_stake', 'quiz_payout',
    'tournament_win', 'tournament_creation', 'tournament_join', 'referral_bonus', 'daily_bonus',
    'task_reward', 'welcome_bonus', 'achievement_reward', 'bonus_unlock', 'adjustment', 'reversal'
  )),
  user_id uuid references users(id),
  description text not null default '',
  reference text,
  reverses bigint references journals(id),
  created_at timestamptz not null default now()
);
create index journals_user_idx on journals(user_id, id desc);

create table postings (
  id bigint generated always as identity primary key,
  journal_id bigint not null references journals(id),
  account_id bigint not null references accounts(id),
  amount bigint not null check (amount <> 0)
);
create index postings_journal_idx on postings(journal_id);
create index postings_account_idx on postings(account_id);

create function ledger_forbid_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are immutable: post a reversing journal instead';
end $$;
create trigger journals_immutable before update or delete on journals
  for each row execute function ledger_forbid_change();
create trigger postings_immutable before update or delete on postings
  for each row execute function ledger_forbid_change();

-- Every journal's postings sum to zero, checked when the transaction commits.
create function ledger_check_balanced() returns trigger language plpgsql as $$
declare total bigint;
begin
  select coalesce(sum(amount), 0) into total from postings where journal_id = new.journal_id;
  if total <> 0 then
    raise exception 'journal % is unbalanced by %', new.journal_id, total;
  end if;
  return null;
end $$;
create constraint trigger postings_balanced after insert on postings
  deferrable initially deferred for each row execute function ledger_check_balanced();

-- The player-facing record of a money movement (the spec's Transaction), with its status.
create table transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id),
  type text not null,
  amount bigint not null check (amount >= 0),
  fee bigint not null default 0 check (fee >= 0),
  status text not null check (status in ('pending', 'processing', 'completed', 'failed', 'rejected')),
  description text not null default '',
  network text,
  wallet_address text,
  tx_hash text,
  details jsonb not null default '{}'::jsonb,
  journal_id bigint references journals(id),
  reviewed_by uuid references users(id),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index transactions_user_idx on transactions(user_id, created_at desc, id desc);
create index transactions_status_idx on transactions(status, created_at desc);

create table idempotency_keys (
  user_id uuid not null references users(id),
  key text not null,
  request_hash text not null,
  status_code integer not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

create table audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references users(id),
  action text not null,
  target_type text not null,
  target_id text,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on audit_log(created_at desc);

create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);
