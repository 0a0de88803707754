-- Wallet: funds locked by pending withdrawals live on the playable account (available = balance - locked),
-- so every debit of the playable balance respects them under the same row lock.
alter table accounts add column locked bigint not null default 0 check (locked >= 0);
alter table accounts add constraint accounts_locked_covered check (balance is null or balance >= locked);

create table deposit_proofs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id),
  content_type text not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);

create index transactions_type_status_idx on transactions(type, status, created_at desc);
create index transactions_tx_hash_idx on transactions(tx_hash);
