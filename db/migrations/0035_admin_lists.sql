-- Admin lists that stay fast at a million rows (decision 0021). Every filter of the transactions
-- list has an index whose order is the list's order (created_at desc, id desc), so a page and a
-- keyset cursor are one index range; search goes to an index; the summary cards read counters.
create extension if not exists pg_trgm;

-- Paging orders: no filter, status, type, type and status (replacing the indexes without the id
-- tie-breaker, which cannot serve a (created_at, id) cursor as an index range).
create index transactions_created_idx on transactions (created_at desc, id desc);
drop index transactions_status_idx;
create index transactions_status_created_idx on transactions (status, created_at desc, id desc);
create index transactions_type_created_idx on transactions (type, created_at desc, id desc);
drop index transactions_type_status_idx;
create index transactions_type_status_created_idx on transactions (type, status, created_at desc, id desc);

-- Search keys: the on-chain hash and the deposit reference in their normalised form (trimmed, no
-- whitespace or invisible characters, lower case, no 0x prefix), kept by PostgreSQL itself so no
-- write path can forget them. domain/wallet/reference.ts normalises a search the same way.
alter table transactions
  add column tx_hash_key text generated always as (
    lower(regexp_replace(regexp_replace(tx_hash, '[\s\u00a0\u00ad\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+', '', 'g'), '^0x', '', 'i'))
  ) stored,
  add column reference_key text generated always as (
    lower(regexp_replace(regexp_replace(details->>'reference', '[\s\u00a0\u00ad\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+', '', 'g'), '^0x', '', 'i'))
  ) stored;
drop index transactions_tx_hash_idx;
create index transactions_tx_hash_key_idx on transactions (tx_hash_key) where tx_hash_key is not null;
create index transactions_tx_hash_key_trgm_idx on transactions using gin (tx_hash_key gin_trgm_ops) where tx_hash_key is not null;
create index transactions_reference_key_idx on transactions (reference_key) where reference_key is not null;

-- Name search: players first, by trigram (the expression is domain/admin-list.ts's playerSearchText).
create index users_search_trgm_idx on users using gin (
  (coalesce(name, '') || ' ' || coalesce(username, '') || ' ' || coalesce(telegram_username, '') || ' ' || coalesce(telegram_full_name, '')) gin_trgm_ops
);

-- Summary counters: folded totals per (type, status), plus the changes not folded yet. The trigger
-- of domain/wallet/transaction-counters.sql appends changes in the same transaction as the write
-- (appends never wait on each other); the wallet__fold_counters job folds them every minute.
create table transaction_counters (
  type text not null,
  status text not null,
  count bigint not null,
  amount bigint not null,
  primary key (type, status)
);
create table transaction_counter_changes (
  type text not null,
  status text not null,
  count bigint not null,
  amount bigint not null
);
insert into transaction_counters (type, status, count, amount)
select type, status, count(*), coalesce(sum(amount), 0) from transactions group by type, status;
