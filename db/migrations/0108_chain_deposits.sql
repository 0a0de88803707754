-- Money rails (issue 28, decision 0054): deposits verified on chain, TON deposit intents, payouts
-- confirmed on chain.
--
-- Each deposit address says how its network is checked (provider, url, api key, token contract,
-- decimals, confirmations); `manual` is today's admin review.
alter table deposit_addresses add column verification jsonb not null default '{"provider": "manual"}';

-- Every on-chain transfer into a deposit address that the app has seen, once for all time per
-- (network, transfer hash, log index): the primary key is what makes a transfer credit at most once,
-- whoever submits it and however many verifier or watcher jobs race. `transaction_id` is the
-- deposit it credited; an incoming transfer that matched nothing (a TON transfer whose memo names
-- no intent) is kept as `unmatched` for an admin, never lost.
create table chain_transfers (
  network text not null,
  tx_hash text not null,
  log_index text not null,
  status text not null check (status in ('credited', 'unmatched')),
  -- Deferred: the watcher claims a transfer before it inserts the deposit that the claim names.
  transaction_id uuid references transactions (id) deferrable initially deferred,
  deposit_address_id uuid references deposit_addresses (id) on delete set null,
  amount bigint not null check (amount >= 0),
  source text,
  memo text,
  seen_at timestamptz not null default now(),
  primary key (network, tx_hash, log_index)
);
create index chain_transfers_unmatched_idx on chain_transfers (seen_at desc) where status = 'unmatched';

-- A TON deposit the player starts with TON Connect: the memo (the jetton transfer's comment) names
-- it, so no hash is pasted. Open until `expires_at`; a transfer that arrives later still credits it.
create table deposit_intents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  network text not null,
  deposit_address_id uuid references deposit_addresses (id) on delete set null,
  address text not null,
  amount bigint not null check (amount > 0),
  memo text not null unique,
  expires_at timestamptz not null,
  transaction_id uuid references transactions (id),
  created_at timestamptz not null default now()
);
create index deposit_intents_user_idx on deposit_intents (user_id, created_at desc);

-- How far wallet__watch_ton_deposits has read each address's incoming transfers (a logical time).
create table chain_cursors (
  deposit_address_id uuid primary key references deposit_addresses (id) on delete cascade,
  position text not null,
  updated_at timestamptz not null default now()
);
