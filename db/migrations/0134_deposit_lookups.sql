-- The deposits' global unique values in lookup tables (issue 34, decision 0080): a TON deposit
-- intent's memo and a live deposit's reference are unique across all players, so a table
-- distributed by player cannot enforce them (docs/scaling.md). Each moves to a small lookup table
-- keyed by the value that holds the player's id, written by the use case in the transaction that
-- writes the player's row (domain/wallet/deposit-lookups.ts): `deposit_memos` (memo -> the intent),
-- claimed when an intent is made; `deposit_references` (network and the normalised reference ->
-- the deposit), claimed when a deposit is recorded (a player's, or the TON watcher's for an intent)
-- and given up when it is rejected or fails. Its primary key keeps what the partial unique index
-- transactions_deposit_reference_idx kept: one live deposit (pending, processing or completed) per
-- transfer and network. The values stay on deposit_intents and transactions, which show them; only
-- the unique constraint and index go. No foreign key joins a lookup to its player or row: the
-- lookup is distributed by its value, on another shard.

-- No intent or deposit is written between the copy below and the dropped constraints (old code
-- writes no lookup): the tables are locked first. Processes of the old code must be stopped first.
lock table deposit_intents, transactions in share mode;

create table deposit_memos (memo text primary key, user_id uuid not null, intent_id uuid not null);
create table deposit_references (
  network text not null,
  reference_key text not null,
  user_id uuid not null,
  transaction_id uuid not null,
  primary key (network, reference_key)
);
insert into deposit_memos (memo, user_id, intent_id) select memo, user_id, id from deposit_intents;
-- Only the live deposits, as the partial index held them (its expression is reference_key's).
insert into deposit_references (network, reference_key, user_id, transaction_id)
select network, reference_key, user_id, id from transactions
where type = 'deposit' and status in ('pending', 'processing', 'completed')
  and network is not null and reference_key is not null;

alter table deposit_intents drop constraint deposit_intents_memo_key;
drop index transactions_deposit_reference_idx;
